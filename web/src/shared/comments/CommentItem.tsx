import { type ReactNode, useState } from 'react';
import type { Comment } from '@contracts/episodes';
import { HeartIcon } from '~/shared/ui/actionIcons';
import { Avatar } from './Avatar';
import styles from './Comments.module.css';
import { TextPostForm } from './TextPostForm';
import { StageBadge } from '~/shared/ui/StageBadge';

interface CommentItemProps {
  comment: Comment;
  busy: boolean;
  onLike: () => void;
  /** Opens the reply box; false when the visitor was sent to log in instead. */
  onReplyRequested: () => boolean;
  onReply: (text: string) => Promise<boolean>;
  /** The ⋯ menu of the comment or of one of its replies, by id (none when absent). */
  menuFor?: (commentId: string) => ReactNode;
}

/**
 * Made once: a formatter per comment made a busy thread slow to render. In the trust's time zone,
 * so the server's HTML and the visitor's browser write the same day (else hydration fails).
 */
const COMMENT_DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

const timeLabel = (iso?: string) => {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : <time dateTime={iso}>{COMMENT_DATE.format(date)}</time>;
};

/** One comment with its like, an inline reply box and the replies beneath it. */
export function CommentItem({ comment, busy, onLike, onReplyRequested, onReply, menuFor }: CommentItemProps) {
  const [replying, setReplying] = useState(false);
  const liked = comment.likes.length > 0;
  const likesCount = comment.likesCount ?? comment.likes.length;

  return (
    <li className={styles.comment}>
      <Avatar src={comment.userImage} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <strong>{comment.userName}</strong> <StageBadge stage={comment.userStage} /> {timeLabel(comment.createdAt)}
        </p>
        <p className={styles.text}>{comment.text}</p>
        <div className={styles.commentActions}>
          <button type="button" className={styles.smallAction} aria-pressed={liked} disabled={busy} onClick={onLike}>
            <HeartIcon width={16} height={16} fill={liked ? 'currentColor' : 'none'} />
            Like<span className="visually-hidden"> the comment by {comment.userName}</span>{' '}
            <span className={styles.count}>{likesCount}</span>
          </button>
          <button
            type="button"
            className={styles.smallAction}
            aria-expanded={replying}
            onClick={() => {
              if (replying) setReplying(false);
              else if (onReplyRequested()) setReplying(true);
            }}
          >
            Reply<span className="visually-hidden"> to {comment.userName}</span>
          </button>
          {menuFor?.(comment._id)}
        </div>
        {replying ? (
          <TextPostForm
            label={`Reply to ${comment.userName}`}
            submitLabel="Send Reply"
            busy={busy}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              const sent = await onReply(text);
              if (sent) setReplying(false);
              return sent;
            }}
          />
        ) : null}
        {comment.replies.length > 0 ? (
          <ul className={styles.replies} aria-label={`Replies to ${comment.userName}`}>
            {comment.replies.map((reply) => (
              <li key={reply._id} className={styles.reply}>
                <Avatar src={reply.userImage} size={32} />
                <div className={styles.body}>
                  <p className={styles.meta}>
                    <strong>{reply.userName}</strong> <StageBadge stage={reply.userStage} /> {timeLabel(reply.createdAt)}
                  </p>
                  <p className={styles.text}>{reply.text}</p>
                  {menuFor ? <div className={styles.commentActions}>{menuFor(reply._id)}</div> : null}
                </div>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
