import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { bookOrderNumber, fulfilmentOf, type FulfilmentStage } from '../../../contracts/bookOrders';
import { formatPaise } from '../../../contracts/bookShop';
import { DESK_ORDER_ENDPOINTS, type DeskOrder, type DeskOrderDetail } from '../../../contracts/deskOrders';
import type { Carrier, INDIAN_STATES } from '../../../contracts/deliveryRules';
import { DESK_MESSAGES } from '../../../contracts/messages/desk';
import { memberOf } from '../auth/memberGuard';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { Payments } from '../payments';
import { fulfilmentMail } from './orderMail';
import { packingSlipPdf, type TrustAddress } from './packingSlip';
import { keepOnRecord, recordOf } from './record';
import { containsWords } from './search';

interface Deps {
  db: Kysely<Database>;
  mailer: Mailer;
  payments: Payments;
  /** The carriers of Marketplace settings: the only ones an order can ship with, and their tracking links. */
  carriers: () => Carrier[];
  /** The trust's name and address, printed on packing slips as where to return a parcel. */
  trust: () => TrustAddress;
  siteOrigin: () => string;
}

/** The stage an order must be at for each step, and the date column the step sets. */
const STEPS = {
  packed: { from: ['to-ship'], at: 'packed_at' },
  shipped: { from: ['to-ship', 'packed'], at: 'shipped_at' },
  delivered: { from: ['shipped'], at: 'delivered_at' },
} as const;
const CANCELLABLE: FulfilmentStage[] = ['to-ship', 'packed'];

/**
 * The paid book orders to fulfil: listed oldest waiting first, moved packed → shipped → delivered
 * (each move a conditional UPDATE from the stage it was read at, so two staff pressing at once
 * move it once), or cancelled and refunded before they ship; each member told by e-mail.
 */
