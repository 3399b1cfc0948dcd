// Generated from contracts/uploads.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { UPLOAD_ENDPOINTS as declared } from '../uploads';

export const UPLOAD_ENDPOINTS: EndpointAddresses<typeof declared> = {
  upload: { method: 'POST', path: '/uploads' },
};
