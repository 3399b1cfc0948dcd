/**
 * Checkout of the book cart: an order from the member's server cart and a delivery address,
 * paid in test mode through the payments module; the bad inputs change nothing. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../api/src/db/dialect';
import { call, get, newMember, post, startTestApp, STORE, type TestApp } from './helpers';
import { readOutbox } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const YOGA = 'book-yoga-of-breath'; // ₹349
const address = { name: 'Asha Rao', phone: '+91 98765 43210', addressLine1: '12 College Street', addressLine2: '', city: 'Kolkata', state: 'West Bengal', pin: '700073' };
const key = () => `press-${randomUUID()}`;
const putQuantity = (token: string, bookId: string, quantity: number) =>
  call(t.app, { method: 'PUT', url: `/api/v1/cart/items/${bookId}`, payload: { quantity }, headers: { authorization: `Bearer ${token}` } });

async function memberWithCart() {
  const member = await newMember(t.app);
  await putQuantity(member.token, YOGA, 2);
  return member;
}

describe(`book checkout (${STORE})`, () => {
  it('makes one order from the server cart at today’s prices, pays it in test mode, lists it in My orders and e-mails a confirmation', async () => {
    const member = await memberWithCart();
    const requestKey = key();
    const placed = await post(t.app, '/book-orders', { requestKey, address, total: 1, price: 1 }, member.token);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ status: 'created', itemsTotal: 69800, deliveryFee: 0, total: 69800 });
    expect(placed.body.checkout.provider).toBe('test');

    // A second press of Place order: the same order, not a second one.
    const again = await post(t.app, '/book-orders', { requestKey, address }, member.token);
    expect(again.status).toBe(200);
    expect(again.body.order.number).toBe(placed.body.order.number);

    const paymentOrderId = placed.body.order.paymentOrderId;
    const pay = await call(t.app, { method: 'POST', url: `/pay/test/${paymentOrderId}/pay` });
    const proof = new URL(String(pay.headers.location), 'http://localhost').searchParams;
    expect((await post(t.app, `/payments/orders/${paymentOrderId}/verify`, { paymentId: proof.get('paymentId'), signature: proof.get('signature') })).status).toBe(200);

    const orders = await get(t.app, '/book-orders', member.token);
    expect(orders.body.orders).toHaveLength(1);
    expect(orders.body.orders[0]).toMatchObject({ number: placed.body.order.number, status: 'paid', total: 69800 });
    expect(orders.body.orders[0].lines).toEqual([{ bookId: YOGA, title: 'The Yoga of Breath', unitPrice: 34900, quantity: 2, lineTotal: 69800 }]);
    expect((await get(t.app, '/cart', member.token)).body.cart.lines).toEqual([]);
    const mail = await readOutbox(t.config.dataDir, { to: member.email });
    expect(mail.map((m) => m.subject)).toContain(`Your Jnanam order ${placed.body.order.number} is confirmed`);
  });

  it('refuses a five-digit PIN, a state that is not Indian, a missing name, beside the field, and orders nothing', async () => {
    const member = await memberWithCart();
    for (const [change, message] of [
      [{ pin: '70007' }, /PIN code must be 6 digits/],
      [{ pin: '070073' }, /PIN code must be 6 digits/],
      [{ state: 'Atlantis' }, /state or union territory/],
      [{ name: ' ' }, /Name is required/],
    ] as const) {
      const answer = await post(t.app, '/book-orders', { requestKey: key(), address: { ...address, ...change } }, member.token);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    expect((await get(t.app, '/book-orders', member.token)).body.orders).toEqual([]);
  });

  it('refuses checkout with an empty cart, and a cart whose book became unavailable (removed, with its message)', async () => {
    const empty = await newMember(t.app);
    const none = await post(t.app, '/book-orders', { requestKey: key(), address }, empty.token);
    expect(none).toMatchObject({ status: 422, body: { message: 'Your cart is empty. Add a book before checking out.' } });

    const member = await memberWithCart();
    await t.db.insertInto('cart_items').values({ user_id: Number(member.id), book_id: 'book-grihastha-dharma-punjabi', quantity: 1, added_at: nowIso(), updated_at: nowIso() }).execute();
    const changed = await post(t.app, '/book-orders', { requestKey: key(), address }, member.token);
    expect(changed.status).toBe(409);
    expect(changed.body.message).toMatch(/Grihastha Dharma.*not available/);
    // The member sees the cart without it, and can order the rest.
    expect((await post(t.app, '/book-orders', { requestKey: key(), address }, member.token)).status).toBe(201);
  });

  it('needs a member', async () => {
    expect((await post(t.app, '/book-orders', { requestKey: key(), address })).status).toBe(401);
    expect((await get(t.app, '/book-orders')).status).toBe(401);
  });
});
