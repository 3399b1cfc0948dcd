import { deliveryFeeFor, MAX_QUANTITY } from '../../../contracts/bookShop';
import type { CartView } from '../../../contracts/cart';
import { MARKET_MESSAGES } from '../../../contracts/messages/market';
import type { Catalogue } from './catalogue';

export interface CartItem {
  bookId: string;
  quantity: number;
}

/** The same book twice in one list is one line; quantities add up to at most MAX_QUANTITY. */
export function combineItems(items: readonly CartItem[]): CartItem[] {
  const combined = new Map<string, number>();
  for (const item of items) combined.set(item.bookId, Math.min(MAX_QUANTITY, (combined.get(item.bookId) ?? 0) + item.quantity));
  return [...combined].map(([bookId, quantity]) => ({ bookId, quantity }));
}

/**
 * Prices cart items at today's catalogue: unit price from content, line and items totals, the
 * delivery fee from the delivery rule. Books that are out of stock or no longer sold are left out
 * and named in `removed`, so the member sees why a line went.
 */
export function priceCart(items: readonly CartItem[], catalogue: Catalogue): CartView {
  const lines: CartView['lines'] = [];
  const removed: CartView['removed'] = [];
  for (const { bookId, quantity } of combineItems(items)) {
    const book = catalogue.byId.get(bookId);
    if (!book) {
      removed.push({ bookId, message: MARKET_MESSAGES.bookNoLongerSold });
      continue;
    }
    if (!book.available) {
      removed.push({ bookId, message: MARKET_MESSAGES.bookUnavailable(book.title) });
      continue;
    }
    lines.push({
      bookId,
      slug: book.slug,
      title: book.title,
      coverAssetId: book.coverAssetId,
      coverAlt: book.coverAlt,
      unitPrice: book.price,
      quantity,
      lineTotal: book.price * quantity,
    });
  }
  const itemsTotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const deliveryFee = deliveryFeeFor(itemsTotal, catalogue);
  return { lines, itemsTotal, deliveryFee, total: itemsTotal + deliveryFee, freeDeliveryThreshold: catalogue.freeDeliveryThreshold, removed };
}
