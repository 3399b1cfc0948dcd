import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PAYMENT_ENDPOINTS } from '../../../contracts/payments';
import { routeSchema } from '../http/routeSchema';
import { presentOrder, type Payments } from './index';
import { createWebhookHandler } from './webhook';

/** The browser's calls on an order (status, checkout again, verify) and Razorpay's webhook. */
export interface PaymentRouteDeps {
  payments: Payments;
  webhookSecret?: string;
  /** Whether `key` is the order's receipt key (a visitor's proof that the order is theirs). */
  keyMatches: (orderId: string, key: string | undefined) => boolean;
}

export async function paymentRoutes(app: FastifyInstance, { payments, webhookSecret, keyMatches }: PaymentRouteDeps) {
  const { status, checkout, verify, razorpayWebhook } = PAYMENT_ENDPOINTS;
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(status.path, { schema: routeSchema(status) }, async (request) => {
    const order = await payments.findOrThrow(request.params.orderId);
    return { success: true as const, order: presentOrder(order) };
  });

  api.get(checkout.path, { schema: routeSchema(checkout) }, async (request) => {
    const { orderId } = request.params;
    const owner = (await payments.findOrThrow(orderId)).member_id;
    const payerMayRead = (owner !== null && request.auth?.member.id === owner) || keyMatches(orderId, request.query.key);
    const { order, checkout: instructions } = await payments.checkoutFor(orderId, payerMayRead);
    return { success: true as const, order: presentOrder(order), checkout: instructions };
  });

  api.post(verify.path, { schema: routeSchema(verify) }, async (request) => {
    const order = await payments.verify(request.params.orderId, request.body.paymentId, request.body.signature);
    return { success: true as const, order: presentOrder(order) };
  });

  const webhook = createWebhookHandler(payments, webhookSecret, app.log);
  app.addHook('onClose', () => webhook.drain());
  // The signature covers the body byte for byte, so this route keeps it raw instead of parsing JSON.
  await app.register(async (raw) => {
    raw.removeAllContentTypeParsers();
    raw.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post(razorpayWebhook.path, { schema: routeSchema(razorpayWebhook) }, async (request) => {
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const message = await webhook.handle({ rawBody, signature: header('x-razorpay-signature'), eventId: header('x-razorpay-event-id') });
      return { success: true as const, message };
    });
  });
}
