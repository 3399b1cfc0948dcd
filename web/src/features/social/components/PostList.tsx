import { useEffect, useRef } from 'react';
import { Button } from '~/shared/ui/Button';
import type { PostList as Posts } from '../data/usePosts';
import { PostCard } from './PostCard';
import { PostsLoading } from './PostsLoading';
import styles from './PostCard.module.css';

/** Posts newest first; the next page loads when the end of the list scrolls into view (or with More posts). */
export function PostList({ list, empty }: { list: Posts; empty: string }) {
  const end = useRef<HTMLDivElement>(null);
  const { hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    const target = end.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isLoadingMore) void loadMore();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, loadMore]);

  if (list.error && !list.posts.length) return <p className={styles.error}>The posts could not be loaded. <Button variant="ghost" size="small" onClick={() => void list.refresh()}>Try again</Button></p>;
  if (list.isLoading) return <PostsLoading />;
  if (!list.posts.length) return <p>{empty}</p>;
  return (
    <div className={styles.list}>
      {list.posts.map((post) => (
        <PostCard key={post.id} post={post} onChanged={(next) => void list.replace(post.id, next)} onAuthorBlocked={() => void list.refresh()} />
      ))}
      <div ref={end} />
      {hasMore ? (
        <Button variant="outline" onClick={() => void loadMore()} disabled={isLoadingMore}>
          {isLoadingMore ? 'Loading…' : 'More posts'}
        </Button>
      ) : null}
    </div>
  );
}
