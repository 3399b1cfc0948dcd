import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { formatPaise } from '../../../contracts/bookShop';
import { BOOK_ORDER_ENDPOINTS, bookOrderNumber as orderNumber, type BookOrderView, fulfilmentOf } from '../../../contracts/bookOrders';
import type { Carrier } from '../../../contracts/deliveryRules';
import { MARKET_MESSAGES } from '../../../contracts/messages/market';
import type { OrderStatus } from '../../../contracts/payments';
import { ROUTES } from '../../../contracts/routes';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { paymentModeOf, type Payments } from '../payments';
import type { CartStore } from './cart';
import { memberOf } from '../auth/memberGuard';

interface Deps {
  db: Kysely<Database>;
  carts: CartStore;
  payments: Payments;
  mailer: Mailer;
  /** The carriers of Marketplace settings, read when an order is shown: their tracking links follow the content. */
  carriers: () => Carrier[];
}

/**
 * POST/GET /api/v1/book-orders: an order is made from the member's server cart alone (priced
 * today from content), with a delivery address, and paid through the payments module. The
 * order row is claimed by (member, request key) before anything is charged, so two presses of
 * Place order make one order. When the payment is verified the cart is emptied and a confirmation
 * e-mail goes out.
 */
export async function bookOrderRoutes(app: FastifyInstance, { db, carts, payments, mailer, carriers }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  async function views(userId: number, orderId?: number): Promise<BookOrderView[]> {
    let query = db
      .selectFrom('book_orders as o')
      .leftJoin('payment_orders as p', 'p.id', 'o.payment_order_id')
      .leftJoin('payment_refunds as r', 'r.payment_order_id', 'o.payment_order_id')
      .select(['o.id', 'o.created_at', 'o.status', 'p.status as payment_status', 'o.items_total', 'o.delivery_fee', 'o.total', 'o.delivery_name', 'o.city', 'o.state', 'o.pin', 'o.payment_order_id'])
      .select(['o.stage', 'o.carrier', 'o.tracking_number', 'o.shipped_at', 'o.delivered_at', 'r.amount_paise as refund_paise', 'r.status as refund_status', 'r.reason as refund_reason', 'r.updated_at as refund_at'])
      .where('o.user_id', '=', userId);
    if (orderId !== undefined) query = query.where('o.id', '=', orderId);
    const rows = await query.orderBy('o.created_at', 'desc').orderBy('o.id', 'desc').execute();
    if (rows.length === 0) return [];
    const lines = await db.selectFrom('book_order_lines').selectAll().where('order_id', 'in', rows.map((row) => row.id)).orderBy('title').execute();
    return rows.map((row) => ({
      number: orderNumber(row.id),
      createdAt: row.created_at,
      status: (row.payment_status ?? row.status) as OrderStatus,
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({ bookId: line.book_id, title: line.title, unitPrice: line.unit_price, quantity: line.quantity, lineTotal: line.unit_price * line.quantity })),
      itemsTotal: row.items_total,
      deliveryFee: row.delivery_fee,
      total: row.total,
      deliverTo: `${row.delivery_name}, ${row.city}, ${row.state} ${row.pin}`,
      paymentOrderId: row.payment_order_id,
      ...fulfilmentOf(row, carriers()),
    }));
  }

  payments.onPaid('book-order', async (paymentOrder) => {
    const order = await db.selectFrom('book_orders').selectAll().where('payment_order_id', '=', paymentOrder.id).executeTakeFirst();
    if (!order || order.status === 'paid') return;
    await db.updateTable('book_orders').set({ status: 'paid', paid_at: nowIso() }).where('id', '=', order.id).execute();
    const lines = await db.selectFrom('book_order_lines').selectAll().where('order_id', '=', order.id).execute();
    await db.deleteFrom('cart_items').where('user_id', '=', order.user_id).where('book_id', 'in', lines.map((line) => line.book_id)).execute();
    const member = await db.selectFrom('users').select(['email', 'first_name']).where('id', '=', order.user_id).executeTakeFirstOrThrow();
    const list = lines.map((line) => `  ${line.quantity} × ${line.title} — ${formatPaise(line.unit_price * line.quantity)}`).join('\n');
    await mailer.send({
      to: member.email,
      subject: `Your Jnanam order ${orderNumber(order.id)} is confirmed`,
      text: [
        `Dear ${member.first_name},`,
        '',
        `Thank you for your order ${orderNumber(order.id)}. We have received your payment and will dispatch your books soon.`,
        '',
        list,
        `Items (GST included): ${formatPaise(order.items_total)}`,
        `Delivery: ${order.delivery_fee ? formatPaise(order.delivery_fee) : 'FREE'}`,
        `Total paid: ${formatPaise(order.total)}`,
        `Payment: ${paymentModeOf(paymentOrder) ?? 'Online'}`,
        '',
        `Deliver to: ${order.delivery_name}, ${order.address_line1}${order.address_line2 ? `, ${order.address_line2}` : ''}, ${order.city}, ${order.state} ${order.pin}`,
        '',
        'Jnanam',
      ].join('\n'),
      headers: { 'X-Jnanam-Kind': 'book-order-confirmation' },
    });
  });

  const { place, mine } = BOOK_ORDER_ENDPOINTS;
  api.post(place.path, { schema: routeSchema(place) }, async (request, reply) => {
    const member = memberOf(request);
    const { requestKey, address } = request.body;
    const existing = await db.selectFrom('book_orders').select('id').where('user_id', '=', member.id).where('request_key', '=', requestKey).executeTakeFirst();
    if (existing) return reply.status(200).send(await answerFor(member.id, existing.id));

    const cart = await carts.view(member.id);
    if (cart.removed.length > 0) throw new HttpError(409, cart.removed.map((line) => line.message).join(' '));
    if (cart.lines.length === 0) throw new HttpError(422, MARKET_MESSAGES.cartEmpty);

    let orderId: number;
    try {
      orderId = await db.transaction().execute(async (trx) => {
        const { id } = await trx
          .insertInto('book_orders')
          .values({
            user_id: member.id,
            request_key: requestKey,
            status: 'created',
            items_total: cart.itemsTotal,
            delivery_fee: cart.deliveryFee,
            total: cart.total,
            delivery_name: address.name,
            delivery_phone: address.phone,
            address_line1: address.addressLine1,
            address_line2: address.addressLine2,
            city: address.city,
            state: address.state,
            pin: address.pin,
            created_at: nowIso(),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('book_order_lines')
          .values(cart.lines.map((line) => ({ order_id: id, book_id: line.bookId, title: line.title, unit_price: line.unitPrice, quantity: line.quantity })))
          .execute();
        return id;
      });
    } catch (error) {
      // The same press arrived twice at once: the first one's order stands.
      if (!isUniqueViolation(error)) throw error;
      const first = await db.selectFrom('book_orders').select('id').where('user_id', '=', member.id).where('request_key', '=', requestKey).executeTakeFirstOrThrow();
      return reply.status(200).send(await answerFor(member.id, first.id));
    }

    const { order: paymentOrder } = await payments.createOrder({
      kind: 'book-order',
      amountPaise: cart.total,
      description: `Books — order ${orderNumber(orderId)}`,
      memberId: member.id,
      idempotencyKey: `book-order:${member.id}:${requestKey}`,
      returnPath: ROUTES.myOrders,
      payer: { name: address.name, email: member.email, phone: address.phone },
    });
    await db.updateTable('book_orders').set({ payment_order_id: paymentOrder.id }).where('id', '=', orderId).execute();
    return reply.status(201).send(await answerFor(member.id, orderId));
  });

  async function answerFor(userId: number, orderId: number) {
    const [order] = await views(userId, orderId);
    if (!order) throw new HttpError(404, MARKET_MESSAGES.orderNotFound);
    const checkout = order.paymentOrderId && order.status === 'created' ? (await payments.checkoutFor(order.paymentOrderId)).checkout : null;
    return { success: true as const, order, checkout };
  }

  api.get(mine.path, { schema: routeSchema(mine) }, async (request) => ({
    success: true as const,
    orders: await views(memberOf(request).id),
  }));
}
