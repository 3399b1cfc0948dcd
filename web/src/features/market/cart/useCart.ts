import { useCallback, useSyncExternalStore } from 'react';
import useSWR from 'swr';
import { MAX_QUANTITY } from '@contracts/bookShop';
import type { CartView } from '@contracts/cart';
import { fetchMemberCart, mergeCart, quoteCart, removeFromMemberCart, setCartQuantity } from '~/shared/api/market';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { visitorCart } from './visitorCart';

const EMPTY_CART: CartView = { lines: [], itemsTotal: 0, deliveryFee: 0, total: 0, freeDeliveryThreshold: 0, removed: [] };

/**
 * The cart for the current reader: a visitor's from the browser (priced by POST /cart/quote), a
 * member's from the server. When a member is logged in and the browser still holds a visitor's
 * cart, it is merged into theirs first, then emptied: the cart is kept across login and devices.
 */
export function useCart() {
  const { token } = useSession();
  const { showToast } = useToast();
  const local = useSyncExternalStore(visitorCart.subscribe, visitorCart.snapshot, visitorCart.serverSnapshot);
  const key = token ? (['cart', token] as const) : (['cart-quote', JSON.stringify(local)] as const);
  const cart = useSWR(
    key,
    async () => {
      if (!token) return local.length ? quoteCart(local) : EMPTY_CART;
      if (local.length === 0) return fetchMemberCart();
      const merged = await mergeCart(visitorCart.asInput());
      visitorCart.replace([]);
      return merged;
    },
    { revalidateOnFocus: Boolean(token), keepPreviousData: true },
  );
  const { mutate } = cart;

  const report = useCallback(
    (view: CartView) => {
      view.removed.forEach((line) => showToast(line.message, 'info'));
      return view;
    },
    [showToast],
  );

  const run = useCallback(
    async (action: () => Promise<CartView>) => {
      try {
        await mutate(report(await action()), { revalidate: false });
        return true;
      } catch (error) {
        showToast(error instanceof Error ? error.message : 'The cart could not be changed.', 'error');
        return false;
      }
    },
    [mutate, report, showToast],
  );

  const quantityOf = (bookId: string) =>
    token ? (cart.data?.lines.find((line) => line.bookId === bookId)?.quantity ?? 0) : (local.find((line) => line.bookId === bookId)?.quantity ?? 0);

  const add = (bookId: string, quantity = 1): Promise<boolean> => {
    if (!token) {
      visitorCart.add(bookId, quantity);
      return Promise.resolve(true);
    }
    return run(() => setCartQuantity(bookId, Math.min(MAX_QUANTITY, quantityOf(bookId) + quantity)));
  };
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

  const count = token ? (cart.data?.lines.reduce((sum, line) => sum + line.quantity, 0) ?? 0) : local.reduce((sum, line) => sum + line.quantity, 0);
  return { cart: cart.data, error: cart.error as Error | undefined, isLoading: cart.isLoading, count, add, setQuantity, remove, refresh: () => mutate() };
}
