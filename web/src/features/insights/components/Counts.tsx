import type { ReactNode } from 'react';
import type { ArticleCard as Card } from '@contracts/insights';
import { HeartIcon, ShareIcon } from '~/shared/ui/actionIcons';
import { TEXTS } from '../labels';
import styles from './Counts.module.css';

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
