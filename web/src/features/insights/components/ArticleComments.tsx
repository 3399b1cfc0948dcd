import { CommentItem } from '~/shared/comments/CommentItem';
import { CommentMenu } from '~/shared/comments/CommentMenu';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import styles from '~/shared/comments/Comments.module.css';
import { TextPostForm } from '~/shared/comments/TextPostForm';
import { Button } from '~/shared/ui/Button';
import { TEXTS } from '../labels';
import { type ArticleTarget, useArticleComments } from '../useArticleComments';
import { useMemberAction } from '../memberActions';

/** "Comment (N)": the post box, each comment with its likes and nested replies, and See all for earlier ones. */
export function ArticleComments({ target, initialCount }: { target: ArticleTarget; initialCount: number }) {
  const comments = useArticleComments(target);
  const action = useMemberAction();
  const count = comments.count ?? initialCount;
  const { user } = useSession();
  const { showToast } = useToast();
  const byId = new Map(comments.threads.flatMap((thread) => [thread, ...thread.replies]).map((entry) => [entry._id, entry]));
  // Another member's comment can be reported, and its author blocked (their comments then leave the list).
  const menuFor = (id: string) => {
    const entry = byId.get(id);
    if (!action.isLoggedIn || !entry || entry.authorId === null || entry.authorId === user?._id) return null;
    return (
      <CommentMenu
        commentId={id}
        name={entry.userName}
        handle={entry.userHandle}
        onBlocked={(said) => {
          showToast(said, 'success');
          void comments.refresh();
        }}
      />
    );
  };
  const post = async (text: string, parentId?: string) => Boolean(await action.run(async () => {
    await comments.post(text, parentId);
    return true;
  }));

  return (
    <section aria-labelledby="article-comments" className={styles.comments}>
      <h2 id="article-comments" className={styles.title}>
        {TEXTS.commentHeading(count)}
      </h2>
      {action.isLoggedIn ? (
        <TextPostForm label={TEXTS.commentLabel} submitLabel={TEXTS.post} placeholder={TEXTS.commentPlaceholder} busy={action.busy} onSubmit={(text) => post(text)} />
      ) : (
        <p className={styles.loginPrompt}>
          <Button variant="outline" size="small" onClick={action.askToLogIn}>
            {TEXTS.loginToComment}
          </Button>
        </p>
      )}
      {comments.threads.length === 0 && !comments.isLoading ? <p className={styles.empty}>{TEXTS.noComments}</p> : null}
      <ul className={styles.list}>
        {comments.threads.map((comment) => (
          <CommentItem
            key={comment._id}
            comment={comment}
            busy={action.busy}
            onLike={() => void action.run(() => comments.like(comment._id))}
            onReplyRequested={() => {
              if (!action.isLoggedIn) action.askToLogIn();
              return action.isLoggedIn;
            }}
            onReply={(text) => post(text, comment._id)}
            menuFor={menuFor}
          />
        ))}
      </ul>
      {comments.hasEarlier ? (
        <Button variant="outline" onClick={() => void comments.seeAll()}>
          {TEXTS.seeAll}
        </Button>
      ) : null}
    </section>
  );
}