export async function deskOrderRoutes(app: FastifyInstance, { db, mailer, payments, carriers, trust, siteOrigin }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = DESK_ORDER_ENDPOINTS;

  const base = () =>
    db
      .selectFrom('book_orders as o')
      .innerJoin('payment_orders as p', 'p.id', 'o.payment_order_id')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .leftJoin('payment_refunds as r', 'r.payment_order_id', 'o.payment_order_id')
      .selectAll('o')
      .select(['u.first_name', 'u.last_name', 'u.email', 'r.amount_paise as refund_paise', 'r.status as refund_status', 'r.reason as refund_reason', 'r.updated_at as refund_at'])
      .where('p.status', '=', 'paid');
  type Row = Awaited<ReturnType<ReturnType<typeof base>['executeTakeFirstOrThrow']>>;

  async function present(rows: Row[]): Promise<DeskOrder[]> {
    if (rows.length === 0) return [];
    const lines = await db.selectFrom('book_order_lines').selectAll().where('order_id', 'in', rows.map((row) => row.id)).orderBy('title').execute();
    return rows.map((row) => ({
      id: row.id,
      number: bookOrderNumber(row.id),
      member: { name: `${row.first_name} ${row.last_name}`.trim(), email: row.email },
      paidAt: row.paid_at,
      lines: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({ bookId: line.book_id, title: line.title, unitPrice: line.unit_price, quantity: line.quantity, lineTotal: line.unit_price * line.quantity })),
      itemsTotal: row.items_total,
      deliveryFee: row.delivery_fee,
      total: row.total,
      address: {
        name: row.delivery_name,
        phone: row.delivery_phone,
        addressLine1: row.address_line1,
        addressLine2: row.address_line2,
        city: row.city,
        state: row.state as (typeof INDIAN_STATES)[number],
        pin: row.pin,
      },
      ...fulfilmentOf(row, carriers()),
    }));
  }

  async function detail(id: number): Promise<DeskOrderDetail> {
    const [order] = await present(await base().where('o.id', '=', id).execute());
    if (!order) throw new HttpError(404, DESK_MESSAGES.orderNotFound);
    return { ...order, record: await recordOf(db, 'book-order', id) };
  }

  const tell = async (order: DeskOrder, step: Parameters<typeof fulfilmentMail>[1]) => mailer.send(fulfilmentMail(order, step, siteOrigin()));

  api.get(E.carriers.path, { schema: routeSchema(E.carriers) }, async () => ({ success: true as const, carriers: carriers() }));

  api.get(E.list.path, { schema: routeSchema(E.list) }, async (request) => {
    const { stage, q } = request.query;
    let query = base();
    if (stage) query = query.where('o.stage', '=', stage);
    if (q) {
      const number = /^JN-B-0*(\d{1,10})$/i.exec(q)?.[1];
      query = number
        ? query.where('o.id', '=', Number(number))
        : query.where((eb) => containsWords(eb, ['u.first_name', 'u.last_name', 'u.email', 'o.delivery_name', 'o.city', 'o.pin'], q));
    }
    const rows = await query.orderBy('o.paid_at').orderBy('o.id').limit(200).execute();
    return { success: true as const, orders: await present(rows) };
  });

  api.get(E.get.path, { schema: routeSchema(E.get) }, async (request) => ({ success: true as const, order: await detail(Number(request.params.orderId)) }));

  // Answered as a file, not JSON: declared without the Zod type provider, which types only JSON answers.
  app.get<{ Params: { orderId: string } }>(E.packingSlip.path, { schema: routeSchema(E.packingSlip) }, async (request, reply) => {
    const order = await detail(Number(request.params.orderId));
    const pdf = await packingSlipPdf(order, trust());
    return reply
      .type('application/pdf')
      .header('content-disposition', `attachment; filename="packing-slip-${order.number}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  });

  api.post(E.stage.path, { schema: routeSchema(E.stage) }, async (request) => {
    const staff = memberOf(request);
    const before = await detail(Number(request.params.orderId));
    const body = request.body;
    const step = STEPS[body.stage];
    if (before.stage === 'cancelled') throw new HttpError(409, DESK_MESSAGES.cancelledCannotMove);
    if (!(step.from as readonly string[]).includes(before.stage)) throw new HttpError(409, DESK_MESSAGES.stageOutOfOrder(before.stage, body.stage));
    if (body.stage === 'shipped' && !carriers().some((carrier) => carrier.name === body.carrier)) throw new HttpError(400, DESK_MESSAGES.carrierUnknown);
    const shipment = body.stage === 'shipped' ? { carrier: body.carrier, tracking_number: body.trackingNumber } : {};
    const moved = await db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('book_orders')
        .set({ stage: body.stage, [step.at]: nowIso(), ...shipment })
        .where('id', '=', before.id)
        .where('stage', '=', before.stage)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await keepOnRecord(trx, {
        by: staff,
        itemType: 'book-order',
        itemId: before.id,
        action: `marked ${body.stage}`,
        before: { stage: before.stage, carrier: before.shipment?.carrier, trackingNumber: before.shipment?.trackingNumber },
        after: { stage: body.stage, carrier: body.stage === 'shipped' ? body.carrier : before.shipment?.carrier, trackingNumber: body.stage === 'shipped' ? body.trackingNumber : before.shipment?.trackingNumber },
      });
      return true;
    });
    // Someone else moved it first: say where it is now rather than move it twice.
    if (!moved) throw new HttpError(409, DESK_MESSAGES.stageOutOfOrder((await detail(before.id)).stage, body.stage));
    const after = await detail(before.id);
    await tell(after, body.stage);
    return { success: true as const, message: DESK_MESSAGES.stageSet(after.number, body.stage), order: after };
  });

  api.post(E.refund.path, { schema: routeSchema(E.refund) }, async (request) => {
    const staff = memberOf(request);
    const before = await detail(Number(request.params.orderId));
    const { amountPaise, reason, requestKey } = request.body;
    const paymentOrder = await payments.findOrThrow((await db.selectFrom('book_orders').select('payment_order_id').where('id', '=', before.id).executeTakeFirstOrThrow()).payment_order_id ?? '');
    const refundRequest = { amountPaise, reason, requestKey };
    // The same request again (a second press, a retry): the refund already made, nothing more.
    const existing = await payments.refunds.refundOf(paymentOrder.id);
    if (existing && existing.request_key === requestKey && existing.amount_paise === amountPaise && before.stage === 'cancelled') {
      return { success: true as const, message: DESK_MESSAGES.refunded(before.number, formatPaise(amountPaise)), order: before };
    }
    await payments.refunds.check(paymentOrder, refundRequest);
    if (!CANCELLABLE.includes(before.stage)) throw new HttpError(409, before.stage === 'cancelled' ? DESK_MESSAGES.alreadyCancelled : DESK_MESSAGES.alreadyShipped);
    // Claimed first, so the order cannot ship while the provider is asked; given back if the provider refuses.
    const claimed = await db.updateTable('book_orders').set({ stage: 'cancelled', cancelled_at: nowIso() }).where('id', '=', before.id).where('stage', '=', before.stage).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw new HttpError(409, DESK_MESSAGES.stageOutOfOrder((await detail(before.id)).stage, 'cancelled'));
    try {
      await payments.refunds.refund(paymentOrder, refundRequest);
    } catch (error) {
      await db.updateTable('book_orders').set({ stage: before.stage, cancelled_at: null }).where('id', '=', before.id).where('stage', '=', 'cancelled').execute();
      throw error;
    }
    await keepOnRecord(db, {
      by: staff,
      itemType: 'book-order',
      itemId: before.id,
      action: 'cancelled and refunded',
      before: { stage: before.stage, refund: null },
      after: { stage: 'cancelled', refund: formatPaise(amountPaise), reason },
    });
    const after = await detail(before.id);
    await tell(after, 'cancelled');
    return { success: true as const, message: DESK_MESSAGES.refunded(after.number, formatPaise(amountPaise)), order: after };
  });
}
