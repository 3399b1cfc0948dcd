import { Link, useLocation } from 'react-router';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import type { Clip } from './useClip';
import styles from './PremiumPrompt.module.css';

interface PremiumPromptProps {
  clip: Exclude<Clip, { state: 'ready' }>;
  /** What the trust says about its premium items (content). */
  text: string;
  upgradeLabel: string;
}

/** In place of a premium clip: why it does not play, with the way to the membership page (and, for a visitor, to log in). */
export function PremiumPrompt({ clip, text, upgradeLabel }: PremiumPromptProps) {
  const location = useLocation();
  if (clip.state === 'loading') return <div className={styles.box} role="status" aria-label="Loading the video" />;
  if (clip.state === 'failed') {
    return (
      <div className={styles.box} role="alert">
        <p>{clip.message}</p>
      </div>
    );
  }
  return (
    <div className={styles.box}>
      <p className={styles.text}>{text}</p>
      <p className={styles.actions}>
        <Link className={styles.upgrade} to={ROUTES.membership}>
          {upgradeLabel}
        </Link>
        {clip.state === 'login' ? (
          <Link className={styles.login} to={loginPathReturningTo(`${location.pathname}${location.search}`)}>
            Log in
          </Link>
        ) : null}
      </p>
    </div>
  );
}
