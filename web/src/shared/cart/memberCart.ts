import type { CartView } from '@contracts/cart';
import { fetchMemberCart, mergeCart } from '../api/market';
import { visitorCart } from './visitorCart';

/** The SWR key of a member's cart: the header's count and the cart's pages read the same entry. */
export const memberCartKey = (token: string) => ['cart', token] as const;

/**
 * A member's cart from the server. When the browser still holds the cart kept before login, it is
 * added to theirs first and emptied here, so the cart carries over at login on any page.
 */
export async function loadMemberCart(): Promise<CartView> {
  if (visitorCart.snapshot().length === 0) return fetchMemberCart();
  const merged = await mergeCart(visitorCart.asInput());
  visitorCart.replace([]);
  return merged;
}

/** How many books a cart holds (quantities added up). */
export const countOf = (lines: readonly { quantity: number }[]) => lines.reduce((sum, line) => sum + line.quantity, 0);
