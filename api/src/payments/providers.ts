import { createHmac } from 'node:crypto';
import type { CheckoutInstructions } from '../../../contracts/payments';
import { HttpError } from '../http/errors';
import { PAYMENT_MESSAGES } from '../../../contracts/messages/payments';
import type { OrderRow } from './orders';

/**
 * Who takes the money. Both providers prove a payment the same way — Razorpay's
 * Checkout signature, HMAC-SHA256 of `order_id|payment_id` with the key secret — so the server's
 * check is one piece of code. Only the order id differs: the test provider signs our own order id,
 * Razorpay its `order_…` id, which we keep as the order's provider_order_id.
 */
export interface PaymentProvider {
  readonly name: 'test' | 'razorpay';
  /** The secret Checkout signatures are made with. */
  readonly keySecret: string;
  /** Registers the order with the provider; returns the provider's order id (null: ours is used). */
  open(order: OrderRow): Promise<string | null>;
  /** What the browser needs to start paying this order. */
  checkout(order: OrderRow, trustName: string): CheckoutInstructions;
  /**
   * Refunds part or all of a paid order (Razorpay's refund API); `refundId` is ours, its receipt.
   * Throws HttpError 502 when the provider refuses or cannot be reached: nothing was refunded.
   */
  refund(order: OrderRow, amountPaise: number, refundId: string): Promise<ProviderRefund>;
}

/** Razorpay's refund states: `pending` until the bank confirms, then `processed` (or `failed`). */
export interface ProviderRefund {
  providerRefundId: string;
  status: 'pending' | 'processed' | 'failed';
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  /** RAZORPAY_WEBHOOK_SECRET; without it the webhook refuses every call. */
  webhookSecret?: string;
  /** https://api.razorpay.com by default; tests point it at a recorded server. */
  apiBase?: string;
}

/** The embedded default: our own checkout page (GET /pay/test/{orderId}), where no money moves. */
export function testProvider(serverSecret: Uint8Array | string): PaymentProvider {
  // Derived, not stored: the same on every server instance that shares the JWT secret.
  const keySecret = createHmac('sha256', serverSecret).update('jnanam test-mode payments').digest('hex');
  return {
    name: 'test',
    keySecret,
    open: async () => null,
    checkout: (order) => ({ provider: 'test', url: `/pay/test/${order.id}` }),
    // No money moved, so none goes back: the refund is processed at once, in Razorpay's states.
    refund: async (_order, _amountPaise, refundId) => ({ providerRefundId: `rfnd_test_${refundId.slice(-14)}`, status: 'processed' }),
  };
}

const RAZORPAY_TIMEOUT_MS = 10_000;

/** Razorpay: its Orders API (called with fetch) and the options of its Checkout in the browser. */
export function razorpayProvider(config: RazorpayConfig): PaymentProvider {
  const apiBase = config.apiBase ?? 'https://api.razorpay.com';
  const authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`;
  return {
    name: 'razorpay',
    keySecret: config.keySecret,
    async open(order) {
      let response: Response;
      try {
        response = await fetch(`${apiBase}/v1/orders`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          // `receipt` (at most 40 characters) ties Razorpay's order back to ours in its dashboard.
          body: JSON.stringify({ amount: order.amount_paise, currency: order.currency, receipt: order.id, notes: { kind: order.kind } }),
          signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
        });
      } catch {
        throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
      }
      const answer = (await response.json().catch(() => null)) as { id?: unknown; amount?: unknown } | null;
      if (!response.ok || typeof answer?.id !== 'string' || answer.amount !== order.amount_paise) {
        throw new HttpError(503, PAYMENT_MESSAGES.providerUnavailable);
      }
      return answer.id;
    },
    async refund(order, amountPaise, refundId) {
      let answer = null as { id?: unknown; status?: unknown; amount?: unknown } | null;
      try {
        const response = await fetch(`${apiBase}/v1/payments/${encodeURIComponent(order.provider_payment_id ?? '')}/refund`, {
          method: 'POST',
          headers: { authorization, 'content-type': 'application/json' },
          body: JSON.stringify({ amount: amountPaise, speed: 'normal', receipt: refundId, notes: { order: order.id } }),
          signal: AbortSignal.timeout(RAZORPAY_TIMEOUT_MS),
        });
        if (response.ok) answer = (await response.json().catch(() => null)) as typeof answer;
      } catch {
        answer = null;
      }
      const status = answer?.status;
      if (typeof answer?.id !== 'string' || answer.amount !== amountPaise || (status !== 'pending' && status !== 'processed' && status !== 'failed')) {
        throw new HttpError(502, PAYMENT_MESSAGES.refundProviderError);
      }
      return { providerRefundId: answer.id, status };
    },
    checkout(order, trustName) {
      return {
        provider: 'razorpay',
        keyId: config.keyId,
        providerOrderId: order.provider_order_id ?? '',
        amountPaise: order.amount_paise,
        currency: 'INR',
        name: trustName,
        description: order.description,
        prefill: { name: order.payer_name ?? '', email: order.payer_email ?? '', contact: order.payer_phone ?? '' },
        returnPath: order.return_path,
      };
    },
  };
}
