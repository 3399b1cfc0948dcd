import { useState } from 'react';
import defaultAvatar from './default-avatar.svg';
import styles from './Comments.module.css';

/** A commenter's picture, or the default avatar when there is none or it fails to load. */
export function Avatar({ src, size = 40 }: { src?: string | null; size?: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={styles.avatar}
      src={src && !failed ? src : defaultAvatar}
      alt=""
      width={size}
      height={size}
      onError={() => setFailed(true)}
    />
  );
}
