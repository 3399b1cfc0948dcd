/**
 * Memberships at the trust's desk: listed active, ending soon or ended (by the server's clock) and
 * by the member's name or e-mail; the same list as CSV (exact paise, ISO days); one extended by
 * whole days or ended with a reason, before and after on record and the member e-mailed; bad input
 * refused with nothing changed or sent. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '../../contracts/dates';
import { EXTEND_MAX_DAYS } from '../../contracts/deskRules';
import { DESK_MESSAGES } from '../../contracts/messages/desk';
import { clock } from '../../api/src/clock';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { latestTo, readOutbox } from './outbox';

const DAY_MS = 24 * 60 * 60_000;
let t: TestApp;
let staff: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  staff = await newMember(t.app, { firstName: 'Meera', lastName: 'Desk' });
  await t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', Number(staff.id)).execute();
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

/** A member who bought a monthly or yearly plan on the test checkout; their membership's desk id. */
async function paidMember(firstName: string, period: 'monthly' | 'yearly' = 'yearly') {
  const member = await newMember(t.app, { firstName, lastName: 'Sharma' });
  const created = await post(t.app, '/memberships/orders', { planId: 'membershipPlan-divyajnanam', period, idempotencyKey: `mem_${randomUUID().replaceAll('-', '')}` }, member.token);
  const orderId: string = created.body.order.id;
  const pay = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
  const back = new URL(String(pay.headers.location), 'http://localhost');
  await post(t.app, `/payments/orders/${orderId}/verify`, { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') });
  const row = await t.db.selectFrom('memberships').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { member, id: row.id, endsAt: row.ends_at, total: created.body.bill.total as number };
}
const list = (query = '') => get(t.app, `/desk/memberships?${query}`, staff.token);
const ids = (answer: { body: { memberships?: { id: number }[] } }) => (answer.body.memberships ?? []).map((membership) => membership.id);
const row = (id: number) => t.db.selectFrom('memberships').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`memberships at the desk (${STORE})`, () => {
  it('lists them active, ending soon or ended by the clock, by the member’s name or e-mail, and exports the same list as CSV', async () => {
    const yearly = await paidMember('Anjali');
    const monthly = await paidMember('Bhaskar', 'monthly');
    expect((await list('q=anjali%20SHARMA')).body.memberships).toEqual([
      { id: yearly.id, member: { id: Number(yearly.member.id), name: 'Anjali Sharma', email: yearly.member.email }, planName: expect.any(String), period: 'yearly', paidPaise: yearly.total, status: 'active', startsAt: expect.any(String), endsAt: yearly.endsAt },
    ]);
    expect(ids(await list(`q=${encodeURIComponent(monthly.member.email)}`))).toEqual([monthly.id]);
    expect(ids(await list('status=active'))).toContain(yearly.id);

    // Dates as a month on would find them (moving the clock itself would also end the staff session).
    const setEnd = (id: number, days: number) => t.db.updateTable('memberships').set({ ends_at: new Date(clock.nowMs() + days * DAY_MS).toISOString() }).where('id', '=', id).execute();
    await setEnd(monthly.id, 29);
    expect(ids(await list('status=ending-soon'))).toContain(monthly.id);
    await setEnd(monthly.id, 31);
    expect(ids(await list('status=active'))).toContain(monthly.id);
    await setEnd(monthly.id, -1);
    expect(ids(await list('status=ended'))).toContain(monthly.id);
    expect(ids(await list('status=ending-soon'))).not.toContain(monthly.id);
    expect(ids(await list(`q=${encodeURIComponent(monthly.member.email)}`))).toEqual([monthly.id]);

    const csv = await call(t.app, { method: 'GET', url: `/api/v1/desk/memberships.csv?q=${encodeURIComponent(yearly.member.email)}`, headers: { authorization: `Bearer ${staff.token}` } });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="memberships-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = String(csv.body).split('\r\n');
    expect(lines[0]).toBe('Membership,Member,E-mail,Plan,Period,Status,Started (India),Valid until (India),Paid (INR),Paid (paise)');
    const paid = `${Math.trunc(yearly.total / 100)}.${String(yearly.total % 100).padStart(2, '0')}`;
    expect(lines[1]).toMatch(new RegExp(`^${yearly.id},Anjali Sharma,${yearly.member.email},[^,]+,yearly,active,${istDay(clock.nowMs())},${istDay(yearly.endsAt)},${paid.replace('.', '\\.')},${yearly.total}$`));
    expect(lines).toHaveLength(3);
  });

  it('extends one by whole days and ends one, each on record with before and after and the member e-mailed', async () => {
    const { member, id, endsAt } = await paidMember('Chitra');
    const extended = await post(t.app, `/desk/memberships/${id}/extend`, { days: 45, reason: 'The library was closed for six weeks.' }, staff.token);
    const newEnd = new Date(Date.parse(endsAt) + 45 * DAY_MS).toISOString();
    expect(extended).toMatchObject({ status: 200, body: { membership: { endsAt: newEnd, status: 'active' } } });
    expect((await row(id)).ends_at).toBe(newEnd);
    const told = await latestTo(t.config.dataDir, member.email, 'membership-extended');
    expect(told?.text).toContain('by 45 days');
    expect(told?.text).toContain('Why: The library was closed for six weeks.');

    const ended = await post(t.app, `/desk/memberships/${id}/end`, { reason: 'Asked to stop by the member.' }, staff.token);
    expect(ended).toMatchObject({ status: 200, body: { message: DESK_MESSAGES.membershipEnded('Chitra Sharma'), membership: { status: 'ended' } } });
    expect(Date.parse((await row(id)).ends_at)).toBeLessThanOrEqual(clock.nowMs());
    expect((await get(t.app, '/memberships/me', member.token)).body.premium).toBe(false);
    expect((await latestTo(t.config.dataDir, member.email, 'membership-ended'))?.text).toContain('Why: Asked to stop by the member.');

    const record = (await get(t.app, `/desk/memberships/${id}`, staff.token)).body.membership.record;
    expect(record).toEqual([
      expect.objectContaining({ by: 'Meera Desk', action: 'extended by 45 days', before: { validUntil: endsAt, reason: null }, after: { validUntil: newEnd, reason: 'The library was closed for six weeks.' } }),
      expect.objectContaining({ by: 'Meera Desk', action: 'ended', before: expect.objectContaining({ status: 'active', validUntil: newEnd }), after: expect.objectContaining({ status: 'ended', reason: 'Asked to stop by the member.' }) }),
    ]);
  });

  it('moves a renewal already paid along with the period it follows, so no day is lost', async () => {
    const first = await paidMember('Devika', 'monthly');
    const created = await post(t.app, '/memberships/orders', { planId: 'membershipPlan-divyajnanam', period: 'monthly', idempotencyKey: `mem_${randomUUID().replaceAll('-', '')}` }, first.member.token);
    const pay = await call(t.app, { method: 'POST', url: `/pay/test/${created.body.order.id}/pay` });
    const back = new URL(String(pay.headers.location), 'http://localhost');
    await post(t.app, `/payments/orders/${created.body.order.id}/verify`, { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') });
    const renewal = await t.db.selectFrom('memberships').selectAll().where('order_id', '=', created.body.order.id).executeTakeFirstOrThrow();
    expect(renewal.starts_at).toBe(first.endsAt);

    await post(t.app, `/desk/memberships/${first.id}/extend`, { days: 10, reason: 'A month of festival closures.' }, staff.token);
    expect((await row(renewal.id)).starts_at).toBe((await row(first.id)).ends_at);
    expect((await row(renewal.id)).ends_at).toBe(new Date(Date.parse(renewal.ends_at) + 10 * DAY_MS).toISOString());
  });

  it('refuses an unknown membership, 0 or too many days, an empty reason, control characters and ending an ended one, changing and sending nothing', async () => {
    const { member, id, endsAt } = await paidMember('Esha');
    const sent = (await readOutbox(t.config.dataDir)).length;
    const extend = (body: unknown, which: number | string = id) => post(t.app, `/desk/memberships/${which}/extend`, body, staff.token);
    expect(await get(t.app, '/desk/memberships/999999', staff.token)).toMatchObject({ status: 404, body: { success: false, message: DESK_MESSAGES.membershipNotFound } });
    expect(await extend({ days: 5, reason: 'x' }, 999999)).toMatchObject({ status: 404, body: { message: DESK_MESSAGES.membershipNotFound } });
    expect(await post(t.app, '/desk/memberships/999999/end', { reason: 'x' }, staff.token)).toMatchObject({ status: 404 });
    expect((await get(t.app, '/desk/memberships/abc', staff.token)).status).toBe(404);
    const tooMany = DESK_MESSAGES.extendDaysInvalid(EXTEND_MAX_DAYS);
    expect(await extend({ days: 0, reason: 'Goodwill.' })).toMatchObject({ status: 400, body: { success: false, message: tooMany } });
    expect(await extend({ days: EXTEND_MAX_DAYS + 1, reason: 'Goodwill.' })).toMatchObject({ status: 400, body: { message: tooMany } });
    expect(await extend({ days: 2.5, reason: 'Goodwill.' })).toMatchObject({ status: 400, body: { message: tooMany } });
    expect(await extend({ days: 5, reason: '   ' })).toMatchObject({ status: 400, body: { message: 'Reason is required.' } });
    expect(await extend({ days: 5 })).toMatchObject({ status: 400 });
    expect(await extend({ days: 5, reason: 'Good\u0007will' })).toMatchObject({ status: 400 });
    expect(await post(t.app, `/desk/memberships/${id}/end`, { reason: 'Bye\u0000' }, staff.token)).toMatchObject({ status: 400 });
    expect((await list('status=expired')).status).toBe(400);
    expect((await list('q=esha%07')).status).toBe(400);
    expect((await row(id)).ends_at).toBe(endsAt);

    expect((await post(t.app, `/desk/memberships/${id}/end`, { reason: 'Duplicate account.' }, staff.token)).status).toBe(200);
    const again = await post(t.app, `/desk/memberships/${id}/end`, { reason: 'Duplicate account.' }, staff.token);
    expect(again).toMatchObject({ status: 409, body: { success: false, message: DESK_MESSAGES.membershipAlreadyEnded } });
    expect((await get(t.app, `/desk/memberships/${id}`, staff.token)).body.membership.record).toHaveLength(1);
    expect((await readOutbox(t.config.dataDir)).length).toBe(sent + 1);
    expect((await readOutbox(t.config.dataDir, { to: member.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'membership-ended')).toHaveLength(1);
  });
});
