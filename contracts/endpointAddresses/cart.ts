// Generated from contracts/cart.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { CART_ENDPOINTS as declared } from '../cart';

export const CART_ENDPOINTS: EndpointAddresses<typeof declared> = {
  quote: { method: 'POST', path: '/cart/quote' },
  get: { method: 'GET', path: '/cart' },
  setQuantity: { method: 'PUT', path: '/cart/items/:bookId' },
  remove: { method: 'DELETE', path: '/cart/items/:bookId' },
  merge: { method: 'POST', path: '/cart/merge' },
};
