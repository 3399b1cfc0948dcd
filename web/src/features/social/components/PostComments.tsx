import { useState } from 'react';
import useSWR from 'swr';
import type { PostCommentThread, PostView } from '@contracts/community';
import { useSession } from '~/shared/session/useSession';
import { fetchPostComments } from '../data/discussionApi';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import styles from './Posts.module.css';

/** A post's discussion: sorted Most Relevant or Newest, one level of replies. */
export default function PostComments({ post, onCount }: { post: PostView; onCount: (n: number) => void }) {
  const { isLoggedIn, token } = useSession();
  const [sort, setSort] = useState<'relevant' | 'newest'>('relevant');
  const { data, mutate, error } = useSWR(['post-comments', post.id, sort, token ?? ''], () => fetchPostComments(post.id, sort), { revalidateOnFocus: false });
  const reload = async () => {
    const next = await mutate();
    if (next) onCount(next.commentsCount);
  };
  return (
    <section className={styles.comments} aria-label={`Comments on ${post.title ?? 'the post'}`}>
      {isLoggedIn ? <CommentForm postId={post.id} onSent={() => void reload()} label="Write a comment…" /> : <p>Log in to comment.</p>}
      <label className={styles.sort}>
        Sort by{' '}
        <select value={sort} onChange={(e) => setSort(e.target.value as 'relevant' | 'newest')}>
          <option value="relevant">Most Relevant</option>
          <option value="newest">Newest</option>
        </select>
      </label>
      {error ? <p className={styles.error}>The comments could not be loaded.</p> : null}
      <ul className={styles.commentList}>
        {data?.comments.map((thread: PostCommentThread) => (
          <CommentItem key={thread.id} postId={post.id} comment={thread} onChanged={() => void reload()}>
            {thread.replies.length ? (
              <ul className={styles.replies}>
                {thread.replies.map((reply) => (
                  <CommentItem key={reply.id} postId={post.id} comment={reply} onChanged={() => void reload()} />
                ))}
              </ul>
            ) : null}
          </CommentItem>
        ))}
      </ul>
    </section>
  );
}
