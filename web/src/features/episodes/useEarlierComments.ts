import useSWRInfinite from 'swr/infinite';
import type { Comment } from '@contracts/episodes';
import { INTERACTION_ENDPOINTS } from '@contracts/endpointAddresses/interactions';
import { COMMENT_PAGE_SIZE } from '@contracts/rules';
import { callEndpoint, endpointPath, type EndpointAnswer } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

type CommentsPage = EndpointAnswer<typeof INTERACTION_ENDPOINTS.comments>;

/**
 * An episode's comments before the page its answer carries (the episode's answer has the latest
 * COMMENT_PAGE_SIZE only). Only a full page can have earlier ones, so a quiet episode makes no
 * extra request; a busy one fetches the page before at once, for the total in the heading, and
 * shows it (and fetches the next) when the member asks for earlier comments.
 */
export function useEarlierComments(episodeId: string, latest: Comment[], shownPages: number) {
  const { token } = useSession();
  const oldestShown = latest.length >= COMMENT_PAGE_SIZE ? latest[0]?._id : undefined;
  const params = { targetType: 'episode', targetId: episodeId };
  const pages = useSWRInfinite<CommentsPage>(
    (index, previous: CommentsPage | null) => {
      const before = index === 0 ? oldestShown : previous?.earlierBefore;
      if (!before) return null;
      return [endpointPath(INTERACTION_ENDPOINTS.comments, { params, query: { before } }), token ?? '', before];
    },
    ([, , before]: [string, string, string]) => callEndpoint(INTERACTION_ENDPOINTS.comments, { params, query: { before } }),
    { initialSize: 1, revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const loaded = pages.data ?? [];
  // Earlier pages come newest first; shown oldest first above the latest page.
  const earlier = loaded.slice(0, shownPages).reverse().flatMap((page) => page.comments);
  const total = loaded[0]?.threadsCount ?? latest.length;
  const more = shownPages < loaded.length || Boolean(loaded.at(-1)?.earlierBefore);
  return {
    earlier,
    total,
    hasEarlier: oldestShown !== undefined && more,
    loading: pages.isValidating && shownPages >= loaded.length,
    /** Loads the page after those shown (the one beyond it starts too). */
    showMore: (nextShown: number) => pages.setSize(Math.max(pages.size, nextShown + 1)),
    revalidate: () => pages.mutate(),
  };
}
