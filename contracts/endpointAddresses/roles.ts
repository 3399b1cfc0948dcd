// Generated from contracts/roles.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { ROLE_ENDPOINTS as declared } from '../roles';

export const ROLE_ENDPOINTS: EndpointAddresses<typeof declared> = {
  myRole: { method: 'GET', path: '/account/role' },
};
