import type { Kysely, Selectable } from 'kysely';
import { randomBytes } from 'node:crypto';
import { formatPaise } from '../../../contracts/bookShop';
import { PAYMENT_MESSAGES } from '../../../contracts/messages/payments';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database, PaymentRefundsTable } from '../db/schema';
import { HttpError } from '../http/errors';
import type { OrderRow } from './orders';
import type { PaymentProvider } from './providers';

export type RefundRow = Selectable<PaymentRefundsTable>;

export interface RefundRequest {
  amountPaise: number;
  reason: string;
  /** The caller's key for this refund: the same key again answers the refund already made. */
  requestKey: string;
}

/**
 * Refunds: at most one per paid order, never more than was paid, to the paisa. The refund row is
 * claimed before the provider is asked (the unique order id lets one claim win), and taken back
 * if the provider refuses, so a failed attempt leaves nothing behind and can be tried again.
 */
export function createRefunds(db: Kysely<Database>, provider: PaymentProvider) {
  const refundOf = (orderId: string) =>
    db.selectFrom('payment_refunds').selectAll().where('payment_order_id', '=', orderId).executeTakeFirst();

  /** Why this refund cannot be made; null when it can, or when it is the very one already made (`existing`). */
  function refusal(order: OrderRow, request: RefundRequest, existing: RefundRow | undefined): HttpError | null {
    if (existing)
      return existing.request_key === request.requestKey && existing.amount_paise === request.amountPaise
        ? null
        : new HttpError(409, PAYMENT_MESSAGES.alreadyRefunded);
    if (order.status !== 'paid') return new HttpError(409, PAYMENT_MESSAGES.refundNotPaid);
    if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise > order.amount_paise) {
      return new HttpError(422, PAYMENT_MESSAGES.refundTooLarge(formatPaise(order.amount_paise)));
    }
    return null;
  }

  /** Makes the refund once; the same request again answers the same refund (`created` false). */
  async function refund(order: OrderRow, request: RefundRequest): Promise<{ refund: RefundRow; created: boolean }> {
    const existing = await refundOf(order.id);
    const refused = refusal(order, request, existing);
    if (refused) throw refused;
    if (existing) return { refund: existing, created: false };
    const now = nowIso();
    const claim: RefundRow = {
      id: `rfd_${randomBytes(12).toString('hex')}`,
      payment_order_id: order.id,
      request_key: request.requestKey,
      amount_paise: request.amountPaise,
      status: 'requested',
      provider_refund_id: null,
      reason: request.reason,
      created_at: now,
      updated_at: now,
    };
    try {
      await db.insertInto('payment_refunds').values(claim).execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two presses at once: the first claim stands; this one answers as a repeat would.
      return refund(order, request);
    }
    try {
      const answer = await provider.refund(order, request.amountPaise, claim.id);
      const done = { status: answer.status, provider_refund_id: answer.providerRefundId, updated_at: nowIso() };
      await db.updateTable('payment_refunds').set(done).where('id', '=', claim.id).execute();
      return { refund: { ...claim, ...done }, created: true };
    } catch (error) {
      await db.deleteFrom('payment_refunds').where('id', '=', claim.id).execute();
      throw error instanceof HttpError ? error : new HttpError(502, PAYMENT_MESSAGES.refundProviderError);
    }
  }

  return {
    refundOf,
    refund,
    /** Throws the refusal a refund would meet now (nothing is changed). */
    async check(order: OrderRow, request: RefundRequest) {
      const refused = refusal(order, request, await refundOf(order.id));
      if (refused) throw refused;
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
