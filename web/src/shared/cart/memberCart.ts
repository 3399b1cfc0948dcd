import type { CartView } from '@contracts/cart';
import { CART_ENDPOINTS } from '@contracts/endpointAddresses/cart';
import { callEndpoint } from '../api/client';
import { visitorCart } from './visitorCart';

/**
 * A member's cart from the server. When the browser still holds the cart kept before login, it is
 * added to theirs first and emptied here, so the cart carries over at login on any page. (Every
 * page's header calls this, so it calls the endpoints itself rather than load the marketplace's calls.)
 */
export async function loadMemberCart(): Promise<CartView> {
  if (visitorCart.snapshot().length === 0) return (await callEndpoint(CART_ENDPOINTS.get)).cart;
  const { cart } = await callEndpoint(CART_ENDPOINTS.merge, { body: { items: visitorCart.asInput() } });
  visitorCart.replace([]);
  return cart;
}
