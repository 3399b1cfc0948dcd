import { mutate } from 'swr';
import { MAX_QUANTITY } from '@contracts/bookShop';
import type { CartView } from '@contracts/cart';
import { setCartQuantity } from '~/shared/api/market';
import { memberCartKey } from '~/shared/cart/cartKey';
import { visitorCart } from '~/shared/cart/visitorCart';
import type { ToastValue } from '~/shared/ui/ToastContext';

type ShowToast = ToastValue['showToast'];

/** Says which lines the server took out of the cart (a book no longer sold, a quantity capped). */
export function reportRemoved(view: CartView, showToast: ShowToast) {
  view.removed.forEach((line) => showToast(line.message, 'info'));
  return view;
}

/**
 * Adds a book for the reader: to a visitor's cart in the browser, or to a member's on the server,
 * whose answer becomes the member's cart entry (the header's count and the cart page follow it).
 * The marketplace loads this when a visitor presses Buy; useCart adds through it too.
 */
export async function addToCart(token: string | null, bookId: string, quantity: number, showToast: ShowToast): Promise<boolean> {
  if (!token) {
    visitorCart.add(bookId, quantity);
    return true;
  }
  try {
    await mutate<CartView>(
      memberCartKey(token),
      async (current) => {
        const inCart = current?.lines.find((line) => line.bookId === bookId)?.quantity ?? 0;
        return reportRemoved(await setCartQuantity(bookId, Math.min(MAX_QUANTITY, inCart + quantity)), showToast);
      },
      { revalidate: false },
    );
    return true;
  } catch (error) {
    showToast(error instanceof Error ? error.message : 'The cart could not be changed.', 'error');
    return false;
  }
}
