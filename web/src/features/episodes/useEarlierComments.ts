import useSWRInfinite from 'swr/infinite';
import type { Comment } from '../../../../contracts/episodes';
import type { CommentThread } from '../../../../contracts/interactions';
import { COMMENT_PAGE_SIZE } from '../../../../contracts/rules';
import { apiRequest } from '../../shared/api/client';
import { useSession } from '../../shared/session/useSession';

interface CommentsPage {
  comments: CommentThread[];
  earlierBefore: string | null;
  threadsCount: number;
}

/**
 * An episode's comments before the page its answer carries (SPEC's episode has the latest
 * COMMENT_PAGE_SIZE only). Only a full page can have earlier ones, so a quiet episode makes no
 * extra request; a busy one fetches the page before at once, for the total in the heading, and
 * shows it (and fetches the next) when the member asks for earlier comments.
 */
export function useEarlierComments(episodeId: string, latest: Comment[], shownPages: number) {
  const { token } = useSession();
  const oldestShown = latest.length >= COMMENT_PAGE_SIZE ? latest[0]?._id : undefined;
  const pages = useSWRInfinite<CommentsPage>(
    (index, previous: CommentsPage | null) => {
      const before = index === 0 ? oldestShown : previous?.earlierBefore;
      if (!before) return null;
      return [`/interactions/episode/${encodeURIComponent(episodeId)}/comments?before=${encodeURIComponent(before)}`, token ?? ''];
    },
    ([path]: readonly [string, string]) => apiRequest<CommentsPage>(path),
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
