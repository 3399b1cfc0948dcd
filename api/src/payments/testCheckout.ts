import type { FastifyInstance, FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import { formatRupees } from '../../../contracts/money';
import { HttpError } from '../http/errors';
import { returnUrl, type Payments } from './index';
import { checkoutSignature } from './signatures';

/**
 * The test-mode provider's checkout page: what Razorpay's Checkout does, on our own
 * server and without money. Pay signs `order_id|payment_id` with the test key secret, exactly as
 * Razorpay signs its answer, and sends the payer back to the order's page, which asks the API to
 * verify that signature; Fail fails the order. Plain HTML forms: no script, nothing to load.
 */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f7f3ec;color:#2b1d12;margin:0;display:grid;place-items:center;min-height:100vh}
main{background:#fff;border-radius:12px;box-shadow:0 2px 12px rgba(0,0,0,.12);padding:2rem;max-width:26rem;width:calc(100% - 2rem);box-sizing:border-box}
.badge{background:#8a3b00;color:#fff;font-weight:700;padding:.5rem .75rem;border-radius:6px;display:inline-block}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.5rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
.actions{display:flex;gap:1rem;flex-wrap:wrap}button{font:inherit;font-weight:700;padding:.75rem 1.5rem;border-radius:8px;border:2px solid #8a3b00;cursor:pointer;min-width:8rem}
.pay{background:#8a3b00;color:#fff}.fail{background:#fff;color:#8a3b00}a{color:#8a3b00}`;

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page(title, body));
}

export async function registerTestCheckout(parent: FastifyInstance, payments: Payments) {
  await parent.register(async (app) => testCheckoutRoutes(app, payments));
}

function testCheckoutRoutes(app: FastifyInstance, payments: Payments) {
  // The Pay and Fail forms post nothing but the button; their bodies need no reading.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, _body, done) => done(null, {}));

  const refusedPage = (reply: FastifyReply, message: string, backTo: string) =>
    sendPage(reply, 409, 'Payment not possible', `<h1>Payment not possible</h1><p role="alert">${escapeHtml(message)}</p><p><a href="${escapeHtml(backTo)}">Back</a></p>`);

  const orderOf = async (orderId: string, reply: FastifyReply) => {
    try {
      return await payments.findOrThrow(orderId);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      await sendPage(reply, 404, 'Payment not found', `<h1>Payment not found</h1><p role="alert">${escapeHtml(error.message)}</p>`);
      return null;
    }
  };

  app.get<{ Params: { orderId: string } }>('/pay/test/:orderId', async (request, reply) => {
    const order = await orderOf(request.params.orderId, reply);
    if (!order) return reply;
    const refused = payments.refusal(order);
    if (refused) return refusedPage(reply, refused, returnUrl(order));
    const action = `/pay/test/${encodeURIComponent(order.id)}`;
    return sendPage(
      reply,
      200,
      'Test payment — no money moves',
      `<p class="badge">Test payment — no money moves</p>
<h1>Jnanam test checkout</h1>
<p>Payments are in <strong>test mode</strong>: this page stands in for the payment provider. Choose Pay to complete the payment, or Fail to see what happens when a payment does not go through.</p>
<dl><dt>For</dt><dd>${escapeHtml(order.description)}</dd><dt>Amount</dt><dd data-testid="checkout-amount">${escapeHtml(formatRupees(order.amount_paise))}</dd><dt>Order</dt><dd>${escapeHtml(order.id)}</dd></dl>
<div class="actions"><form method="post" action="${action}/pay"><button class="pay" type="submit">Pay ${escapeHtml(formatRupees(order.amount_paise))}</button></form>
<form method="post" action="${action}/fail"><button class="fail" type="submit">Fail</button></form></div>`,
    );
  });

  app.post<{ Params: { orderId: string } }>('/pay/test/:orderId/pay', async (request, reply) => {
    const order = await orderOf(request.params.orderId, reply);
    if (!order) return reply;
    const refused = payments.refusal(order);
    if (refused) return refusedPage(reply, refused, returnUrl(order));
    const paymentId = `pay_test${randomBytes(7).toString('hex')}`;
    const signature = checkoutSignature(payments.provider.keySecret, order.id, paymentId);
    return reply.redirect(returnUrl(order, { paymentId, signature }), 303);
  });

  app.post<{ Params: { orderId: string } }>('/pay/test/:orderId/fail', async (request, reply) => {
    const order = await orderOf(request.params.orderId, reply);
    if (!order) return reply;
    const refused = payments.refusal(order);
    if (refused) return refusedPage(reply, refused, returnUrl(order));
    await payments.fail(order.id);
    return reply.redirect(returnUrl(order), 303);
  });
}
