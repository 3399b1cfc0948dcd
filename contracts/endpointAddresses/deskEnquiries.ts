// Generated from contracts/deskEnquiries.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DESK_ENQUIRY_ENDPOINTS as declared } from '../deskEnquiries';

export const DESK_ENQUIRY_ENDPOINTS: EndpointAddresses<typeof declared> = {
  list: { method: 'GET', path: '/desk/enquiries' },
  get: { method: 'GET', path: '/desk/enquiries/:enquiryId' },
  answer: { method: 'POST', path: '/desk/enquiries/:enquiryId/answer' },
  status: { method: 'PUT', path: '/desk/enquiries/:enquiryId/status' },
  assignee: { method: 'PUT', path: '/desk/enquiries/:enquiryId/assignee' },
};
