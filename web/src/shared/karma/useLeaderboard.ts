import useSWR from 'swr';
import { KARMA_ENDPOINTS as K } from '@contracts/endpointAddresses/karma';
import { KARMA_PERIODS, type KarmaPeriod, LEADERBOARD_DEFAULT_SIZE } from '@contracts/karmaRules';
import { callEndpoint } from '~/shared/api/client';
import type { DataRequest } from '~/shared/data/pageData';

export { KARMA_PERIODS, type KarmaPeriod };

const fetchRows = async (period: KarmaPeriod, size?: number) =>
  (await callEndpoint(K.leaderboard, { query: { period, limit: size === undefined ? undefined : String(size) } })).members;

/** A period's top `size` members as a page's data: a loader that reads it puts them in the first HTML. */
export function leaderboardRequest(period: KarmaPeriod, size?: number): DataRequest {
  return {
    key: ['karma-leaderboard', period, size ?? null],
    fetch: () => fetchRows(period, size),
    load: (context) => context.karmaLeaderboard(period, size ?? LEADERBOARD_DEFAULT_SIZE),
  };
}

/** The leaderboard of a period, the top `size` members (the server's default when not given). */
export function useLeaderboard(period: KarmaPeriod, size?: number) {
  const { data, error, isLoading } = useSWR(leaderboardRequest(period, size).key, () => fetchRows(period, size));
  return { rows: data, error: error as Error | undefined, isLoading };
}
