import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { CommentView } from '@contracts/interactions';
import { loginPathReturningTo } from '@contracts/routes';
import { ConfirmToWrite } from '~/shared/safety/ConfirmToWrite';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { useItemInteractions } from '~/shared/interactions/useItemInteractions';
import { StageBadge } from '~/shared/ui/StageBadge';
import { commentLabelsOf, type CommentWords } from './commentLabels';
import { CommentMenu } from './CommentMenu';
import styles from './ItemComments.module.css';

const WHEN = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** Comments shown before See all. */
const FIRST = 5;

function CommentForm({ label, placeholder, send, onSend }: { label: string; placeholder: string; send: string; onSend: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() && (await onSend(text.trim()))) setText('');
  };
  return (
    <ConfirmToWrite compact>
      <form className={styles.form} onSubmit={submit}>
        <input aria-label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} maxLength={5000} />
        <button type="submit">{send}</button>
      </form>
    </ConfirmToWrite>
  );
}

/** The comments panel: for a visitor a way to log in; for a member the input, replies one level deep, likes, and deleting their own. */
export function ItemComments({ targetType, targetId, words }: { targetType: string; targetId: string; words: CommentWords }) {
  const interactions = useItemInteractions(targetType, targetId);
  const labels = commentLabelsOf(words);
  const { isLoggedIn, user } = useSession();
  const { showToast } = useToast();
  const location = useLocation();
  const [all, setAll] = useState(false);
  const [replyTo, setReplyTo] = useState<string | null>(null);
  const threads = interactions.comments.data?.comments ?? [];
  const shown = all ? threads : threads.slice(-FIRST);
  const myId = user?._id ?? '';

  const run = async (act: () => Promise<unknown>, failed: string) => {
    try {
      await act();
      await Promise.all([interactions.comments.mutate(), interactions.summary.mutate()]);
      return true;
    } catch {
      showToast(failed, 'error');
      return false;
    }
  };

  const item = (comment: CommentView, reply: boolean) => (
    <li key={comment._id} className={styles.item}>
      <p className={styles.meta}>
        <strong>{comment.userName}</strong> <StageBadge stage={comment.userStage} /> <time dateTime={comment.createdAt}>{WHEN.format(new Date(comment.createdAt))}</time>
      </p>
      <p className={styles.text}>{comment.text}</p>
      <div className={styles.actions}>
        <button type="button" aria-pressed={comment.likes.length > 0} disabled={!isLoggedIn} onClick={() => void run(() => interactions.likeComment(comment._id), 'Your like could not be saved.')}>
          Like<span className="visually-hidden"> the comment by {comment.userName}</span> {comment.likesCount}
        </button>
        {!reply && isLoggedIn ? (
          <button type="button" aria-expanded={replyTo === comment._id} onClick={() => setReplyTo(replyTo === comment._id ? null : comment._id)}>
            Reply<span className="visually-hidden"> to {comment.userName}</span>
          </button>
        ) : null}
        {isLoggedIn && comment.authorId && comment.authorId === myId ? (
          <details className={styles.menu}>
            <summary aria-label={`Options for your comment: ${comment.text.slice(0, 40)}`}>⋯</summary>
            <div className={styles.menuPanel}>
              <button type="button" onClick={() => void run(() => interactions.deleteComment(comment._id), 'Your comment could not be deleted.')}>
                Delete
              </button>
            </div>
          </details>
        ) : isLoggedIn ? (
          <CommentMenu
            commentId={comment._id}
            name={comment.userName}
            handle={comment.userHandle}
            onBlocked={(said) => {
              showToast(said, 'success');
              // Their comments, and the counts, leave the discussion at once.
              void Promise.all([interactions.comments.mutate(), interactions.summary.mutate()]);
            }}
          />
        ) : null}
      </div>
      {!reply && replyTo === comment._id ? (
        <CommentForm
          label={`Reply to ${comment.userName}`}
          placeholder="Write a reply"
          send="Reply"
          onSend={async (text) => {
            const done = await run(() => interactions.comment(text, comment._id), 'Your reply could not be sent.');
            if (done) setReplyTo(null);
            return done;
          }}
        />
      ) : null}
      {'replies' in comment && Array.isArray(comment.replies) && comment.replies.length ? (
        <ul className={styles.replies}>{(comment.replies as CommentView[]).map((r) => item(r, true))}</ul>
      ) : null}
    </li>
  );

  return (
    <section className={styles.panel} aria-labelledby="item-comments">
      <h2 id="item-comments" className={styles.heading}>
        {labels.heading} ({interactions.comments.data?.commentsCount ?? 0})
      </h2>
      {isLoggedIn ? (
        <CommentForm label="Your comment" placeholder={labels.placeholder} send={labels.send} onSend={(text) => run(() => interactions.comment(text), 'Your comment could not be sent.')} />
      ) : (
        <Link className={styles.login} to={loginPathReturningTo(`${location.pathname}${location.search}`)}>
          {labels.login}
        </Link>
      )}
      <ul className={styles.list}>{shown.map((c) => item(c, false))}</ul>
      {threads.length > FIRST && !all ? (
        <button type="button" className={styles.seeAll} onClick={() => setAll(true)}>
          {labels.seeAll}
        </button>
      ) : null}
    </section>
  );
}
