import { MAX_CART_LINES, MAX_QUANTITY } from '@contracts/cartLimits';
import type { CartLineInput } from '@contracts/cart';

/**
 * A visitor's cart: book ids and quantities in localStorage (never prices: the server prices
 * them), shared by every component through a tiny store. On login it is merged into the
 * member's server cart and emptied.
 */
const STORAGE_KEY = 'jnanam.cart';
export interface VisitorLine {
  bookId: string;
  quantity: number;
}
const EMPTY: VisitorLine[] = [];
let items: VisitorLine[] | null = null;
const listeners = new Set<() => void>();

function read(): VisitorLine[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return EMPTY;
    const lines = parsed
      .filter((line): line is VisitorLine => typeof line?.bookId === 'string' && Number.isInteger(line?.quantity))
      .map((line) => ({ bookId: line.bookId, quantity: Math.min(MAX_QUANTITY, Math.max(1, line.quantity)) }))
      .slice(0, MAX_CART_LINES);
    // An empty cart is the server's very array: a new empty one would make React render every
    // reader of the cart again, at once, right after hydrating (~400 ms on a slowed phone).
    return lines.length ? lines : EMPTY;
  } catch {
    return EMPTY;
  }
}

export const visitorCart = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot(): VisitorLine[] {
    items ??= read();
    return items;
  },
  serverSnapshot: (): VisitorLine[] => EMPTY,
  replace(next: VisitorLine[]) {
    items = next;
    try {
      if (next.length) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
      else window.localStorage.removeItem(STORAGE_KEY);
    } catch {
      // private mode: the cart lives for this page only
    }
    listeners.forEach((listener) => listener());
  },
  add(bookId: string, quantity: number) {
    const current = visitorCart.snapshot();
    const existing = current.find((line) => line.bookId === bookId);
    visitorCart.replace(
      existing
        ? current.map((line) => (line.bookId === bookId ? { bookId, quantity: Math.min(MAX_QUANTITY, line.quantity + quantity) } : line))
        : [...current, { bookId, quantity: Math.min(MAX_QUANTITY, quantity) }],
    );
  },
  set(bookId: string, quantity: number) {
    visitorCart.replace(visitorCart.snapshot().map((line) => (line.bookId === bookId ? { bookId, quantity } : line)));
  },
  remove(bookId: string) {
    visitorCart.replace(visitorCart.snapshot().filter((line) => line.bookId !== bookId));
  },
  asInput: (): CartLineInput[] => visitorCart.snapshot().map(({ bookId, quantity }) => ({ bookId, quantity })),
};
