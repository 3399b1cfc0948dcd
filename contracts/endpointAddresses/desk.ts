// Generated from contracts/desk.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DESK_ENDPOINTS as declared } from '../desk';

export const DESK_ENDPOINTS: EndpointAddresses<typeof declared> = {
  staff: { method: 'GET', path: '/desk/staff' },
};
