/**
 * The payments module's calls: an order's status, the proof of payment the provider's
 * checkout hands back (verified on the server), and Razorpay's webhook. Orders are created by the
 * feature that sells something (donations, memberships, book orders), each with its own endpoint,
 * so that the server computes the amount from content and the browser never sends a price.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { PAYMENT_MESSAGES } from './messages/payments';
import { REQUEST_MESSAGES } from './messages/request';

export const ORDER_KINDS = ['donation', 'membership', 'book-order'] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];
export const ORDER_STATUSES = ['created', 'paid', 'failed', 'expired'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const PAYMENT_PROVIDERS = ['test', 'razorpay'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** What the browser sends with every "create an order" call, so a second click finds the first order. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{16,100}$/;
export const idempotencyKeyField = z
  .string({ error: PAYMENT_MESSAGES.idempotencyKeyInvalid })
  .check(z.regex(IDEMPOTENCY_KEY_PATTERN, { error: PAYMENT_MESSAGES.idempotencyKeyInvalid }));

export const paymentOrder = z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  amountPaise: z.number(),
  currency: z.literal('INR'),
  description: z.string(),
  provider: z.enum(PAYMENT_PROVIDERS),
  /** e.g. 'Online — UPI' once paid; null before. */
  paymentMode: z.nullable(z.string()),
  createdAt: z.string(),
  expiresAt: z.string(),
  paidAt: z.nullable(z.string()),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/** How the browser pays: our own test checkout page, or Razorpay Checkout with these options. */
export const checkoutInstructions = z.union([
  z.object({ provider: z.literal('test'), url: z.string() }),
  z.object({
    provider: z.literal('razorpay'),
    keyId: z.string(),
    providerOrderId: z.string(),
    amountPaise: z.number(),
    currency: z.literal('INR'),
    name: z.string(),
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
    /** Where to go once the payment is verified (or has failed). */
    returnPath: z.string(),
  }),
]);
export type CheckoutInstructions = z.infer<typeof checkoutInstructions>;

export const orderAnswer = z.object({ success: z.literal(true), order: paymentOrder });
export const orderWithCheckoutAnswer = z.object({ success: z.literal(true), order: paymentOrder, checkout: checkoutInstructions });

const orderParams = z.object({ orderId: z.string().check(z.regex(/^ord_[0-9a-f]{24}$/, { error: PAYMENT_MESSAGES.orderNotFound })) });

export const verifyBody = z.object(
  {
    paymentId: z.string({ error: PAYMENT_MESSAGES.paymentIdInvalid }).check(z.regex(/^[A-Za-z0-9_]{1,64}$/, { error: PAYMENT_MESSAGES.paymentIdInvalid })),
    signature: z.string({ error: PAYMENT_MESSAGES.signatureInvalid }).check(z.regex(/^[0-9a-fA-F]{1,128}$/, { error: PAYMENT_MESSAGES.signatureInvalid })),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);
export type VerifyBody = z.infer<typeof verifyBody>;

export const webhookAnswer = z.object({ success: z.literal(true), message: z.string() });

export const PAYMENT_ENDPOINTS = {
  status: defineEndpoint({
    method: 'GET',
    path: '/payments/orders/:orderId',
    summary: "An order's status (its id is unguessable, so it needs no login)",
    tag: 'Payments',
    auth: 'none',
    params: orderParams,
    responses: { 200: orderAnswer, ...errorAnswers(400, 404, 414), ...COMMON_ERRORS },
  }),
  checkout: defineEndpoint({
    method: 'GET',
    path: '/payments/orders/:orderId/checkout',
    summary: "How to pay an unpaid order again (after closing the checkout); the payer's details only for the order's member or with its receipt key",
    tag: 'Payments',
    auth: 'optional',
    params: orderParams,
    querystring: z.object({ key: z.optional(z.string()) }),
    responses: { 200: orderWithCheckoutAnswer, ...errorAnswers(400, 404, 409, 414), ...COMMON_ERRORS },
  }),
  verify: defineEndpoint({
    method: 'POST',
    path: '/payments/orders/:orderId/verify',
    summary: "Record a payment on the checkout's signed word (HMAC-SHA256 of order_id|payment_id)",
    tag: 'Payments',
    auth: 'none',
    params: orderParams,
    body: verifyBody,
    responses: { 200: orderAnswer, ...BODY_ERRORS, ...errorAnswers(404, 409, 414, 422), ...COMMON_ERRORS },
  }),
  razorpayWebhook: defineEndpoint({
    method: 'POST',
    path: '/payments/webhooks/razorpay',
    summary: "Razorpay's webhook (X-Razorpay-Signature over the raw body; duplicates ignored by event id)",
    tag: 'Payments',
    auth: 'none',
    responses: { 200: webhookAnswer, ...errorAnswers(400, 401, 404, 413, 415), ...COMMON_ERRORS },
  }),
} as const;
