import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../contracts/membershipBill';
import type { MembershipStore } from '../../api/src/memberships/repository';
import { call, get, post, newMember, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { readOutbox } from './outbox';

const PREMIUM = 'membershipPlan-divyajnanam';
const key = () => `mem_${randomUUID().replaceAll('-', '')}`;
const YEARLY_BILL = { months: 12, listTotal: 178_800, discount: 60_000, subtotal: 118_800, gstRate: 18, gst: 21_384, total: 140_184 };

describe(`memberships (${STORE})`, () => {
  let t: TestApp;
  let store: MembershipStore;
  beforeAll(async () => {
    t = await startTestApp();
    store = t.app.memberships;
  });
  afterAll(async () => t.close());

  const order = (member: TestMember, body: Record<string, unknown>) => post(t.app, '/memberships/orders', { idempotencyKey: key(), ...body }, member.token);

  /** Pays an order on the test checkout (Pay) and verifies the signed proof, as the browser does. */
  async function pay(orderId: string) {
    const pressed = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
    expect(pressed.status).toBe(303);
    const back = new URL(String(pressed.headers.location), 'http://localhost');
    expect(back.pathname).toBe('/jnanam-membership');
    const proof = { paymentId: back.searchParams.get('paymentId')!, signature: back.searchParams.get('signature')! };
    const verified = await post(t.app, `/payments/orders/${orderId}/verify`, proof);
    expect(verified.status).toBe(200);
    return { proof, paidAt: String(verified.body.order.paidAt) };
  }

  it('asks a visitor to log in (401) for an order and for their membership', async () => {
    expect((await post(t.app, '/memberships/orders', { planId: PREMIUM, period: 'yearly', idempotencyKey: key() })).status).toBe(401);
    expect((await get(t.app, '/memberships/me')).status).toBe(401);
  });

  it('answers 400 with a clear message for an unknown plan or period, a free or group plan, and no idempotency key', async () => {
    const member = await newMember(t.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ planId: 'membershipPlan-nonexistent', period: 'yearly' }, /no plan to buy/i],
      [{ planId: 'membershipPlan-muktajnanam', period: 'yearly' }, /no plan to buy/i],
      [{ planId: 'membershipPlan-sanghajnanam', period: 'monthly' }, /no plan to buy/i],
      [{ planId: 'episode-1', period: 'yearly' }, /no plan to buy/i],
      [{ planId: PREMIUM, period: 'weekly' }, /yearly, quarterly or monthly/i],
      [{ planId: PREMIUM }, /yearly, quarterly or monthly/i],
      [{ period: 'yearly' }, /plan is required/i],
    ];
    for (const [body, message] of cases) {
      const answer = await order(member, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.message).toMatch(message);
    }
    const noKey = await post(t.app, '/memberships/orders', { planId: PREMIUM, period: 'yearly' }, member.token);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/idempotency key/i);
    expect(await t.db.selectFrom('membership_orders').selectAll().where('member_id', '=', Number(member.id)).execute()).toEqual([]);
  });

  it('prices the order on the server: a price sent by the browser is ignored', async () => {
    const member = await newMember(t.app);
    const answer = await order(member, { planId: PREMIUM, period: 'yearly', amountPaise: 100, total: 1, price: 1, bill: { total: 1 } });
    expect(answer.status).toBe(201);
    expect(answer.body.bill).toEqual(YEARLY_BILL);
    expect(answer.body.order).toMatchObject({ kind: 'membership', status: 'created', amountPaise: 140_184, provider: 'test' });
    expect(answer.body.checkout).toEqual({ provider: 'test', url: `/pay/test/${answer.body.order.id}` });
    for (const [period, total] of [['quarterly', 42_126], ['monthly', 15_222]] as const) {
      expect((await order(member, { planId: PREMIUM, period })).body.order.amountPaise).toBe(total);
    }
  });

  it('gives one order for two clicks with the same idempotency key', async () => {
    const member = await newMember(t.app);
    const body = { planId: PREMIUM, period: 'monthly', idempotencyKey: key() };
    const [first, second] = await Promise.all([order(member, body), order(member, body)]);
    expect(first.body.order.id).toBe(second.body.order.id);
    const someoneElse = await newMember(t.app);
    // Keys are scoped to their member: another member's same key is a new order of their own.
    const stolen = await order(someoneElse, body);
    expect(stolen.status).toBe(201);
    expect(stolen.body.order.id).not.toBe(first.body.order.id);
  });

  it('records a paid membership with its dates, e-mails a tax invoice with GST, and a replay changes nothing', async () => {
    const member = await newMember(t.app);
    expect((await get(t.app, '/memberships/me', member.token)).body).toEqual({ success: true, premium: false, current: null, paidUntil: null });
    const created = await order(member, { planId: PREMIUM, period: 'yearly' });
    const orderId = created.body.order.id as string;
    expect(await store.hasPremium(Number(member.id))).toBe(false);

    const { proof, paidAt } = await pay(orderId);
    const me = await get(t.app, '/memberships/me', member.token);
    const endsAt = addMonths(new Date(paidAt), 12).toISOString();
    expect(me.body).toEqual({
      success: true,
      premium: true,
      current: { planId: PREMIUM, planName: 'Divyajnanam', period: 'yearly', startsAt: paidAt, endsAt },
      paidUntil: endsAt,
    });
    expect(await store.hasPremium(Number(member.id), new Date(Date.parse(endsAt) - 1000))).toBe(true);
    expect(await store.hasPremium(Number(member.id), new Date(endsAt))).toBe(false);

    // Besides the confirmation link sent at sign-up.
    const invoicesFor = async () => (await readOutbox(t.config.dataDir, { to: member.email })).filter((mail) => mail.headers.get('x-jnanam-kind') !== 'email-confirm');
    const invoices = await invoicesFor();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]!.subject).toMatch(/Divyajnanam membership — tax invoice JNM-M-\d{4}-\d{6}/);
    for (const line of [/total \(list price\)\s+₹1,788\.00/, /Discount\s+− ₹600\.00/, /Subtotal \(taxable value\)\s+₹1,188\.00/, /GST at 18%\s+₹213\.84/, /Total paid\s+₹1,401\.84/]) {
      expect(invoices[0]!.text).toMatch(line);
    }

    // The same proof again (a reload of the return page), and the paid handler run again: nothing changes.
    expect((await post(t.app, `/payments/orders/${orderId}/verify`, proof)).status).toBe(200);
    await t.app.payments.settle(orderId);
    expect(await t.db.selectFrom('memberships').selectAll().where('member_id', '=', Number(member.id)).execute()).toHaveLength(1);
    expect(await invoicesFor()).toHaveLength(1);
    expect((await get(t.app, '/memberships/me', member.token)).body).toEqual(me.body);
  });

  it('extends a renewal from the current end, and starts anew after a membership has lapsed', async () => {
    const member = await newMember(t.app);
    const first = await order(member, { planId: PREMIUM, period: 'yearly' });
    await pay(first.body.order.id);
    const firstEnd = (await get(t.app, '/memberships/me', member.token)).body.paidUntil as string;

    const renewal = await order(member, { planId: PREMIUM, period: 'quarterly' });
    await pay(renewal.body.order.id);
    const me = await get(t.app, '/memberships/me', member.token);
    expect(me.body.current.period).toBe('yearly');
    expect(me.body.paidUntil).toBe(addMonths(new Date(firstEnd), 3).toISOString());
    const rows = await t.db.selectFrom('memberships').selectAll().where('member_id', '=', Number(member.id)).orderBy('starts_at').execute();
    expect(rows.map((row) => [row.starts_at, row.ends_at])).toEqual([
      [rows[0]!.starts_at, firstEnd],
      [firstEnd, me.body.paidUntil],
    ]);

    // Both periods over: the next one starts when it is paid, not at the old end.
    const past = new Date(Date.now() - 24 * 3600_000).toISOString();
    await t.db.updateTable('memberships').set({ starts_at: '2020-01-01T00:00:00.000Z', ends_at: past }).where('member_id', '=', Number(member.id)).execute();
    expect((await get(t.app, '/memberships/me', member.token)).body).toMatchObject({ premium: false, current: null, paidUntil: past });
    const again = await order(member, { planId: PREMIUM, period: 'monthly' });
    const { paidAt } = await pay(again.body.order.id);
    expect((await get(t.app, '/memberships/me', member.token)).body.current).toMatchObject({ period: 'monthly', startsAt: paidAt, endsAt: addMonths(new Date(paidAt), 1).toISOString() });
  });

  it('records nothing for a failed payment', async () => {
    const member = await newMember(t.app);
    const created = await order(member, { planId: PREMIUM, period: 'yearly' });
    const failed = await call(t.app, { method: 'POST', url: `/pay/test/${created.body.order.id}/fail` });
    expect(failed.status).toBe(303);
    expect((await get(t.app, `/payments/orders/${created.body.order.id}`)).body.order.status).toBe('failed');
    expect((await get(t.app, '/memberships/me', member.token)).body).toMatchObject({ premium: false, current: null });
  });
});
