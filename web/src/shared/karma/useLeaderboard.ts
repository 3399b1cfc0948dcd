import useSWR from 'swr';
import { KARMA_ENDPOINTS as K } from '@contracts/endpointAddresses/karma';
import { KARMA_PERIODS, type KarmaPeriod } from '@contracts/karmaRules';
import { callEndpoint } from '~/shared/api/client';

export { KARMA_PERIODS, type KarmaPeriod };

/** The leaderboard of a period, the top `size` members (the server's default when not given). */
export function useLeaderboard(period: KarmaPeriod, size?: number) {
  const { data, error, isLoading } = useSWR(['karma-leaderboard', period, size ?? null], async () =>
    (await callEndpoint(K.leaderboard, { query: { period, limit: size === undefined ? undefined : String(size) } })).members,
  );
  return { rows: data, error: error as Error | undefined, isLoading };
}
