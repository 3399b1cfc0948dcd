import useSWRInfinite from 'swr/infinite';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import { callEndpoint, type EndpointAnswer } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

type CommentsPage = EndpointAnswer<typeof INTERACTION_ENDPOINTS.comments>;
export interface ArticleTarget {
  targetType: string;
  targetId: string;
}

/**
 * An article's comments: the latest page first, earlier pages when the reader asks ("See all"),
 * read under the viewer's token so their own likes show. Posting, replying and liking change the
 * server, then the pages are read again.
 */
export function useArticleComments(target: ArticleTarget) {
  const { token } = useSession();
  const params = { targetType: target.targetType, targetId: target.targetId };
  const pages = useSWRInfinite<CommentsPage>(
    (index, previous: CommentsPage | null) => {
      if (index > 0 && !previous?.earlierBefore) return null;
      return ['article-comments', target.targetType, target.targetId, token ?? '', index === 0 ? '' : previous!.earlierBefore!];
    },
    ([, , , , before]: [string, string, string, string, string]) => callEndpoint(INTERACTION_ENDPOINTS.comments, { params, query: before ? { before } : {} }),
    { revalidateOnFocus: false, revalidateFirstPage: true },
  );
  const loaded = pages.data ?? [];
  const refresh = () => pages.mutate();
  return {
    // Earlier pages above the latest, each oldest first.
    threads: [...loaded].reverse().flatMap((page) => page.comments),
    count: loaded[0]?.commentsCount,
    hasEarlier: Boolean(loaded.at(-1)?.earlierBefore),
    isLoading: !pages.data && !pages.error,
    error: pages.error as Error | undefined,
    seeAll: () => pages.setSize(pages.size + 1),
    /** Reads the pages again (after a block takes a member's comments out). */
    refresh,
    async post(text: string, parentId?: string) {
      await callEndpoint(INTERACTION_ENDPOINTS.comment, { params, body: { text, ...(parentId ? { parentId } : {}) } });
      await refresh();
    },
    async like(commentId: string) {
      await callEndpoint(INTERACTION_ENDPOINTS.like, { params: { targetType: 'comment', targetId: commentId } });
      await refresh();
    },
  };
}
