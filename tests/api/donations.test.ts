import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp } from './helpers';
import { readOutbox } from './outbox';

const CAUSE = 'donationCause-vedic-research';

const donation = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  email: `meera.${randomUUID().slice(0, 8)}@example.com`,
  country: 'India',
  phone: '98765 43210',
  amountRupees: 2001,
  pan: 'abcde1234f',
  address: '12 Temple Street, Chennai 600004',
  showName: true,
  causeId: CAUSE,
  idempotencyKey: randomUUID(),
  ...overrides,
});

/** Pays an order on the test checkout and verifies it, as the thank-you page does. */
async function pay(t: TestApp, orderId: string) {
  const answer = await call(t.app, { method: 'POST', url: `/pay/test/${orderId}/pay` });
  const back = new URL(String(answer.headers.location), 'http://localhost');
  const verified = await post(t.app, `/payments/orders/${orderId}/verify`, { paymentId: back.searchParams.get('paymentId'), signature: back.searchParams.get('signature') });
  expect(verified.status).toBe(200);
  return back;
}

describe(`POST /api/v1/donations (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('prices the donation on the server, bills it with GST ₹0 and its reason, and ignores a price sent by the browser', async () => {
    const answer = await post(t.app, '/donations', { ...donation(), amountPaise: 100, price: 1, total: 1, bill: { totalPaise: 1 } });
    expect(answer.status).toBe(201);
    expect(answer.body.order).toMatchObject({ kind: 'donation', status: 'created', amountPaise: 200_100, currency: 'INR' });
    expect(answer.body.bill.lines.map((line: { key: string; paise: number }) => [line.key, line.paise])).toEqual([
      ['amount', 200_100],
      ['discount', 0],
      ['subtotal', 200_100],
      ['gst', 0],
      ['total', 200_100],
    ]);
    expect(answer.body.bill.lines[3].note).toMatch(/not a taxable supply/);
    expect(answer.body.causeTitle).toBe('Vedic research');
    expect(answer.body.checkout).toEqual({ provider: 'test', url: `/pay/test/${answer.body.order.id}` });
    const row = await t.db.selectFrom('donations').selectAll().where('order_id', '=', answer.body.order.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ amount_paise: 200_100, phone: '+91 9876543210', pan: 'ABCDE1234F', show_name: 1, receipt_number: null });
  });

  it('makes one order and one donation for two clicks with the same key', async () => {
    const body = donation();
    const [a, b] = await Promise.all([post(t.app, '/donations', body), post(t.app, '/donations', body)]);
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(a.body.order.id).toBe(b.body.order.id);
    const rows = await t.db.selectFrom('donations').select('id').where('email', '=', body.email).execute();
    expect(rows).toHaveLength(1);
  });

  const invalid: [string, Record<string, unknown>, number, RegExp][] = [
    ['an amount of 0', { amountRupees: 0 }, 400, /smallest donation is ₹1/],
    ['a negative amount', { amountRupees: -500 }, 400, /smallest donation is ₹1/],
    ['a fractional amount', { amountRupees: 100.5 }, 400, /whole number of rupees/],
    ['an amount over ₹10,00,000', { amountRupees: 10_00_001 }, 400, /largest donation online is ₹10,00,000/],
    ['an amount as text', { amountRupees: '2001' }, 400, /choose an amount/],
    ['no amount', { amountRupees: undefined }, 400, /choose an amount/],
    ['an invalid PAN', { pan: 'ABCD1234F' }, 400, /PAN must be five letters/],
    ['an Indian phone not starting 6–9', { phone: '5876543210' }, 400, /10-digit Indian mobile/],
    ['an Indian phone of 9 digits', { phone: '987654321' }, 400, /10-digit Indian mobile/],
    ['a foreign phone without its code', { country: 'United Kingdom', phone: '020 7946 0958' }, 400, /country code/],
    ['an invalid e-mail', { email: 'meera@' }, 400, /valid e-mail/],
    ['a missing first name', { firstName: '  ' }, 400, /First name is required/],
    ['an unknown cause', { causeId: 'donationCause-nothing' }, 422, /choose one of the causes/],
    ['a missing idempotency key', { idempotencyKey: undefined }, 400, /Idempotency key/],
  ];
  for (const [what, overrides, status, message] of invalid) {
    it(`refuses ${what} with a clear message, storing nothing`, async () => {
      const body = donation(overrides);
      const answer = await post(t.app, '/donations', body);
      expect(answer.status).toBe(status);
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(message) });
      const rows = await t.db.selectFrom('donations').select('id').where('email', '=', String(body.email).toLowerCase()).execute();
      expect(rows).toHaveLength(0);
    });
  }

  it('accepts a foreign phone with its code, no PAN and no address', async () => {
    const answer = await post(t.app, '/donations', donation({ country: 'United Kingdom', phone: '+44 20 7946 0958', pan: '', address: null, amountRupees: 1 }));
    expect(answer.status).toBe(201);
    expect(answer.body.order.amountPaise).toBe(100);
  });

  it('walks a donation to a numbered receipt, in JSON, as a PDF and by e-mail; the receipt needs its key', async () => {
    const created = await post(t.app, '/donations', donation({ amountRupees: 2001 }));
    const orderId: string = created.body.order.id;
    const thankYou = new URL(created.body.thankYouPath, 'http://localhost');
    expect(thankYou.pathname).toBe('/jnanam-donate/thank-you');
    expect(thankYou.searchParams.get('order')).toBe(orderId);
    const key = thankYou.searchParams.get('key')!;

    const before = await get(t.app, `/donations/${orderId}?key=${key}`);
    expect(before.body).toMatchObject({ order: { status: 'created' }, receipt: null });
    expect((await get(t.app, `/donations/${orderId}/receipt.pdf?key=${key}`)).status).toBe(409);

    const back = await pay(t, orderId);
    expect(back.pathname).toBe('/jnanam-donate/thank-you');
    expect(back.searchParams.get('key')).toBe(key);
    const after = await get(t.app, `/donations/${orderId}?key=${key}`);
    const { receipt } = after.body;
    expect(receipt).toMatchObject({
      number: expect.stringMatching(/^JN\/\d{4}-\d{2}\/\d{6}$/),
      donorName: 'Meera Iyer',
      address: '12 Temple Street, Chennai 600004',
      pan: 'ABCDE1234F',
      amountPaise: 200_100,
      amountInWords: 'Rupees Two Thousand One only',
      mode: 'Online (test mode)',
      causeTitle: 'Vedic research',
      trust: { name: 'Jnanam Vedic Knowledge Trust', pan: 'AAATJ4821K' },
    });
    expect(receipt.trust.registrations.length).toBeGreaterThan(0);

    expect((await get(t.app, `/donations/${orderId}`)).status).toBe(403);
    expect((await get(t.app, `/donations/${orderId}?key=${'0'.repeat(32)}`)).status).toBe(403);
    const pdf = await call(t.app, { method: 'GET', url: receipt.pdfPath });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(String(pdf.body).startsWith('%PDF-')).toBe(true);

    const mails = await readOutbox(t.config.dataDir, { to: receipt.email });
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toContain(receipt.number);
    expect(mails[0]!.text).toContain('Rupees Two Thousand One only');
    expect(mails[0]!.attachments[0]).toMatchObject({ contentType: 'application/pdf' });

    // A replayed verification neither renumbers nor e-mails again.
    const again = await get(t.app, `/donations/${orderId}?key=${key}`);
    expect(again.body.receipt.number).toBe(receipt.number);
    expect(await readOutbox(t.config.dataDir, { to: receipt.email })).toHaveLength(1);
  });

  it('numbers receipts one after another', async () => {
    const numbers: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const created = await post(t.app, '/donations', donation());
      await pay(t, created.body.order.id);
      const row = await t.db.selectFrom('donations').select('receipt_number').where('order_id', '=', created.body.order.id).executeTakeFirstOrThrow();
      numbers.push(Number(row.receipt_number!.split('/')[2]));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
  });

  it('shows the receipt to the member who gave, without the key', async () => {
    const member = await newMember(t.app);
    const created = await post(t.app, '/donations', donation({ email: member.email }), member.token);
    await pay(t, created.body.order.id);
    const answer = await get(t.app, `/donations/${created.body.order.id}`, member.token);
    expect(answer.status).toBe(200);
    expect(answer.body.receipt.donorName).toBe('Meera Iyer');
    const other = await newMember(t.app);
    expect((await get(t.app, `/donations/${created.body.order.id}`, other.token)).status).toBe(403);
  });

  it('lists donors who chose to be shown by total this financial year, names only; hidden and unpaid donors never', async () => {
    const big = await post(t.app, '/donations', donation({ firstName: 'Lakshmi', lastName: 'Big', amountRupees: 9_00_000 }));
    await pay(t, big.body.order.id);
    const hidden = await post(t.app, '/donations', donation({ firstName: 'Hidden', lastName: 'Donor', amountRupees: 10_00_000, showName: false }));
    await pay(t, hidden.body.order.id);
    await post(t.app, '/donations', donation({ firstName: 'Unpaid', lastName: 'Donor', amountRupees: 10_00_000 }));
    const answer = await get(t.app, '/donations/top-donors');
    expect(answer.status).toBe(200);
    expect(answer.body.donors[0]).toEqual({ name: 'Lakshmi Big' });
    const names = answer.body.donors.map((d: { name: string }) => d.name);
    expect(names).not.toContain('Hidden Donor');
    expect(names).not.toContain('Unpaid Donor');
    expect(JSON.stringify(answer.body)).not.toMatch(/amount|paise|email/i);
  });

  it('stores the intent of an enquiry (patron), and refuses an unknown one', async () => {
    const ok = await post(t.app, '/enquiries', { fullName: 'Kaveri Bank', email: 'csr@kaveri.example', message: 'Namaste. Please tell me more.', intent: 'patron' });
    expect(ok.status).toBe(201);
    const row = await t.db.selectFrom('enquiries').select('intent').where('email', '=', 'csr@kaveri.example').executeTakeFirstOrThrow();
    expect(row.intent).toBe('patron');
    const bad = await post(t.app, '/enquiries', { fullName: 'Kaveri Bank', email: 'csr@kaveri.example', message: 'Namaste. Please tell me more.', intent: 'refund' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/Intent must be/);
  });
});

describe(`the annual statement of donations (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('lists the year’s paid donations in Form 10BD column order, summed per donor, unpaid ones left out', async () => {
    const { donationStatementRows, toCsv, STATEMENT_COLUMNS } = await import('../../api/src/donations/statement');
    const { financialYearOf } = await import('../../api/src/donations/receipts');
    const email = `statement.${randomUUID().slice(0, 8)}@example.com`;
    for (const amountRupees of [1001, 5001]) {
      const created = await post(t.app, '/donations', donation({ email, amountRupees, pan: 'PQRSX6789K', address: '4 Park Street, Kolkata, "West Bengal"' }));
      await pay(t, created.body.order.id);
    }
    await post(t.app, '/donations', donation({ amountRupees: 999, pan: 'ZZZZZ9999Z' }));
    const rows = await donationStatementRows(t.db, financialYearOf(new Date()));
    expect(rows).toEqual([['Permanent Account Number', 'PQRSX6789K', 'Meera Iyer', '4 Park Street, Kolkata, "West Bengal"', 'Others', expect.stringMatching(/^Electronic/), '6002.00']]);
    const csv = toCsv(rows);
    expect(csv.split('\r\n')[0]).toBe(STATEMENT_COLUMNS.join(','));
    expect(csv).toContain('"4 Park Street, Kolkata, ""West Bengal"""');
  });
});

