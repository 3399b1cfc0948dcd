import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * A member's reviews, cart and book orders in "download my data" and "delete my account". All
 * three go with the account (their rows cascade with it too; erasing them here keeps the order
 * explicit and the plan honest); the payments for the orders stay in the trust's accounts.
 */
export function registerMarketMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'reviews',
    label: 'Book reviews',
    erasure: { effect: 'removed', explanation: 'Your book reviews are deleted, and the books’ ratings no longer count them.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('book_reviews')
        .select(['book_slug', 'stars', 'title', 'text', 'created_at', 'updated_at'])
        .where('user_id', '=', memberId)
        .orderBy('created_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('book_reviews').where('user_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'cart',
    label: 'Cart',
    erasure: { effect: 'removed', explanation: 'Your cart is emptied.' },
    export: ({ db, memberId }) =>
      db.selectFrom('cart_items').select(['book_id', 'quantity']).where('user_id', '=', memberId).orderBy('book_id').execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('cart_items').where('user_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'orders',
    label: 'Book orders and delivery addresses',
    erasure: {
      effect: 'removed',
      explanation: 'Your book orders and delivery addresses are deleted; the payments for them stay in the trust’s accounts.',
    },
    async export({ db, memberId }) {
      const orders = await db.selectFrom('book_orders').selectAll().where('user_id', '=', memberId).orderBy('id').execute();
      if (orders.length === 0) return [];
      const lines = await db
        .selectFrom('book_order_lines')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((order) => order.id),
        )
        .execute();
      return orders.map((order) => ({ ...order, lines: lines.filter((line) => line.order_id === order.id) }));
    },
    async erase({ trx, memberId }) {
      await trx.deleteFrom('book_orders').where('user_id', '=', memberId).execute();
    },
  });
}
