import { Link } from 'react-router';
import type { ArticleCard as Card } from '@contracts/insights';
import { INSIGHTS_LIST_MESSAGES as LIST } from '@contracts/messages/insightsList';
import { articlePath } from '@contracts/routes';
import { BookmarkIcon } from '~/shared/ui/actionIcons';
import { AuthorBadge } from '~/shared/learning/AuthorBadge';
import { sizedImage } from '~/shared/learning/sizedImage';
import { dateTimeText, TEXTS } from '../labels';
import { Counts } from './Counts';
import styles from './ArticleCard.module.css';

/** A member's article's link starts loading the members' rich text (its reading page's body) as the pointer or focus comes to it. */
const warmMemberBody = { onPointerEnter: () => void import('~/shared/content/MemberRichText'), onFocus: () => void import('~/shared/content/MemberRichText') };

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
            aria-label={article.saved ? LIST.unsave(article.title) : LIST.save(article.title)}
            disabled={busy}
            onClick={onToggleSave}
          >
            <BookmarkIcon aria-hidden="true" />
          </button>
        </div>
        <h2 className={styles.title}>
          <Link to={articlePath(article.slug)} {...(article.targetType === 'member-article' ? warmMemberBody : {})}>
            {article.title}
          </Link>
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
