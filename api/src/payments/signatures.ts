import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signatures that prove a payment, in Razorpay's documented scheme so that the
 * test-mode provider and the real one are checked by the same code:
 * - Checkout: `razorpay_signature` = hex HMAC-SHA256 of `order_id|payment_id` with the key secret;
 * - webhooks: `X-Razorpay-Signature` = hex HMAC-SHA256 of the raw request body with the webhook secret.
 * Comparisons take constant time, so a forger learns nothing from how long a refusal takes.
 */

export const hmacSha256Hex = (secret: string, payload: string | Buffer) => createHmac('sha256', secret).update(payload).digest('hex');

/** True when `given` is the hex string `expected`, compared in constant time. */
export function sameHex(expected: string, given: string): boolean {
  if (!/^[0-9a-f]+$/i.test(given)) return false;
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(given.toLowerCase(), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

export const checkoutSignature = (keySecret: string, providerOrderId: string, paymentId: string) =>
  hmacSha256Hex(keySecret, `${providerOrderId}|${paymentId}`);

export function verifyCheckoutSignature(keySecret: string, providerOrderId: string, paymentId: string, signature: string): boolean {
  return sameHex(checkoutSignature(keySecret, providerOrderId, paymentId), signature);
}

export function verifyWebhookSignature(webhookSecret: string, rawBody: Buffer | string, signature: string): boolean {
  return sameHex(hmacSha256Hex(webhookSecret, rawBody), signature);
}
