import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { PAYMENT_MESSAGES } from '../../../contracts/messages/payments';
import { HttpError } from '../http/errors';
import type { Payments } from './index';
import { verifyWebhookSignature } from './signatures';

/**
 * Razorpay's webhook (https://razorpay.com/docs/webhooks/): `payment.captured` and `order.paid`
 * make an order paid even when the payer closed the page before our verify call. The body is
 * checked byte for byte against `X-Razorpay-Signature`; each event id (`X-Razorpay-Event-Id`) is
 * handled once. Razorpay wants an answer within 5 seconds, so the paid order's handler (receipt,
 * e-mail) runs after the answer.
 */

interface RazorpayPaymentEntity {
  id?: unknown;
  order_id?: unknown;
  amount?: unknown;
  status?: unknown;
  method?: unknown;
}

interface RazorpayEvent {
  event?: unknown;
  payload?: { payment?: { entity?: RazorpayPaymentEntity }; order?: { entity?: { id?: unknown } } };
}

const PAID_EVENTS = new Set(['payment.captured', 'order.paid']);

export interface WebhookInput {
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
}

export function createWebhookHandler(payments: Payments, webhookSecret: string | undefined, log: FastifyBaseLogger) {
  const pending = new Set<Promise<void>>();

  async function handle({ rawBody, signature, eventId }: WebhookInput): Promise<string> {
    if (!webhookSecret || !signature || !verifyWebhookSignature(webhookSecret, rawBody, signature)) {
      throw new HttpError(401, PAYMENT_MESSAGES.webhookBadSignature);
    }
    let event: RazorpayEvent;
    try {
      event = JSON.parse(rawBody.toString('utf8')) as RazorpayEvent;
    } catch {
      throw new HttpError(400, PAYMENT_MESSAGES.webhookNotJson);
    }
    if (typeof event !== 'object' || event === null || typeof event.event !== 'string') throw new HttpError(400, PAYMENT_MESSAGES.webhookNotJson);
    if (!PAID_EVENTS.has(event.event)) return `Event ${event.event} needs nothing from us.`;

    const id = eventId || createHash('sha256').update(rawBody).digest('hex');
    if (!(await payments.orders.firstDelivery(id, event.event))) return 'This event was already handled.';
    try {
      return await settlePayment(event);
    } catch (error) {
      await payments.orders.forgetDelivery(id);
      throw error;
    }
  }

  async function settlePayment(event: RazorpayEvent): Promise<string> {
    const payment = event.payload?.payment?.entity;
    const providerOrderId = typeof payment?.order_id === 'string' ? payment.order_id : event.payload?.order?.entity?.id;
    if (typeof providerOrderId !== 'string' || typeof payment?.id !== 'string') return 'The event names no order; nothing to do.';
    const order = await payments.orders.findByProviderOrderId(providerOrderId);
    if (!order) return 'The event is for an order we do not know; nothing to do.';
    if (payment.amount !== order.amount_paise) {
      log.error({ orderId: order.id, paid: payment.amount, expected: order.amount_paise }, 'Razorpay reported a payment of another amount');
      return 'The amount does not match the order; recorded for staff.';
    }
    const method = typeof payment.method === 'string' ? payment.method : null;
    if (order.status === 'paid') {
      if (!order.payment_method && method && order.provider_payment_id === payment.id) await payments.orders.setPaymentMethod(order.id, method);
      return 'The order was already paid.';
    }
    const moved = await payments.orders.transition(order.id, 'paid', { paymentId: payment.id, method });
    if (!moved) {
      const now = await payments.findOrThrow(order.id);
      if (now.status !== 'paid') log.error({ orderId: order.id, status: now.status }, 'Razorpay captured a payment of an order that can no longer be paid');
      return `The order is ${now.status}; nothing changed.`;
    }
    const settling = payments.settle(order.id).finally(() => pending.delete(settling));
    pending.add(settling);
    return 'The order is paid.';
  }

  return {
    handle,
    /** Waits for handlers still running after their answers (the server calls it when stopping). */
    drain: () => Promise.all([...pending]).then(() => undefined),
  };
}
