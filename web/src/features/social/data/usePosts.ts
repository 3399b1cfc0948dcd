import useSWRInfinite from 'swr/infinite';
import type { PostsAnswer, PostView } from '@contracts/community';
import type { CommunityPostsSource } from '@contracts/pageLoadContext';
import { type DataRequest, usePageAnswer } from '~/shared/data/pageData';
import { useSession } from '~/shared/session/useSession';
import { fetchFeed, fetchHashtag, fetchMemberPosts } from './api';

/** Which posts a list shows: the feed, one member's, or one hashtag's. */
export type PostSource = CommunityPostsSource;
type PostsPage = Omit<PostsAnswer, 'success'>;

const fetchPage = (source: PostSource, page: number): Promise<PostsPage> =>
  source.kind === 'feed' ? fetchFeed(page) : source.kind === 'member' ? fetchMemberPosts(source.handle, page) : fetchHashtag(source.hashtag, page);
const idOf = (source: PostSource) => (source.kind === 'feed' ? 'feed' : source.kind === 'member' ? `member:${source.handle}` : `tag:${source.hashtag}`);
const keyOf = (source: PostSource, page: number, token: string) => ['community-posts', idOf(source), page, token] as const;

/** A visitor's first page of posts, read by the route's loader so the first HTML has it. */
export function postsRequest(source: PostSource): DataRequest {
  return { key: keyOf(source, 1, ''), fetch: () => fetchPage(source, 1), load: (context) => context.communityPosts(source) };
}

/**
 * Posts a page at a time under the viewer's token ("more on scroll" asks for the next). A visitor's
 * first page is the loader's; a member's is read again under their token (their network and marks),
 * while the visitor's page stays on screen.
 */
export function usePosts(source: PostSource | null) {
  const { token } = useSession();
  const fromLoader = usePageAnswer(source ? keyOf(source, 1, '') : null) as PostsPage | undefined;
  const pages = useSWRInfinite<PostsPage>(
    (index, previous: PostsPage | null) => (source && (index === 0 || previous?.hasMore) ? keyOf(source, index + 1, token ?? '') : null),
    ([, , page]: ReturnType<typeof keyOf>) => fetchPage(source!, page),
    {
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      revalidateOnMount: !(fromLoader && !token),
      fallbackData: fromLoader ? [fromLoader] : undefined,
    },
  );
  const posts: PostView[] = pages.data?.flatMap((page) => page.posts) ?? [];
  return {
    posts,
    hasMore: Boolean(pages.data?.at(-1)?.hasMore),
    isLoading: !pages.data && !pages.error,
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
