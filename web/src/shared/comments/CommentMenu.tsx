import { useRef } from 'react';
import { BlockButton } from '../safety/BlockButton';
import { ReportButton } from '../safety/ReportButton';
import styles from './ItemComments.module.css';

/** Another member's comment's ⋯ menu: report the comment, or block its author (after the block question). */
export function CommentMenu({ commentId, name, handle, onBlocked }: { commentId: string; name: string; handle: string | null; onBlocked: (said: string) => void }) {
  const panel = useRef<HTMLDivElement>(null);
  return (
    // A comment at the bottom of a panel that scrolls would open its menu out of sight: it is brought into view.
    <details className={styles.menu} onToggle={(event) => event.currentTarget.open && panel.current?.scrollIntoView({ block: 'nearest' })}>
      <summary aria-label={`Options for the comment by ${name}`}>⋯</summary>
      <div className={styles.menuPanel} ref={panel}>
        <ReportButton itemType="comment" itemId={commentId} />
        {handle ? <BlockButton handle={handle} name={name} onDone={onBlocked} /> : null}
      </div>
    </details>
  );
}
