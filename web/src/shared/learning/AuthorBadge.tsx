import type { AuthorView } from '@contracts/insights';
import { initials } from '~/shared/people/initials';
import { sizedImage } from './sizedImage';
import styles from './AuthorBadge.module.css';
import { StageBadge } from '~/shared/ui/StageBadge';

/** An author's picture (or initials) and name, with their role when there is one. */
export function AuthorBadge({ author, size = 'small' }: { author: AuthorView; size?: 'small' | 'large' }) {
  return (
    <span className={`${styles.author} ${size === 'large' ? styles.large : ''}`}>
      {author.imageUrl ? (
        <img className={styles.avatar} src={sizedImage(author.imageUrl, 96)} alt="" width={40} height={40} loading="lazy" />
      ) : (
        <span className={styles.avatar} aria-hidden="true">
          {initials(author.name)}
        </span>
      )}
      <span className={styles.text}>
        <span className={styles.name}>
          {author.name} <StageBadge stage={author.stage} />
        </span>
        {author.role ? <span className={styles.role}>{author.role}</span> : null}
      </span>
    </span>
  );
}
