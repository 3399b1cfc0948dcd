/**
 * The payments module: one way for every feature that takes money — donations,
 * memberships, book orders — to create an order, send the payer to a provider's checkout, and
 * learn that the order was paid. Amounts are integers in paise, always computed by the calling
 * feature on the server from content; the browser never sends a price.
 *
 * ## Using it from a feature (server side)
 *
 * ```ts
 * // once, where the feature's routes are registered (api/src/v1.ts passes `payments` in):
 * payments.onPaid('membership', async (order) => {
 *   // the order is paid: record the membership for order.member_id, send its invoice…
 *   // Runs exactly once per order (the move to `paid` is a conditional UPDATE). Make it
 *   // idempotent anyway: a failure here is logged and retried by `payments.settle(order.id)`.
 * });
 *
 * // in the feature's "buy" endpoint, after validating the choice and pricing it from content:
 * const { order, checkout, created } = await payments.createOrder({
 *   kind: 'membership', amountPaise, description: 'Divyajnanam — yearly',
 *   memberId: member.id, idempotencyKey: body.idempotencyKey,   // from the browser, one per attempt
 *   returnPath: '/jnanam-membership/thank-you',                  // ?order=<id> is added
 *   payer: { name, email, phone },                              // Razorpay Checkout's prefill
 * });
 * // `created` is false when this key already made an order (a second click): store the
 * // feature's own row only when it is true. Answer the browser with presentOrder(order) and checkout.
 * ```
 *
 * ## In the browser
 * `checkout` is either `{provider:'test', url}` — go to that address, our own checkout page
 * ("Test payment — no money moves", Pay and Fail) — or `{provider:'razorpay', …}`, the options
 * of Razorpay Checkout (web/src/shared/payments opens either). After paying, the payer lands on
 * `returnPath?order=<id>&paymentId=…&signature=…` (returnUrl below builds it); the page posts them to
 * `POST /api/v1/payments/orders/:orderId/verify` and then shows `GET …/orders/:orderId`.
 *
 * ## Rules it keeps
 * - created → paid | failed | expired; nothing leaves `paid`; an unpaid order expires after
 *   `orderLifetimeMs` (30 minutes) and then cannot be paid.
 * - `paid` only on a verified Checkout signature (HMAC-SHA256 of `order_id|payment_id`) or a
 *   verified Razorpay webhook; replays change nothing; one idempotency key, one order.
 * - A paid order can be refunded once (`payments.refunds.refund`), up to what was paid; the test
 *   provider processes a refund at once, Razorpay's refund API answers pending or processed.
 * - Without RAZORPAY_KEY_ID/RAZORPAY_KEY_SECRET the test provider is used and no money moves.
 */
import type { FastifyBaseLogger } from 'fastify';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CheckoutInstructions, OrderKind } from '../../../contracts/payments';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { PAYMENT_MESSAGES } from '../../../contracts/messages/payments';
import { createOrderStore, type NewOrder, type OrderRow } from './orders';
import { razorpayProvider, testProvider, type PaymentProvider, type RazorpayConfig } from './providers';
import { createRefunds } from './refunds';
import { verifyCheckoutSignature } from './signatures';

export { presentOrder, paymentModeOf, type OrderRow } from './orders';
export type { RazorpayConfig } from './providers';
export type { RefundRequest, RefundRow } from './refunds';

/** Where the payer goes after the checkout: the order's page, with the checkout's proof when paid. */
export function returnUrl(order: Pick<OrderRow, 'id' | 'return_path'>, proof?: { paymentId: string; signature: string }): string {
  const query = new URLSearchParams({ order: order.id, ...(proof ?? {}) });
  return `${order.return_path}${order.return_path.includes('?') ? '&' : '?'}${query.toString()}`;
}

export type PaidHandler = (order: OrderRow) => Promise<void>;

export interface PaymentsOptions {
  db: Kysely<Database>;
  /** The server's JWT secret: the test provider's key secret is derived from it. */
  serverSecret: Uint8Array | string;
  razorpay?: RazorpayConfig;
  /** The name Razorpay Checkout shows (the trust's, from content). */
  merchantName: () => string;
  log: FastifyBaseLogger;
  orderLifetimeMs?: number;
}

export interface CreateOrderInput extends Omit<NewOrder, 'provider' | 'lifetimeMs'> {
  /** The page the payer comes back to (`order=<id>` is added to its query), or a function of the new order's id. */
  returnPath: NewOrder['returnPath'];
  /** What a visitor's request said (all of it but the key): their key finds their order only for the same request. */
  request?: unknown;
}

/**
 * The key as stored: a member's key finds only that member's orders, a visitor's only an order made
 * by the very same request, so someone who learns another's key gets a new order, not theirs.
 */
export function scopedIdempotencyKey({ kind, memberId, idempotencyKey, request, amountPaise, description, payer }: CreateOrderInput): string {
  if (memberId !== null) return `${kind}:member:${memberId}:${idempotencyKey}`;
  const asked = createHash('sha256').update(JSON.stringify(request ?? { amountPaise, description, payer })).digest('hex');
  return `${kind}:visitor:${asked}:${idempotencyKey}`;
}

export const DEFAULT_ORDER_LIFETIME_MS = 30 * 60_000;
/** The most one order may be for: ₹1 crore (donations stop at ₹10 lakh; this guards every kind). */
export const MAX_ORDER_PAISE = 1_00_00_000 * 100;

