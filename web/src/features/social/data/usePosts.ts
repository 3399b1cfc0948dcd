import useSWRInfinite from 'swr/infinite';
import type { PostsAnswer, PostView } from '@contracts/community';
import { useSession } from '~/shared/session/useSession';
import { fetchFeed, fetchHashtag, fetchMemberPosts } from './api';

/** Which posts a list shows: the feed, one member's, or one hashtag's. */
export type PostSource = { kind: 'feed' } | { kind: 'member'; handle: string } | { kind: 'hashtag'; hashtag: string };

const fetchPage = (source: PostSource, page: number): Promise<PostsAnswer> =>
  source.kind === 'feed' ? fetchFeed(page) : source.kind === 'member' ? fetchMemberPosts(source.handle, page) : fetchHashtag(source.hashtag, page);

/** Posts a page at a time under the viewer's token ("more on scroll" asks for the next). */
export function usePosts(source: PostSource | null) {
  const { token } = useSession();
  const id = source ? (source.kind === 'feed' ? 'feed' : source.kind === 'member' ? `member:${source.handle}` : `tag:${source.hashtag}`) : null;
  const pages = useSWRInfinite<PostsAnswer>(
    (index, previous: PostsAnswer | null) => (source && id && (index === 0 || previous?.hasMore) ? ['community-posts', id, index + 1, token ?? ''] : null),
    ([, , page]: [string, string, number]) => fetchPage(source!, page),
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const posts: PostView[] = pages.data?.flatMap((page) => page.posts) ?? [];
  return {
    posts,
    hasMore: Boolean(pages.data?.at(-1)?.hasMore),
    isLoading: pages.isLoading,
    isLoadingMore: pages.isValidating && pages.size > (pages.data?.length ?? 0),
    error: pages.error as Error | undefined,
    loadMore: () => pages.setSize(pages.size + 1),
    refresh: () => pages.mutate(),
    /** Puts a changed post in place (or takes a deleted one out) without reloading the list. */
    replace: (id: string, next: PostView | null) =>
      pages.mutate((current) => current?.map((page) => ({ ...page, posts: page.posts.flatMap((p) => (p.id === id ? (next ? [next] : []) : [p])) })), { revalidate: false }),
  };
}

export type PostList = ReturnType<typeof usePosts>;