describe(`a donor's rights over their data (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t.close());

  it('my data lists the donation with its receipt; deleting the account keeps the receipt for the trust, unlinked and unnamed', async () => {
    const member = await newMember(t.app, { firstName: 'Kavya', lastName: 'Menon' });
    const created = await post(t.app, '/donations', donation({ email: member.email, firstName: 'Kavya', lastName: 'Menon' }), member.token);
    expect(created.status).toBe(201);
    const orderId = created.body.order.id as string;
    await pay(t, orderId);
    const receipt = await t.db.selectFrom('donations').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(receipt.receipt_number).toMatch(/\d/);

    const mine = await get(t.app, '/account/data', member.token);
    expect(mine.body.parts.donations).toEqual([expect.objectContaining({ receipt_number: receipt.receipt_number, amount_paise: 200_100, pan: 'ABCDE1234F' })]);
    const plan = await get(t.app, '/account/erasure', member.token);
    expect(plan.body.data.parts).toEqual(expect.arrayContaining([expect.objectContaining({ part: 'donations', effect: 'kept' })]));

    expect((await post(t.app, '/account/delete', { password: PASSWORD }, member.token)).status).toBe(200);
    const kept = await t.db.selectFrom('donations').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ member_id: null, show_name: 0, receipt_number: receipt.receipt_number, first_name: 'Kavya', pan: 'ABCDE1234F' });
    const order = await t.db.selectFrom('payment_orders').select(['status', 'member_id']).where('id', '=', orderId).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'paid', member_id: null });
  });
});