export function createPayments(options: PaymentsOptions) {
  const orders = createOrderStore(options.db);
  const provider: PaymentProvider = options.razorpay ? razorpayProvider(options.razorpay) : testProvider(options.serverSecret);
  const handlers = new Map<OrderKind, PaidHandler>();
  const lifetimeMs = options.orderLifetimeMs ?? DEFAULT_ORDER_LIFETIME_MS;

  async function findOrThrow(orderId: string): Promise<OrderRow> {
    const order = await orders.find(orderId);
    if (!order) throw new HttpError(404, PAYMENT_MESSAGES.orderNotFound);
    return order;
  }

  /** Why an order cannot be paid now, as the payer reads it; null when it can. */
  function refusal(order: OrderRow): string | null {
    if (order.status === 'paid') return PAYMENT_MESSAGES.alreadyPaid;
    if (order.status === 'expired') return PAYMENT_MESSAGES.expired;
    if (order.status === 'failed') return PAYMENT_MESSAGES.failed;
    return null;
  }

  /** Runs the kind's paid handler; a failure is logged (the payment stands) and can be retried. */
  async function settle(order: OrderRow): Promise<void> {
    const handler = handlers.get(order.kind as OrderKind);
    if (!handler || order.status !== 'paid') return;
    try {
      await handler(order);
    } catch (error) {
      options.log.error({ err: error, orderId: order.id }, 'a paid order’s handler failed');
    }
  }

  /** Moves the order to `paid` once; true when this call did it (and ran the handler). */
  async function markPaid(order: OrderRow, paymentId: string, method: string | null): Promise<boolean> {
    const moved = await orders.transition(order.id, 'paid', { paymentId, method });
    if (moved) await settle(await findOrThrow(order.id));
    return moved;
  }

  return {
    provider,
    orders,
    /** Refunds of paid orders (at most one each, never more than was paid): see refunds.ts. */
    refunds: createRefunds(options.db, provider),
    refusal,
    findOrThrow,
    settle: async (orderId: string) => settle(await findOrThrow(orderId)),

    /** The feature's reaction to its orders being paid (one handler per kind). */
    onPaid(kind: OrderKind, handler: PaidHandler) {
      handlers.set(kind, handler);
    },

    /** Creates the order once per idempotency key, registered with the provider; see the docblock. */
    async createOrder(input: CreateOrderInput): Promise<{ order: OrderRow; checkout: CheckoutInstructions; created: boolean }> {
      if (!Number.isSafeInteger(input.amountPaise) || input.amountPaise <= 0 || input.amountPaise > MAX_ORDER_PAISE) {
        throw new Error(`createOrder: amountPaise must be a positive whole number up to ${MAX_ORDER_PAISE}, got ${input.amountPaise}`);
      }
      const { row, created } = await orders.insertOnce({ ...input, idempotencyKey: scopedIdempotencyKey(input), provider: provider.name, lifetimeMs });
      if (row.kind !== input.kind) throw new HttpError(409, PAYMENT_MESSAGES.idempotencyKeyInvalid);
      let order = row;
      if (created) {
        const providerOrderId = await provider.open(row);
        if (providerOrderId) {
          await orders.setProviderOrderId(row.id, providerOrderId);
          order = { ...row, provider_order_id: providerOrderId };
        }
      }
      return { order, checkout: provider.checkout(order, options.merchantName()), created };
    },

    /**
     * How to pay an order again; refused when it is paid, failed or expired. The payer's name,
     * e-mail and phone (Razorpay's prefill) only when `payerMayRead`: the order's member, or its key.
     */
    async checkoutFor(orderId: string, payerMayRead = true) {
      const order = await findOrThrow(orderId);
      const refused = refusal(order);
      if (refused) throw new HttpError(409, refused);
      const shown = payerMayRead ? order : { ...order, payer_name: null, payer_email: null, payer_phone: null };
      return { order, checkout: provider.checkout(shown, options.merchantName()) };
    },

    /**
     * The checkout's signed word that the order was paid. A replay of the proof already recorded
     * answers the paid order and changes nothing; any other payment of a paid order is refused.
     */
    async verify(orderId: string, paymentId: string, signature: string): Promise<OrderRow> {
      const order = await findOrThrow(orderId);
      const signedOrderId = provider.name === 'test' ? order.id : order.provider_order_id;
      if (!signedOrderId || !verifyCheckoutSignature(provider.keySecret, signedOrderId, paymentId, signature)) {
        throw new HttpError(422, PAYMENT_MESSAGES.badSignature);
      }
      if (order.status === 'paid' && order.provider_payment_id === paymentId) return order;
      const refused = refusal(order);
      if (refused) throw new HttpError(409, refused);
      if (!(await markPaid(order, paymentId, null))) {
        const now = await findOrThrow(orderId);
        if (now.status === 'paid' && now.provider_payment_id === paymentId) return now;
        throw new HttpError(409, refusal(now) ?? PAYMENT_MESSAGES.expired);
      }
      return findOrThrow(orderId);
    },

    /** The test checkout's Fail button: the order fails (only an unpaid one; `paid` stays). */
    async fail(orderId: string): Promise<OrderRow> {
      const order = await findOrThrow(orderId);
      const refused = refusal(order);
      if (refused) throw new HttpError(409, refused);
      await orders.transition(orderId, 'failed');
      return findOrThrow(orderId);
    },

    markPaid,
  };
}

export type Payments = ReturnType<typeof createPayments>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The payments module (api/src/payments), created in registerApiV1. */
    payments: Payments;
  }
}
