import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreateOrderInput, scopedIdempotencyKey } from '../../api/src/payments';
import { checkoutSignature, hmacSha256Hex } from '../../api/src/payments/signatures';
import { call, get, post, startTestApp, STORE, type TestApp } from './helpers';
import { paymentCapturedEvent, RAZORPAY_TEST_KEYS, startRazorpayStandIn } from './fixtures/razorpay';

const orderInput = (overrides: Partial<CreateOrderInput> = {}): CreateOrderInput => ({
  kind: 'donation',
  amountPaise: 200_100,
  description: 'Donation — Vedic research',
  memberId: null,
  idempotencyKey: `key-${randomUUID()}`,
  returnPath: '/jnanam-donate/thank-you',
  payer: { name: 'Asha Rao', email: 'asha@example.com', phone: '+91 9876543210' },
  ...overrides,
});

/** Walks our test checkout's Pay button: the signed proof it sends the payer back with. */
async function payOnTestCheckout(t: TestApp, orderId: string) {
  const answer = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
  expect(answer.status).toBe(303);
  const location = new URL(String(answer.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/jnanam-donate/thank-you');
  expect(location.searchParams.get('order')).toBe(orderId);
  return { paymentId: location.searchParams.get('paymentId')!, signature: location.searchParams.get('signature')! };
}

describe(`payments in test mode (${STORE})`, () => {
  let t: TestApp;
  const paid: string[] = [];
  beforeAll(async () => {
    t = await startTestApp();
    t.app.payments.onPaid('donation', async (order) => {
      paid.push(order.id);
    });
  });
  afterAll(async () => t.close());

  it('creates an order in paise, shows the labelled test checkout, and is paid only on a verified signature', async () => {
    const { order, checkout, created } = await t.app.payments.createOrder(orderInput());
    expect(created).toBe(true);
    expect(checkout).toEqual({ provider: 'test', url: `/pay/test/${order.id}` });
    const status = await get(t.app, `/payments/orders/${order.id}`);
    expect(status.body.order).toMatchObject({
      status: 'created',
      amountPaise: 200_100,
      currency: 'INR',
      provider: 'test',
      paidAt: null,
    });

    const page = await call(t.app, { method: 'GET', url: checkout.provider === 'test' ? checkout.url : '' });
    expect(page.status).toBe(200);
    expect(page.body).toContain('Test payment — no money moves');
    expect(page.body).toContain('₹2,001.00');
    expect(page.body).toMatch(/<button[^>]*>Pay ₹2,001.00<\/button>/);
    expect(page.body).toMatch(/<button[^>]*>Fail<\/button>/);

    const proof = await payOnTestCheckout(t, order.id);
    expect(proof.signature).toBe(checkoutSignature(t.app.payments.provider.keySecret, order.id, proof.paymentId));
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('created');

    const verified = await post(t.app, `/payments/orders/${order.id}/verify`, proof);
    expect(verified.status).toBe(200);
    expect(verified.body.order).toMatchObject({ status: 'paid', paymentMode: 'Online (test mode)' });
    expect(paid.filter((id) => id === order.id)).toHaveLength(1);

    // A replay of the same proof changes nothing and runs nothing again.
    const replay = await post(t.app, `/payments/orders/${order.id}/verify`, proof);
    expect(replay.status).toBe(200);
    expect(replay.body.order.paidAt).toBe(verified.body.order.paidAt);
    expect(paid.filter((id) => id === order.id)).toHaveLength(1);
  });

  it('refuses a tampered signature, a signature of another order, and a malformed one', async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    const { order: other } = await t.app.payments.createOrder(orderInput());
    const proof = await payOnTestCheckout(t, order.id);
    const flipped = proof.signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a'));
    for (const body of [
      { ...proof, signature: flipped },
      { ...proof, paymentId: `${proof.paymentId}x` },
      { paymentId: proof.paymentId, signature: checkoutSignature(t.app.payments.provider.keySecret, other.id, proof.paymentId) },
    ]) {
      const answer = await post(t.app, `/payments/orders/${order.id}/verify`, body);
      expect(answer.status).toBe(422);
      expect(answer.body.message).toMatch(/could not be verified/);
    }
    const malformed = await post(t.app, `/payments/orders/${order.id}/verify`, { ...proof, signature: 'not-hex' });
    expect(malformed.status).toBe(400);
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('created');
    expect(paid).not.toContain(order.id);
  });

  it('refuses to pay an order that is already paid, with a clear message', async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    await post(t.app, `/payments/orders/${order.id}/verify`, await payOnTestCheckout(t, order.id));
    const page = await call(t.app, { method: 'GET', url: `/pay/test/${order.id}` });
    expect(page.status).toBe(409);
    expect(page.body).toContain('already been made');
    expect((await call(t.app, { method: 'POST', url: `/pay/test/${order.id}/pay` })).status).toBe(409);
    const secondPaymentId = 'pay_test0000000000001';
    const second = await post(t.app, `/payments/orders/${order.id}/verify`, {
      paymentId: secondPaymentId,
      signature: checkoutSignature(t.app.payments.provider.keySecret, order.id, secondPaymentId),
    });
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(/already been made/);
    const failing = await call(t.app, { method: 'POST', url: `/pay/test/${order.id}/fail` });
    expect(failing.status).toBe(409);
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('paid');
  });

  it('expires an unpaid order, and refuses to pay it', async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    const proof = await payOnTestCheckout(t, order.id);
    await t.db
      .updateTable('payment_orders')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', order.id)
      .execute();
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('expired');
    const verify = await post(t.app, `/payments/orders/${order.id}/verify`, proof);
    expect(verify.status).toBe(409);
    expect(verify.body.message).toMatch(/expired/);
    expect((await call(t.app, { method: 'GET', url: `/pay/test/${order.id}` })).status).toBe(409);
    expect((await get(t.app, `/payments/orders/${order.id}/checkout`)).status).toBe(409);
  });

  it('fails an order with the Fail button; a failed order cannot then be paid', async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    const proof = await payOnTestCheckout(t, order.id);
    const fail = await call(t.app, { method: 'POST', url: `/pay/test/${order.id}/fail` });
    expect(fail.status).toBe(303);
    expect(String(fail.headers.location)).toBe(`/jnanam-donate/thank-you?order=${order.id}`);
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('failed');
    const verify = await post(t.app, `/payments/orders/${order.id}/verify`, proof);
    expect(verify.status).toBe(409);
    expect(verify.body.message).toMatch(/did not go through/);
  });

  it('makes one order for one idempotency key, even for two clicks at once', async () => {
    const input = orderInput();
    const [a, b, c] = await Promise.all([
      t.app.payments.createOrder(input),
      t.app.payments.createOrder(input),
      t.app.payments.createOrder(input),
    ]);
    expect(new Set([a.order.id, b.order.id, c.order.id]).size).toBe(1);
    expect([a.created, b.created, c.created].filter(Boolean)).toHaveLength(1);
    const rows = await t.db
      .selectFrom('payment_orders')
      .select('id')
      .where('idempotency_key', '=', scopedIdempotencyKey(input))
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('answers 404 for an unknown order and for an id no order can have, with the same message', async () => {
    const unknown = await get(t.app, '/payments/orders/ord_000000000000000000000000');
    expect(unknown.status).toBe(404);
    expect(await get(t.app, '/payments/orders/nonsense')).toMatchObject({ status: 404, body: unknown.body });
    expect((await call(t.app, { method: 'GET', url: '/pay/test/ord_000000000000000000000000' })).status).toBe(404);
  });

  it('refuses every webhook in test mode (there is no webhook secret)', async () => {
    const body = JSON.stringify({ event: 'payment.captured' });
    const answer = await call(t.app, {
      method: 'POST',
      url: '/api/v1/payments/webhooks/razorpay',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmacSha256Hex('guess', body) },
    });
    expect(answer.status).toBe(401);
  });
});

