import { initials } from '~/shared/people/initials';
import styles from './Messaging.module.css';

/** A member's or tribe's picture, or their initials. */
export function Face({ name, imageUrl, size = 44 }: { name: string; imageUrl: string | null; size?: 32 | 44 }) {
  return imageUrl ? (
    <img className={styles.face} data-size={size} src={`${imageUrl}?w=${size * 2}&h=${size * 2}&fit=crop`} alt="" width={size} height={size} loading="lazy" />
  ) : (
    <span className={styles.face} data-size={size} aria-hidden="true">
      {initials(name)}
    </span>
  );
}
