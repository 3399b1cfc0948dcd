// Generated from contracts/donations.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DONATION_ENDPOINTS as declared } from '../donations';

export const DONATION_ENDPOINTS: EndpointAddresses<typeof declared> = {
  topDonors: { method: 'GET', path: '/donations/top-donors' },
  create: { method: 'POST', path: '/donations' },
  status: { method: 'GET', path: '/donations/:orderId' },
  receiptPdf: { method: 'GET', path: '/donations/:orderId/receipt.pdf' },
};
