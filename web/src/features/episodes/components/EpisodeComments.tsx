import { useState } from 'react';
import { useLocation } from 'react-router';
import { addCommentReply, addEpisodeComment, toggleCommentLike } from '~/shared/api/episodes';
import type { Episode } from '@contracts/episodes';
import { useSession } from '~/shared/session/useSession';
import { ButtonLink } from '~/shared/ui/Button';
import { useEarlierComments } from '../useEarlierComments';
import { useEpisodeAction } from '../useEpisodeAction';
import { loginPathReturningTo } from '@contracts/routes';
import { RETURN_BY_BACK, useRequireLogin } from '../useRequireLogin';
import { CommentItem } from '~/shared/comments/CommentItem';
import styles from '~/shared/comments/Comments.module.css';
import { TextPostForm } from '~/shared/comments/TextPostForm';

interface EpisodeCommentsProps {
  episode: Episode;
  revalidate: () => Promise<unknown>;
}

/** The episode's comments: a post box, per-comment like, inline replies, earlier comments on request. */
export function EpisodeComments({ episode, revalidate }: EpisodeCommentsProps) {
  const { isLoggedIn } = useSession();
  const requireLogin = useRequireLogin();
  const [shownPages, setShownPages] = useState(0);
  const earlier = useEarlierComments(episode._id, episode.comments, shownPages);
  const { run, pending } = useEpisodeAction(() => Promise.all([revalidate(), earlier.revalidate()]));
  const here = useLocation().pathname;
  const comments = [...earlier.earlier, ...episode.comments];

  return (
    <section className={styles.comments} aria-labelledby="comments-title">
      <h2 id="comments-title" className={styles.title}>
        Comments <span className={styles.total}>({earlier.total})</span>
      </h2>
      {isLoggedIn ? (
        <TextPostForm
          label="Add a comment"
          submitLabel="Post Comment"
          placeholder="Share a thought or a question…"
          busy={pending === 'comment'}
          onSubmit={(text) => run('comment', () => addEpisodeComment(episode._id, text), 'Your comment could not be posted.')}
        />
      ) : (
        <p className={styles.loginPrompt}>
          <ButtonLink to={loginPathReturningTo(here)} state={RETURN_BY_BACK} size="small">
            Log in to Comment
          </ButtonLink>
        </p>
      )}
      {earlier.hasEarlier && (
        <p className={styles.earlier}>
          <button
            type="button"
            className={styles.earlierButton}
            disabled={earlier.loading}
            onClick={() => {
              void earlier.showMore(shownPages + 1);
              setShownPages(shownPages + 1);
            }}
          >
            {earlier.loading ? 'Loading earlier comments…' : 'Show earlier comments'}
          </button>
        </p>
      )}
      {comments.length === 0 ? (
        <p className={styles.empty}>No comments yet. Be the first to share a thought.</p>
      ) : (
        <ul className={styles.list}>
          {comments.map((comment) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              busy={pending === `comment:${comment._id}`}
              onLike={() =>
                run(`comment:${comment._id}`, () => toggleCommentLike(comment._id), 'The comment could not be liked.')
              }
              onReplyRequested={requireLogin}
              onReply={(text) =>
                run(`comment:${comment._id}`, () => addCommentReply(comment._id, text), 'Your reply could not be posted.')
              }
            />
          ))}
        </ul>
      )}
    </section>
  );
}
