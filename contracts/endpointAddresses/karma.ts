// Generated from contracts/karma.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { KARMA_ENDPOINTS as declared } from '../karma';

export const KARMA_ENDPOINTS: EndpointAddresses<typeof declared> = {
  mine: { method: 'GET', path: '/karma/me' },
  leaderboard: { method: 'GET', path: '/karma/leaderboard' },
};
