import useSWRInfinite from 'swr/infinite';
import { KARMA_ENDPOINTS as K } from '@contracts/endpointAddresses/karma';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';

/** The signed-in member's standing and their history of entries, a page at a time (newest first). */
export function useMyKarma(enabled: boolean) {
  const { token } = useSession();
  const pages = useSWRInfinite(
    (index, previous: Awaited<ReturnType<typeof fetchPage>> | null) =>
      !enabled || !token || (previous && !previous.history.hasMore) ? null : ['karma-mine', token, index + 1],
    ([, , page]) => fetchPage(page as number),
    { revalidateOnFocus: false },
  );
  const loaded = pages.data ?? [];
  return {
    standing: loaded[0]?.standing,
    entries: loaded.flatMap((page) => page.history.entries),
    hasMore: Boolean(loaded.at(-1)?.history.hasMore),
    loading: pages.isLoading || pages.isValidating,
    error: pages.error as Error | undefined,
    more: () => void pages.setSize(pages.size + 1),
  };
}

const fetchPage = (page: number) => callEndpoint(K.mine, { query: { page: String(page) } });
