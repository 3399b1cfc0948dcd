import { useCallback, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import type { CartView } from '@contracts/cart';
import { quoteCart, removeFromMemberCart, setCartQuantity } from '~/shared/api/market';
import { addToCart, reportRemoved } from './addToCart';
import { countOf, memberCartKey } from '~/shared/cart/cartKey';
import { loadMemberCart } from '~/shared/cart/memberCart';
import { visitorCart } from '~/shared/cart/visitorCart';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';

const EMPTY_CART: CartView = { lines: [], itemsTotal: 0, deliveryFee: 0, total: 0, freeDeliveryThreshold: 0, removed: [] };

/**
 * The cart for the current reader: a visitor's from the browser (priced by POST /cart/quote), a
 * member's from the server (the header's count reads the same entry, so it follows every change).
 */
export function useCart() {
  const { token } = useSession();
  const { showToast } = useToast();
  const local = useSyncExternalStore(visitorCart.subscribe, visitorCart.snapshot, visitorCart.serverSnapshot);
  // A visitor's empty cart needs no request: one at hydration changed SWR's state at once, and React
  // rendered the whole marketplace again in one blocking task (~400 ms on a slowed phone).
  const key = token ? memberCartKey(token) : local.length ? (['cart-quote', JSON.stringify(local)] as const) : null;
  const cart = useSWR(
    key,
    async () => {
      if (token) return loadMemberCart();
      return quoteCart(local);
    },
    { revalidateOnFocus: Boolean(token), keepPreviousData: true },
  );
  const { mutate } = cart;

  const run = useCallback(
    async (action: () => Promise<CartView>) => {
      try {
        await mutate(reportRemoved(await action(), showToast), { revalidate: false });
        return true;
      } catch (error) {
        showToast(error instanceof Error ? error.message : 'The cart could not be changed.', 'error');
        return false;
      }
    },
    [mutate, showToast],
  );

  const add = (bookId: string, quantity = 1) => addToCart(token, bookId, quantity, showToast);
  const setQuantity = (bookId: string, quantity: number): Promise<boolean> => {
    if (!token) {
      visitorCart.set(bookId, quantity);
      return Promise.resolve(true);
    }
    return run(() => setCartQuantity(bookId, quantity));
  };
  const remove = (bookId: string): Promise<boolean> => {
    if (!token) {
      visitorCart.remove(bookId);
      return Promise.resolve(true);
    }
    return run(() => removeFromMemberCart(bookId));
  };

  const count = countOf(token ? (cart.data?.lines ?? []) : local);
  return { cart: key ? cart.data : EMPTY_CART, error: cart.error as Error | undefined, isLoading: cart.isLoading, count, add, setQuantity, remove, refresh: () => mutate() };
}
