/**
 * Donations at the trust's desk: found by the donor's name, e-mail, receipt number and the days
 * paid; one opened with its receipt details; its receipt e-mailed again (the same receipt and PDF),
 * each resend on record; bad input refused with nothing sent. SQLite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDay } from '../../contracts/dates';
import { DESK_MESSAGES } from '../../contracts/messages/desk';
import { clock } from '../../api/src/clock';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { readOutbox } from './outbox';

let t: TestApp;
let staff: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  staff = await newMember(t.app, { firstName: 'Meera', lastName: 'Desk' });
  await t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', Number(staff.id)).execute();
});
afterAll(async () => t?.close());

/** A donation paid on the test checkout; its desk id, receipt number and e-mail. */
async function paidDonation(firstName: string, lastName: string, amountRupees = 2001) {
  const email = `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`;
  const created = await post(t.app, '/donations', {
    firstName,
    lastName,
    email,
    country: 'India',
    phone: '98765 43210',
    amountRupees,
    pan: 'abcde1234f',
    address: '12 Temple Street, Chennai 600004',
    showName: true,
    causeId: 'donationCause-vedic-research',
    idempotencyKey: randomUUID(),
  });
  const orderId: string = created.body.order.id;
  const pay = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
  const back = new URL(String(pay.headers.location), 'http://localhost');
  await post(t.app, `/payments/orders/${orderId}/verify`, { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') });
  const row = await t.db.selectFrom('donations').select(['id', 'receipt_number']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { id: row.id, receiptNumber: row.receipt_number!, email };
}
const list = (query: string) => get(t.app, `/desk/donations?${query}`, staff.token);
const ids = (answer: { body: { donations?: { id: number }[] } }) => (answer.body.donations ?? []).map((donation) => donation.id);

describe(`donations at the desk (${STORE})`, () => {
  it('finds paid donations by the donor’s name, e-mail, receipt number and the days paid; an unpaid one is not listed', async () => {
    const asha = await paidDonation('Asha', 'Raghavan');
    const other = await paidDonation('Vikram', 'Sethi', 501);
    await post(t.app, '/donations', { firstName: 'Asha', lastName: 'Unpaid', email: 'asha.unpaid@example.com', country: 'India', phone: '98765 43210', amountRupees: 100, pan: '', address: null, showName: false, causeId: 'donationCause-vedic-research', idempotencyKey: randomUUID() });

    expect(ids(await list('q=asha%20RAGHAVAN'))).toEqual([asha.id]);
    expect(ids(await list(`q=${encodeURIComponent(asha.email)}`))).toEqual([asha.id]);
    expect(ids(await list(`q=${encodeURIComponent(other.receiptNumber.toLowerCase())}`))).toEqual([other.id]);
    const found = (await list('q=asha')).body.donations;
    expect(found).toEqual([{ id: asha.id, receiptNumber: asha.receiptNumber, donor: { name: 'Asha Raghavan', email: asha.email }, amountPaise: 200_100, causeTitle: 'Vedic research', paidAt: expect.any(String) }]);

    const today = istDay(clock.nowMs());
    const yesterday = istDay(clock.nowMs() - 24 * 60 * 60_000);
    expect(ids(await list(`from=${today}&to=${today}`))).toEqual([other.id, asha.id]);
    expect(ids(await list(`to=${yesterday}`))).toEqual([]);
  });

  it('opens a donation and e-mails its receipt again, the same receipt and PDF, each resend on record', async () => {
    const gift = await paidDonation('Kavya', 'Menon');
    const opened = await get(t.app, `/desk/donations/${gift.id}`, staff.token);
    expect(opened.body.donation).toMatchObject({ receiptNumber: gift.receiptNumber, pan: 'ABCDE1234F', address: '12 Temple Street, Chennai 600004', record: [] });

    const resent = await post(t.app, `/desk/donations/${gift.id}/resend-receipt`, undefined, staff.token);
    expect(resent).toMatchObject({ status: 200, body: { message: DESK_MESSAGES.receiptResent(gift.receiptNumber, gift.email) } });
    await post(t.app, `/desk/donations/${gift.id}/resend-receipt`, undefined, staff.token);
    const mails = await readOutbox(t.config.dataDir, { to: gift.email });
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(1);
    expect(mails[2]!.attachments[0]!.filename).toBe(mails[0]!.attachments[0]!.filename);
    expect(mails[2]!.attachments[0]!.content.length).toBeGreaterThan(1000);

    const record = (await get(t.app, `/desk/donations/${gift.id}`, staff.token)).body.donation.record;
    expect(record).toEqual([
      expect.objectContaining({ by: 'Meera Desk', action: 'receipt e-mailed again', after: { sentTo: gift.email, receipt: gift.receiptNumber } }),
      expect.objectContaining({ action: 'receipt e-mailed again' }),
    ]);
  });

  it('refuses an unknown donation, a day that is not one, days the wrong way round and control characters, sending nothing', async () => {
    const before = (await readOutbox(t.config.dataDir)).length;
    expect(await get(t.app, '/desk/donations/999999', staff.token)).toMatchObject({ status: 404, body: { success: false, message: DESK_MESSAGES.donationNotFound } });
    expect(await post(t.app, '/desk/donations/999999/resend-receipt', undefined, staff.token)).toMatchObject({ status: 404, body: { message: DESK_MESSAGES.donationNotFound } });
    expect((await get(t.app, '/desk/donations/abc', staff.token)).status).toBe(404);
    expect(await list('from=2026-02-30')).toMatchObject({ status: 400, body: { message: DESK_MESSAGES.dayInvalid('From') } });
    expect(await list('to=29-11-2026')).toMatchObject({ status: 400, body: { message: DESK_MESSAGES.dayInvalid('To') } });
    expect(await list('from=2026-11-29&to=2026-11-01')).toMatchObject({ status: 400, body: { message: DESK_MESSAGES.daysReversed } });
    expect((await list('q=asha%07')).status).toBe(400);
    expect((await list('q=asha%00')).status).toBe(400);
    expect((await readOutbox(t.config.dataDir)).length).toBe(before);
  });
});
