// Generated from contracts/memberships.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { MEMBERSHIP_ENDPOINTS as declared } from '../memberships';

export const MEMBERSHIP_ENDPOINTS: EndpointAddresses<typeof declared> = {
  order: { method: 'POST', path: '/memberships/orders' },
  me: { method: 'GET', path: '/memberships/me' },
};
