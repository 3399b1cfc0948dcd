import { BlockButton } from '../safety/BlockButton';
import { ReportButton } from '../safety/ReportButton';
import styles from './ItemComments.module.css';

/** Another member's comment's ⋯ menu: report the comment, or block its author (after the block question). */
export function CommentMenu({ commentId, name, handle, onBlocked }: { commentId: string; name: string; handle: string | null; onBlocked: (said: string) => void }) {
  return (
    <details className={styles.menu}>
      <summary aria-label={`Options for the comment by ${name}`}>⋯</summary>
      <div className={styles.menuPanel}>
        <ReportButton itemType="comment" itemId={commentId} />
        {handle ? <BlockButton handle={handle} name={name} onDone={onBlocked} /> : null}
      </div>
    </details>
  );
}
