import { CommentItem } from '~/shared/comments/CommentItem';
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
