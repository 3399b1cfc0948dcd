// Generated from contracts/live.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { LIVE_ENDPOINTS as declared } from '../live';

export const LIVE_ENDPOINTS: EndpointAddresses<typeof declared> = {
  stream: { method: 'GET', path: '/live' },
};
