// Generated from contracts/deskDonations.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DESK_DONATION_ENDPOINTS as declared } from '../deskDonations';

export const DESK_DONATION_ENDPOINTS: EndpointAddresses<typeof declared> = {
  list: { method: 'GET', path: '/desk/donations' },
  get: { method: 'GET', path: '/desk/donations/:donationId' },
  resendReceipt: { method: 'POST', path: '/desk/donations/:donationId/resend-receipt' },
};
