import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ArticleCard as Card } from '@contracts/insights';
import { ROUTES } from '@contracts/routes';
import { BookmarkIcon, HeartIcon, ShareIcon } from '~/shared/ui/actionIcons';
import { dateTimeText, sizedImage, TEXTS } from '../labels';
import { AuthorBadge } from './AuthorBadge';
import styles from './ArticleCard.module.css';

const CommentIcon = () => (
  <svg width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true" focusable="false">
    <path d="M21 12a8 8 0 0 1-11.6 7.1L4 21l1.9-5.4A8 8 0 1 1 21 12z" />
  </svg>
);

/** A count: the figure and its icon on screen, the figure in words for a screen reader. */
function Count({ icon, n, words }: { icon: ReactNode; n: number; words: string }) {
  return (
    <li>
      <span aria-hidden="true">{icon}</span>
      <span aria-hidden="true">{n}</span>
      <span className="visually-hidden">{words}</span>
    </li>
  );
}

/** Likes, comments and forwards of an article, from the interaction model. */
export function Counts({ article }: { article: Pick<Card, 'likesCount' | 'commentsCount' | 'sharesCount'> }) {
  return (
    <ul className={styles.counts}>
      <Count icon={<HeartIcon />} words={TEXTS.likes(article.likesCount)} n={article.likesCount} />
      <Count icon={<CommentIcon />} words={TEXTS.comments(article.commentsCount)} n={article.commentsCount} />
      <Count icon={<ShareIcon />} words={TEXTS.forwards(article.sharesCount)} n={article.sharesCount} />
    </ul>
  );
}

export const readingPath = (slug: string) => `${ROUTES.readingBlog}?article=${encodeURIComponent(slug)}`;

interface ArticleCardProps {
  article: Card;
  onToggleSave: () => void;
  busy: boolean;
  /** The first cards' pictures load at once; the rest when scrolled near. */
  eager?: boolean;
}

/** One article on the list: author and save, title (to its reading page), excerpt, date and time, counts, picture. */
export function ArticleCard({ article, onToggleSave, busy, eager }: ArticleCardProps) {
  return (
    <article className={styles.card}>
      <div className={styles.text}>
        <div className={styles.top}>
          <AuthorBadge author={article.author} />
          <button
            type="button"
            className={`${styles.save} ${article.saved ? styles.saved : ''}`}
            aria-pressed={article.saved}
            aria-label={article.saved ? TEXTS.unsave(article.title) : TEXTS.save(article.title)}
            disabled={busy}
            onClick={onToggleSave}
          >
            <BookmarkIcon aria-hidden="true" />
          </button>
        </div>
        <h2 className={styles.title}>
          <Link to={readingPath(article.slug)}>{article.title}</Link>
        </h2>
        <p className={styles.excerpt}>{article.excerpt}</p>
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{dateTimeText(article.publishedAt)}</time>
          <span>{TEXTS.readTime(article.readMinutes)}</span>
        </p>
        <Counts article={article} />
      </div>
      {article.imageUrl ? (
        <img
          className={styles.image}
          src={sizedImage(article.imageUrl, 480)}
          alt={article.imageAlt}
          width={480}
          height={270}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
        />
      ) : null}
    </article>
  );
}
