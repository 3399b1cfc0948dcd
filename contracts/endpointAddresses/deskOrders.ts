// Generated from contracts/deskOrders.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { DESK_ORDER_ENDPOINTS as declared } from '../deskOrders';

export const DESK_ORDER_ENDPOINTS: EndpointAddresses<typeof declared> = {
  carriers: { method: 'GET', path: '/desk/carriers' },
  list: { method: 'GET', path: '/desk/book-orders' },
  get: { method: 'GET', path: '/desk/book-orders/:orderId' },
  packingSlip: { method: 'GET', path: '/desk/book-orders/:orderId/packing-slip.pdf' },
  stage: { method: 'POST', path: '/desk/book-orders/:orderId/stage' },
  refund: { method: 'POST', path: '/desk/book-orders/:orderId/refund' },
};
