import type { Kysely, Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import type { OrderKind, OrderStatus, PaymentOrder, PaymentProviderName } from '../../../contracts/payments';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database, PaymentOrdersTable } from '../db/schema';

/**
 * Orders in the database and the only ways their status moves: created → paid | failed | expired.
 * Every move is one conditional UPDATE (`… WHERE status = 'created'`), so two requests racing to
 * pay, fail or expire the same order cannot both win, and nothing ever leaves `paid`.
 */

export type OrderRow = Selectable<PaymentOrdersTable>;

export const newOrderId = () => `ord_${randomBytes(12).toString('hex')}`;

export interface NewOrder {
  kind: OrderKind;
  amountPaise: number;
  description: string;
  memberId: number | null;
  idempotencyKey: string;
  provider: PaymentProviderName;
  /** A path, or one made from the new order's id (e.g. a page whose link carries a key signed over it). */
  returnPath: string | ((orderId: string) => string);
  payer: { name: string; email: string; phone: string } | null;
  lifetimeMs: number;
}

const MODE_NAMES: Record<string, string> = { upi: 'UPI', card: 'Card', netbanking: 'Net banking', wallet: 'Wallet', emi: 'EMI' };

/** How a receipt names the way it was paid: 'Online — UPI', 'Online (test mode)'. */
export function paymentModeOf(row: Pick<OrderRow, 'status' | 'provider' | 'payment_method'>): string | null {
  if (row.status !== 'paid') return null;
  if (row.provider === 'test') return 'Online (test mode)';
  return row.payment_method ? `Online — ${MODE_NAMES[row.payment_method] ?? row.payment_method}` : 'Online';
}

export function presentOrder(row: OrderRow): PaymentOrder {
  return {
    id: row.id,
    kind: row.kind as OrderKind,
    status: row.status as OrderStatus,
    amountPaise: row.amount_paise,
    currency: 'INR',
    description: row.description,
    provider: row.provider as PaymentProviderName,
    paymentMode: paymentModeOf(row),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    paidAt: row.paid_at,
  };
}

export function createOrderStore(db: Kysely<Database>) {
  /** The order, with an unpaid one past its expiry moved to `expired` first. */
  async function find(id: string): Promise<OrderRow | undefined> {
    const row = await db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst();
    if (row?.status === 'created' && row.expires_at <= nowIso()) {
      await transition(id, 'expired');
      return db.selectFrom('payment_orders').selectAll().where('id', '=', id).executeTakeFirst();
    }
    return row;
  }

  /** Moves a `created` order on; false when it had already moved (someone else won). */
  async function transition(id: string, status: Exclude<OrderStatus, 'created'>, paid?: { paymentId: string; method: string | null }): Promise<boolean> {
    const now = nowIso();
    let update = db
      .updateTable('payment_orders')
      .set({
        status,
        updated_at: now,
        ...(paid ? { paid_at: now, provider_payment_id: paid.paymentId, payment_method: paid.method } : {}),
      })
      .where('id', '=', id)
      .where('status', '=', 'created');
    // A verified payment of an order whose expiry has just passed still expires it: the refusal is clear.
    if (status === 'paid') update = update.where('expires_at', '>', now);
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  return {
    find,
    transition,
    findByIdempotencyKey: (key: string) => db.selectFrom('payment_orders').selectAll().where('idempotency_key', '=', key).executeTakeFirst(),
    findByProviderOrderId: (providerOrderId: string) =>
      db.selectFrom('payment_orders').selectAll().where('provider_order_id', '=', providerOrderId).executeTakeFirst(),

    /**
     * Inserts the order, or finds the one already made with this idempotency key (a second click,
     * or two clicks racing: the unique key lets exactly one insert win). `created` says which.
     */
    async insertOnce(order: NewOrder): Promise<{ row: OrderRow; created: boolean }> {
      const existing = await db.selectFrom('payment_orders').selectAll().where('idempotency_key', '=', order.idempotencyKey).executeTakeFirst();
      if (existing) return { row: existing, created: false };
      const now = new Date();
      const id = newOrderId();
      const row: OrderRow = {
        id,
        kind: order.kind,
        status: 'created',
        amount_paise: order.amountPaise,
        currency: 'INR',
        description: order.description,
        member_id: order.memberId,
        idempotency_key: order.idempotencyKey,
        provider: order.provider,
        provider_order_id: null,
        provider_payment_id: null,
        payment_method: null,
        payer_name: order.payer?.name ?? null,
        payer_email: order.payer?.email ?? null,
        payer_phone: order.payer?.phone ?? null,
        return_path: typeof order.returnPath === 'function' ? order.returnPath(id) : order.returnPath,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + order.lifetimeMs).toISOString(),
        paid_at: null,
        updated_at: now.toISOString(),
      };
      try {
        await db.insertInto('payment_orders').values(row).execute();
        return { row, created: true };
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        const winner = await db.selectFrom('payment_orders').selectAll().where('idempotency_key', '=', order.idempotencyKey).executeTakeFirstOrThrow();
        return { row: winner, created: false };
      }
    },

    async setProviderOrderId(id: string, providerOrderId: string) {
      await db.updateTable('payment_orders').set({ provider_order_id: providerOrderId, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    async setPaymentMethod(id: string, method: string) {
      await db.updateTable('payment_orders').set({ payment_method: method, updated_at: nowIso() }).where('id', '=', id).execute();
    },

    /** Records a webhook event id; false when it was already recorded (a duplicate delivery). */
    async firstDelivery(eventId: string, event: string): Promise<boolean> {
      try {
        await db.insertInto('payment_webhook_events').values({ event_id: eventId, event, received_at: nowIso() }).execute();
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },
    /** Forgets an event whose handling failed, so that Razorpay's retry is handled. */
    async forgetDelivery(eventId: string) {
      await db.deleteFrom('payment_webhook_events').where('event_id', '=', eventId).execute();
    },
  };
}

export type OrderStore = ReturnType<typeof createOrderStore>;