describe(`payments through Razorpay (${STORE})`, () => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  const paid: string[] = [];
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
    t = await startTestApp({ razorpay: { ...RAZORPAY_TEST_KEYS, apiBase: razorpay.apiBase } });
    t.app.payments.onPaid('donation', async (order) => {
      paid.push(order.id);
    });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  const webhook = (body: string, signature: string, eventId = `evt_${randomUUID()}`) =>
    call(t.app, {
      method: 'POST',
      url: '/api/v1/payments/webhooks/razorpay',
      payload: body,
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
    });

  it('registers the order with the Orders API and answers Checkout options; no test checkout exists', async () => {
    const { order, checkout } = await t.app.payments.createOrder(orderInput());
    expect(razorpay.requests.at(-1)?.body).toMatchObject({ amount: 200_100, currency: 'INR', receipt: order.id });
    expect(checkout).toMatchObject({
      provider: 'razorpay',
      keyId: RAZORPAY_TEST_KEYS.keyId,
      providerOrderId: order.provider_order_id,
      amountPaise: 200_100,
    });
    expect((await call(t.app, { method: 'GET', url: `/pay/test/${order.id}` })).status).not.toBe(200);
  });

  it("verifies Checkout's razorpay_signature over Razorpay's order id", async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    const paymentId = 'pay_29QQoUBi66xm2f';
    const ours = checkoutSignature(RAZORPAY_TEST_KEYS.keySecret, order.id, paymentId);
    expect((await post(t.app, `/payments/orders/${order.id}/verify`, { paymentId, signature: ours })).status).toBe(422);
    const signature = checkoutSignature(RAZORPAY_TEST_KEYS.keySecret, order.provider_order_id!, paymentId);
    const answer = await post(t.app, `/payments/orders/${order.id}/verify`, { paymentId, signature });
    expect(answer.status).toBe(200);
    expect(answer.body.order.status).toBe('paid');
    expect(paid).toContain(order.id);
  });

  it('pays on a signed payment.captured webhook once; a wrong signature or a duplicate changes nothing', async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    const body = JSON.stringify(paymentCapturedEvent(order.provider_order_id!, 'pay_DESlfW9H8K9uqM', 200_100, 'upi'));
    const wrong = await webhook(body, hmacSha256Hex('not-the-secret', body));
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toMatch(/signature does not match/);
    const tampered = await webhook(body.replace('200100', '100'), hmacSha256Hex(RAZORPAY_TEST_KEYS.webhookSecret, body));
    expect(tampered.status).toBe(401);
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('created');

    const signature = hmacSha256Hex(RAZORPAY_TEST_KEYS.webhookSecret, body);
    const started = Date.now();
    const first = await webhook(body, signature, 'evt_duplicate_1');
    expect(first.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(5000);
    await t.app.payments.settle(order.id);
    const status = (await get(t.app, `/payments/orders/${order.id}`)).body.order;
    expect(status).toMatchObject({ status: 'paid', paymentMode: 'Online — UPI' });

    const duplicate = await webhook(body, signature, 'evt_duplicate_1');
    expect(duplicate.status).toBe(200);
    expect(duplicate.body.message).toMatch(/already handled/);
    const again = await webhook(body, signature);
    expect(again.body.message).toMatch(/already paid/);
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.paidAt).toBe(status.paidAt);
  });

  it('ignores a webhook whose amount differs from the order, and one that is not JSON is refused', async () => {
    const { order } = await t.app.payments.createOrder(orderInput());
    const body = JSON.stringify(paymentCapturedEvent(order.provider_order_id!, 'pay_AMOUNTDIFFERS1', 100));
    expect((await webhook(body, hmacSha256Hex(RAZORPAY_TEST_KEYS.webhookSecret, body))).status).toBe(200);
    expect((await get(t.app, `/payments/orders/${order.id}`)).body.order.status).toBe('created');
    const notJson = 'event=payment.captured';
    expect((await webhook(notJson, hmacSha256Hex(RAZORPAY_TEST_KEYS.webhookSecret, notJson))).status).toBe(400);
  });
});
