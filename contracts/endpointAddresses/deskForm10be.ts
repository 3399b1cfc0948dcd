// Generated from contracts/deskForm10be.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DESK_FORM_10BE_ENDPOINTS as declared } from '../deskForm10be';

export const DESK_FORM_10BE_ENDPOINTS: EndpointAddresses<typeof declared> = {
  years: { method: 'GET', path: '/desk/donations/:donationId/form-10be' },
  make: { method: 'POST', path: '/desk/donations/:donationId/form-10be/pdf' },
  send: { method: 'POST', path: '/desk/donations/:donationId/form-10be/send' },
};
