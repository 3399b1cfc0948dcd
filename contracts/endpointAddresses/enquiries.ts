// Generated from contracts/enquiries.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { ENQUIRY_ENDPOINTS as declared } from '../enquiries';

export const ENQUIRY_ENDPOINTS: EndpointAddresses<typeof declared> = {
  send: { method: 'POST', path: '/enquiries' },
};
