import { useId, useState } from 'react';
import { Link } from 'react-router';
import { buttonClass, type ButtonVariant } from './Button';
import styles from './ActionButton.module.css';

export interface PageActionContent {
  _key?: string;
  label: string | null;
  href?: string | null;
  note?: string | null;
  description?: string | null;
}

interface ActionButtonProps {
  action: PageActionContent;
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  className?: string;
}

/**
 * A content-defined button: it links where the studio says, or — for a feature that is not open
 * yet — says so in a short note beside it. Either way it never does nothing.
 */
export function ActionButton({ action, variant = 'outline', size, className }: ActionButtonProps) {
  const noteId = useId();
  const [showNote, setShowNote] = useState(false);
  const classes = buttonClass({ variant, size }, className);
  const label = action.label ?? '';

  if (action.href) {
    const href = action.href;
    if (href.startsWith('/')) return <Link to={href} className={classes}>{label}</Link>;
    if (href.startsWith('#')) {
      // In-page sections: scroll there (react-router leaves plain hash links to the browser).
      return (
        <a href={href} className={classes} onClick={(event) => scrollToHash(event, href)}>
          {label}
        </a>
      );
    }
    return (
      <a href={href} className={classes} target="_blank" rel="noopener noreferrer">
        {label}
      </a>
    );
  }

  return (
    <span className={styles.wrap}>
      <button type="button" className={classes} aria-describedby={showNote ? noteId : undefined} onClick={() => setShowNote(true)}>
        {label}
      </button>
      <span id={noteId} role="status" className={showNote ? styles.note : 'visually-hidden'}>
        {showNote ? action.note : ''}
      </span>
    </span>
  );
}

function scrollToHash(event: React.MouseEvent<HTMLAnchorElement>, hash: string) {
  const target = document.getElementById(hash.slice(1));
  if (!target) return;
  event.preventDefault();
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  window.history.replaceState(window.history.state, '', hash);
  // Move focus for keyboard and screen-reader users, without a second jump.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
