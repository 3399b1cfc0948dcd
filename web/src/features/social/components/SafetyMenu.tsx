import { useRef } from 'react';
import type { ReportableType } from '@contracts/safetyRules';
import { BlockButton } from '~/shared/safety/BlockButton';
import { ReportButton } from '~/shared/safety/ReportButton';
import { useToast } from '~/shared/ui/ToastContext';
import styles from './Posts.module.css';

/**
 * The "⋯" options of another member's post, comment or profile: report it to the moderators, block
 * its author (after a question saying what that does) and, for posts and profiles, mute them. Only
 * members see it, once the browser knows the session: the cards load its code then.
 */
export default function SafetyMenu({
  itemType,
  itemId,
  author,
  onBlocked,
}: {
  itemType: Extract<ReportableType, 'post' | 'comment' | 'member'>;
  itemId: string;
  author: { handle: string; name: string };
  /** After a block or a mute: the list takes the author's things away, a profile leaves. */
  onBlocked?: (relation: 'blocks' | 'mutes') => void;
}) {
  const { showToast } = useToast();
  const menu = useRef<HTMLDetailsElement>(null);
  // The card that held the button may leave the list at once: the toast says what happened.
  const done = (relation: 'blocks' | 'mutes') => (said: string) => {
    if (menu.current) menu.current.open = false;
    showToast(said, 'success');
    onBlocked?.(relation);
  };
  return (
    <details className={styles.menu} ref={menu}>
      <summary aria-label={itemType === 'member' ? `Options for ${author.name}` : `Options for the ${itemType} by ${author.name}`}>⋯</summary>
      <div className={styles.menuPanel}>
        <ReportButton itemType={itemType} itemId={itemId} label={`Report ${itemType === 'member' ? author.name : `this ${itemType}`}`} />
        {author.handle ? <BlockButton handle={author.handle} name={author.name} onDone={done('blocks')} /> : null}
        {author.handle && itemType !== 'comment' ? <BlockButton handle={author.handle} name={author.name} relation="mutes" onDone={done('mutes')} /> : null}
      </div>
    </details>
  );
}
