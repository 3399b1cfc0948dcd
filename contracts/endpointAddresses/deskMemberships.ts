// Generated from contracts/deskMemberships.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DESK_MEMBERSHIP_ENDPOINTS as declared } from '../deskMemberships';

export const DESK_MEMBERSHIP_ENDPOINTS: EndpointAddresses<typeof declared> = {
  list: { method: 'GET', path: '/desk/memberships' },
  csv: { method: 'GET', path: '/desk/memberships.csv' },
  get: { method: 'GET', path: '/desk/memberships/:membershipId' },
  extend: { method: 'POST', path: '/desk/memberships/:membershipId/extend' },
  end: { method: 'POST', path: '/desk/memberships/:membershipId/end' },
};
