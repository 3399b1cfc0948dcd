import { type Kysely, sql } from 'kysely';
import { MAX_QUANTITY } from '../../../contracts/bookShop';
import type { CartView } from '../../../contracts/cart';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Catalogue } from './catalogue';
import { type CartItem, combineItems, priceCart } from './pricing';

/**
 * A member's cart on the server: one row per book. Reading it prices it at today's catalogue and
 * deletes the lines whose book can no longer be bought, so the message about them is shown once.
 */
export function createCartStore(db: Kysely<Database>, catalogue: () => Catalogue) {
  async function items(userId: number): Promise<CartItem[]> {
    const rows = await db.selectFrom('cart_items').select(['book_id', 'quantity']).where('user_id', '=', userId).orderBy('added_at').orderBy('book_id').execute();
    return rows.map((row) => ({ bookId: row.book_id, quantity: row.quantity }));
  }

  async function view(userId: number): Promise<CartView> {
    const cart = priceCart(await items(userId), catalogue());
    if (cart.removed.length > 0) {
      await db.deleteFrom('cart_items').where('user_id', '=', userId).where('book_id', 'in', cart.removed.map((line) => line.bookId)).execute();
    }
    return cart;
  }

  async function upsert(userId: number, bookId: string, quantity: number, mode: 'set' | 'add') {
    const now = nowIso();
    await db
      .insertInto('cart_items')
      .values({ user_id: userId, book_id: bookId, quantity, added_at: now, updated_at: now })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'book_id']).doUpdateSet({
          // Adding (a merge) caps in SQL, so two devices merging at once cannot pass the check.
          quantity:
            mode === 'set'
              ? quantity
              : sql<number>`case when cart_items.quantity + ${quantity} > ${MAX_QUANTITY} then ${MAX_QUANTITY} else cart_items.quantity + ${quantity} end`,
          updated_at: now,
        }),
      )
      .execute();
  }

  return {
    view,
    items,
    setQuantity: (userId: number, bookId: string, quantity: number) => upsert(userId, bookId, quantity, 'set'),
    async remove(userId: number, bookId: string): Promise<boolean> {
      const result = await db.deleteFrom('cart_items').where('user_id', '=', userId).where('book_id', '=', bookId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Adds the browser's cart to the member's: books the catalogue does not sell are not stored. */
    async merge(userId: number, incoming: readonly CartItem[]) {
      const known = catalogue().byId;
      for (const item of combineItems(incoming)) {
        if (known.has(item.bookId)) await upsert(userId, item.bookId, item.quantity, 'add');
      }
    },
    async clear(userId: number) {
      await db.deleteFrom('cart_items').where('user_id', '=', userId).execute();
    },
  };
}

export type CartStore = ReturnType<typeof createCartStore>;
