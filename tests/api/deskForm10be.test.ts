/**
 * Form 10BE at the desk and after the year closes: a donor's certificate for a financial year made
 * as a PDF (read back with pdftotext: the trust's PAN and 80G URN, the donor's PAN, each donation and
 * the year's total), numbered once, e-mailed to the donor, each make and send on record; every
 * refusal with nothing sent; staff only; and the yearly job, with the clock moved past 31 March,
 * e-mailing every donor with a PAN their certificate once however often it runs. SQLite and PostgreSQL.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../contracts/endpoint';
import { DESK_FORM_10BE_ENDPOINTS } from '../../contracts/deskForm10be';
import { DESK_MESSAGES } from '../../contracts/messages/desk';
import { FORM_10BE_MESSAGES, FORM_10BE_SCREEN } from '../../contracts/messages/form10be';
import { clock } from '../../api/src/clock';
import { openContentStore } from '../../api/src/content';
import { form10beRecorder } from '../../api/src/desk/form10be';
import { createForm10be } from '../../api/src/donations/form10be';
import { createForm10beJob } from '../../api/src/donations/form10beJob';
import { createMailer, DEFAULT_MAIL_FROM } from '../../api/src/email';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { readOutbox } from './outbox';

const YEAR_MS = 365 * 24 * 60 * 60_000;
let t: TestApp;
let staff: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  staff = await newMember(t.app, { firstName: 'Meera', lastName: 'Desk' });
  await t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', Number(staff.id)).execute();
  member = await newMember(t.app);
});
afterEach(() => clock.reset());
afterAll(async () => t?.close());

/** A donation paid on the test checkout, `shiftMs` from now (a year back lands it in the last financial year). */
async function paidDonation(donor: { firstName: string; email: string; pan: string }, amountRupees: number, shiftMs = 0) {
  clock.shift(shiftMs);
  try {
    const created = await post(t.app, '/donations', {
      firstName: donor.firstName,
      lastName: 'Iyer',
      email: donor.email,
      country: 'India',
      phone: '98765 43210',
      amountRupees,
      pan: donor.pan,
      address: donor.pan ? '7 Car Street, Mylapore, Chennai 600004' : null,
      showName: false,
      causeId: 'donationCause-vedic-research',
      idempotencyKey: randomUUID(),
    });
    const orderId: string = created.body.order.id;
    const pay = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
    const back = new URL(String(pay.headers.location), 'http://localhost');
    await post(t.app, `/payments/orders/${orderId}/verify`, { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') });
    return t.db.selectFrom('donations').select(['id', 'receipt_number', 'financial_year']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  } finally {
    clock.reset();
  }
}
const newDonor = (firstName: string, pan: string) => ({ firstName, pan, email: `${firstName.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com` });
/** A PAN no other test uses: five letters, four digits, a letter. */
const freshPan = () => `${randomUUID().replace(/[^a-f]/g, '').padEnd(5, 'a').slice(0, 5)}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}k`.toUpperCase();

const makePdf = (donationId: number, financialYear: unknown, token = staff.token) => post(t.app, `/desk/donations/${donationId}/form-10be/pdf`, { financialYear }, token);
/** The PDF as bytes (the JSON helpers read answers as text). */
const pdfBytes = async (donationId: number, financialYear: string) =>
  (
    await t.app.inject({ method: 'POST', url: `${API_PREFIX}/desk/donations/${donationId}/form-10be/pdf`, payload: { financialYear }, headers: { authorization: `Bearer ${staff.token}` } })
  ).rawPayload;
const send = (donationId: number, financialYear: unknown, token = staff.token) => post(t.app, `/desk/donations/${donationId}/form-10be/send`, { financialYear }, token);
const recordOf = async (donationId: number) => (await get(t.app, `/desk/donations/${donationId}`, staff.token)).body.donation.record as { by: string; action: string; after: Record<string, unknown> }[];

/** The PDF's text as pdftotext reads it (layout kept, so a table row stays on one line). */
function pdfText(pdf: Buffer): string {
  const file = path.join(t.config.dataDir, `10be-${randomUUID()}.pdf`);
  fs.writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe(`Form 10BE is for staff only (${STORE})`, () => {
  it('answers a visitor 401 and a plain member 403 at every Form 10BE endpoint', async () => {
    for (const endpoint of Object.values(DESK_FORM_10BE_ENDPOINTS)) {
      const url = API_PREFIX + endpoint.path.replace(':donationId', '1');
      const payload = endpoint.method === 'POST' ? { payload: { financialYear: '2025-26' } } : {};
      const visitor = await call(t.app, { method: endpoint.method, url, ...payload });
      expect({ path: endpoint.path, status: visitor.status }).toEqual({ path: endpoint.path, status: 401 });
      const plain = await call(t.app, { method: endpoint.method, url, headers: { authorization: `Bearer ${member.token}` }, ...payload });
      expect({ path: endpoint.path, status: plain.status, message: plain.body.message }).toEqual({ path: endpoint.path, status: 403, message: DESK_MESSAGES.staffOnly });
    }
  });
});

describe(`a donor's Form 10BE at the desk (${STORE})`, () => {
  it('lists the donor’s years and makes a closed year’s certificate: the trust’s PAN and URN, the donor’s PAN, each donation and the total; numbered once; on record', async () => {
    const donor = newDonor('Lalitha', freshPan());
    const first = await paidDonation(donor, 2001, -YEAR_MS);
    const second = await paidDonation(donor, 1500, -YEAR_MS + 60_000);
    const thisYear = await paidDonation(donor, 700);
    await paidDonation(newDonor('Other', freshPan()), 9999, -YEAR_MS);
    const lastYear = first.financial_year!;
    expect(second.financial_year).toBe(lastYear);

    const years = await get(t.app, `/desk/donations/${thisYear.id}/form-10be`, staff.token);
    expect(years.body).toEqual({
      success: true,
      pan: donor.pan,
      years: [
        { financialYear: thisYear.financial_year, donations: 1, totalPaise: 70_000, closed: false, opensOn: expect.stringMatching(/^1 April 20\d\d$/), certificate: null },
        { financialYear: lastYear, donations: 2, totalPaise: 350_100, closed: true, opensOn: expect.any(String), certificate: null },
      ],
    });

    const made = await makePdf(thisYear.id, lastYear);
    expect(made.status).toBe(200);
    expect(made.headers['content-type']).toBe('application/pdf');
    expect(made.headers['content-disposition']).toBe(`attachment; filename="form-10be-${lastYear}-${donor.pan}.pdf"`);
    const text = pdfText(await pdfBytes(thisYear.id, lastYear));
    expect(text).toContain('Form No. 10BE');
    expect(text).toMatch(new RegExp(`Certificate number: JN/10BE/${lastYear}/\\d{6}`));
    expect(text).toContain('AAATJ4821K');
    expect(text).toContain('AAATJ4821KF20214');
    expect(text).toContain(`Unique identification number (PAN): ${donor.pan}`);
    expect(text).toContain('Lalitha Iyer');
    expect(text).toMatch(new RegExp(`${first.receipt_number!.replaceAll('/', '\\/')}\\s+Online \\(test mode\\)\\s+₹2,001\\.00`));
    expect(text).toMatch(new RegExp(`${second.receipt_number!.replaceAll('/', '\\/')}\\s+Online \\(test mode\\)\\s+₹1,500\\.00`));
    expect(text).toMatch(/Total\s+2 donations\s+₹3,501\.00/);
    expect(text).toContain('Rupees Three Thousand Five Hundred One only');
    expect(text).not.toContain('₹700.00');
    expect(text).not.toContain('₹9,999.00');

    const number = /JN\/10BE\/\d{4}-\d{2}\/\d{6}/.exec(text)![0];
    const again = pdfText(await pdfBytes(first.id, lastYear));
    expect(again).toContain(`Certificate number: ${number}`);
    const listed = (await get(t.app, `/desk/donations/${first.id}/form-10be`, staff.token)).body.years[1];
    expect(listed.certificate).toEqual({ number, issuedAt: expect.any(String), emailedAt: null, emailedTo: null });

    for (const donation of [first, second]) {
      expect(await recordOf(donation.id)).toEqual([
        expect.objectContaining({ by: 'Meera Desk', action: 'Form 10BE made', after: { certificate: number, financialYear: lastYear, total: '₹3,501.00' } }),
        expect.objectContaining({ by: 'Meera Desk', action: 'Form 10BE made' }),
        expect.objectContaining({ by: 'Meera Desk', action: 'Form 10BE made' }),
      ]);
    }
    expect(await recordOf(thisYear.id)).toEqual([]);
  });

  it('e-mails the certificate to the donor with the PDF attached, and keeps the sending on record', async () => {
    const donor = newDonor('Gayatri', freshPan());
    const gift = await paidDonation(donor, 5000, -YEAR_MS);
    const sent = await send(gift.id, gift.financial_year);
    expect(sent.status).toBe(200);
    const number: string = sent.body.year.certificate.number;
    expect(sent.body).toMatchObject({ message: FORM_10BE_MESSAGES.sent(number, donor.email), year: { financialYear: gift.financial_year, certificate: { emailedTo: donor.email, emailedAt: expect.any(String) } } });
    const mails = (await readOutbox(t.config.dataDir, { to: donor.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'form-10be');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(`Form 10BE for the financial year ${gift.financial_year}`);
    expect(mails[0]!.text).toContain('₹5,000.00 in all');
    const attached = mails[0]!.attachments[0]!;
    expect(attached).toMatchObject({ filename: `form-10be-${gift.financial_year}-${donor.pan}.pdf`, contentType: 'application/pdf' });
    const text = pdfText(attached.content);
    expect(text).toContain(donor.pan);
    expect(text).toMatch(/Total\s+1 donation\s+₹5,000\.00/);
    expect(await recordOf(gift.id)).toEqual([expect.objectContaining({ by: 'Meera Desk', action: 'Form 10BE e-mailed', after: { certificate: number, financialYear: gift.financial_year, sentTo: donor.email } })]);
  });

  it('refuses a year not written as one, a year not ended, a year without donations, a donor without PAN and an unknown donation, sending and numbering nothing', async () => {
    const withPan = await paidDonation(newDonor('Sarada', freshPan()), 1000);
    const withoutPan = await paidDonation(newDonor('Nopan', ''), 1000, -YEAR_MS);
    const before = { mails: (await readOutbox(t.config.dataDir)).length, certificates: (await t.db.selectFrom('donation_certificates').select('id').execute()).length };
    const current = withPan.financial_year!;
    const [start] = current.split('-').map(Number);
    const noGiftYear = `${start! - 3}-${String((start! - 2) % 100).padStart(2, '0')}`;

    for (const year of ['2025-27', '2025', '25-26', '2025/26', '', ' 2025-26', 2025, null]) {
      for (const answer of [await makePdf(withPan.id, year), await send(withPan.id, year)]) {
        expect({ year, status: answer.status, message: answer.body.message }).toEqual({ year, status: 400, message: expect.any(String) });
      }
    }
    expect((await makePdf(withPan.id, '2025-27')).body.message).toBe(FORM_10BE_MESSAGES.yearInvalid);
    expect((await post(t.app, `/desk/donations/${withPan.id}/form-10be/pdf`, {}, staff.token)).status).toBe(400);
    for (const answer of [await makePdf(withPan.id, current), await send(withPan.id, current)]) {
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: expect.stringContaining(`The financial year ${current} has not ended`) } });
    }
    for (const answer of [await makePdf(withPan.id, noGiftYear), await send(withPan.id, noGiftYear)]) {
      expect(answer).toMatchObject({ status: 404, body: { success: false, message: FORM_10BE_MESSAGES.noDonations(noGiftYear) } });
    }
    for (const answer of [await makePdf(withoutPan.id, withoutPan.financial_year), await send(withoutPan.id, withoutPan.financial_year)]) {
      expect(answer).toMatchObject({ status: 400, body: { success: false, message: FORM_10BE_MESSAGES.noPan } });
    }
    expect((await get(t.app, `/desk/donations/${withoutPan.id}/form-10be`, staff.token)).body).toEqual({ success: true, pan: null, years: [] });
    for (const answer of [await makePdf(999_999, '2025-26'), await send(999_999, '2025-26'), await get(t.app, '/desk/donations/999999/form-10be', staff.token)]) {
      expect(answer).toMatchObject({ status: 404, body: { message: DESK_MESSAGES.donationNotFound } });
    }
    expect((await readOutbox(t.config.dataDir)).length).toBe(before.mails);
    expect((await t.db.selectFrom('donation_certificates').select('id').execute()).length).toBe(before.certificates);
    expect(await recordOf(withPan.id)).toEqual([]);
  });
});

describe(`the yearly Form 10BE sending (${STORE})`, () => {
  it('after 31 March e-mails every donor with a PAN their certificate for the year just closed, once however often it runs; on record', async () => {
    const asha = newDonor('Asha', freshPan());
    const ravi = newDonor('Ravi', freshPan());
    const nopan = newDonor('Quiet', '');
    const ashaGifts = [await paidDonation(asha, 1001), await paidDonation(asha, 2002)];
    const raviGift = await paidDonation(ravi, 301);
    await paidDonation(nopan, 401);
    const year = raviGift.financial_year!;
    const service = createForm10be({
      db: t.db,
      mailer: createMailer({ from: DEFAULT_MAIL_FROM, dataDir: t.config.dataDir }),
      content: openContentStore(t.config.contentDir, t.config.dataDir).store,
      record: form10beRecorder(t.db),
    });
    const log = { info: () => undefined, error: (...args: unknown[]) => console.error(...args) } as unknown as Parameters<typeof createForm10beJob>[1];
    const certificatesTo = async (email: string) => (await readOutbox(t.config.dataDir, { to: email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'form-10be');

    // Before the year ends, the job sends nothing for it.
    await createForm10beJob(service, log).run();
    expect(await certificatesTo(asha.email)).toHaveLength(0);

    // 1 April, 00:30 in India, after the year's last day.
    const end = Date.UTC(Number(year.slice(0, 4)) + 1, 3, 1) - 5 * 60 * 60_000;
    clock.shift(end - clock.nowMs());
    const job = createForm10beJob(service, log);
    await job.run();
    await job.run();
    // Another server (or a restart) running the same job sends nothing twice either.
    await createForm10beJob(service, log).run();

    const toAsha = await certificatesTo(asha.email);
    expect(toAsha).toHaveLength(1);
    expect(pdfText(toAsha[0]!.attachments[0]!.content)).toMatch(/Total\s+2 donations\s+₹3,003\.00/);
    expect(await certificatesTo(ravi.email)).toHaveLength(1);
    expect(await certificatesTo(nopan.email)).toHaveLength(0);
    clock.reset();
    for (const gift of [...ashaGifts, raviGift]) {
      expect(await recordOf(gift.id)).toEqual([expect.objectContaining({ by: FORM_10BE_SCREEN.yearlyJob, action: 'Form 10BE e-mailed' })]);
    }
  });
});
