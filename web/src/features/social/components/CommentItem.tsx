import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { PostComment } from '@contracts/community';
import { hiddenByModerator } from '@contracts/messages/hiddenByModerator';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { deleteComment, editComment, likeComment } from '../data/discussionApi';
import { useNow } from '~/shared/time/now';
import { relativeTime } from '../data/time';
import { Avatar, MemberName } from './Avatar';
import { CommentForm } from './CommentForm';
import styles from './Posts.module.css';

const SafetyMenu = lazy(() => import('./SafetyMenu'));

const FORMER = { handle: '', name: 'A former member', avatarUrl: null, badge: '', lastActiveAt: null };

/** One comment or reply: its author's picture and badge, stance, text, likes, Reply (comments only), and Edit/Delete for its author. */
export function CommentItem({ postId, comment, onChanged, children }: { postId: string; comment: PostComment; onChanged: () => void; children?: ReactNode }) {
  const { isLoggedIn } = useSession();
  const { showToast } = useToast();
  const now = useNow();
  const [replying, setReplying] = useState(false);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(comment.text);
  const author = comment.author ?? FORMER;
  const isReply = children === undefined;
  const act = async (what: string, call: () => Promise<unknown>) => {
    try {
      await call();
      onChanged();
    } catch (error) {
      showToast(error instanceof Error ? error.message : `Could not ${what}.`, 'error');
    }
  };
  return (
    <li className={styles.comment} data-testid="comment">
      <Avatar member={author} size={32} />
      <div className={styles.commentBody}>
        <p className={styles.commentHead}>
          {comment.author ? <MemberName member={comment.author} /> : <strong>{author.name}</strong>}{' '}
          <time dateTime={comment.createdAt}>{relativeTime(comment.createdAt, now)}</time>
          {comment.stance ? <span className={styles.stance}>{comment.stance === 'agree' ? 'Agrees' : comment.stance === 'disagree' ? 'Disagrees' : 'Neutral'}</span> : null}
        </p>
        {editing ? (
          <form onSubmit={(e) => { e.preventDefault(); void act('save the comment', () => editComment(comment.id, text)).then(() => setEditing(false)); }}>
            <label className="visually-hidden" htmlFor={`edit-${comment.id}`}>Edit your comment</label>
            <textarea id={`edit-${comment.id}`} value={text} onChange={(e) => setText(e.target.value)} rows={2} />
            <button type="submit">Save</button> <button type="button" onClick={() => setEditing(false)}>Cancel</button>
          </form>
        ) : (
          <p className={styles.commentText}>{comment.text}</p>
        )}
        {comment.hiddenReason ? (
          <p className={styles.hiddenNotice} role="note">
            {hiddenByModerator(comment.hiddenReason)}
          </p>
        ) : null}
        <p className={styles.commentActions}>
          <button type="button" aria-pressed={comment.liked} disabled={!isLoggedIn} onClick={() => void act('like the comment', () => likeComment(comment.id))}>
            Like ({comment.likesCount})
          </button>
          {!isReply && isLoggedIn ? <button type="button" onClick={() => setReplying((r) => !r)}>Reply</button> : null}
          {comment.mine ? (
            <>
              <button type="button" onClick={() => setEditing(true)}>Edit</button>
              <button type="button" onClick={() => window.confirm('Delete this comment?') && void act('delete the comment', () => deleteComment(comment.id))}>Delete</button>
            </>
          ) : isLoggedIn && comment.author ? (
            <Suspense fallback={null}>
              <SafetyMenu itemType="comment" itemId={comment.id} author={comment.author} onBlocked={onChanged} />
            </Suspense>
          ) : null}
        </p>
        {replying ? <CommentForm postId={postId} parentId={comment.id} label={`Reply to ${author.name}…`} onSent={() => { setReplying(false); onChanged(); }} /> : null}
        {children}
      </div>
    </li>
  );
}
