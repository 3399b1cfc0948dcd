// Generated from contracts/bookOrders.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { BOOK_ORDER_ENDPOINTS as declared } from '../bookOrders';

export const BOOK_ORDER_ENDPOINTS: EndpointAddresses<typeof declared> = {
  place: { method: 'POST', path: '/book-orders' },
  mine: { method: 'GET', path: '/book-orders' },
};
