/**
 * The trust's desk: staff only (a visitor 401, a plain member 403 at every desk endpoint), the
 * enquiry inbox (the trust told of each new enquiry, answers e-mailed and kept) and book orders
 * (packed → shipped → delivered, cancel and refund an unshipped one once, to the paisa), every
 * action on record, and each bad input refused with nothing changed. SQLite and PostgreSQL.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ENDPOINTS } from '../../contracts/api';
import { API_PREFIX } from '../../contracts/endpoint';
import { DESK_MESSAGES } from '../../contracts/messages/desk';
import { PAYMENT_MESSAGES } from '../../contracts/messages/payments';
import { clock } from '../../api/src/clock';
import { HttpError } from '../../api/src/http/errors';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { latestTo, linkIn, readOutbox } from './outbox';

let t: TestApp;
let staff: TestMember;
let member: TestMember;
beforeAll(async () => {
  t = await startTestApp({ enquiryLimits: { perIpPerHour: 1000 } });
  staff = await newMember(t.app, { firstName: 'Meera', lastName: 'Desk' });
  await t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', Number(staff.id)).execute();
  member = await newMember(t.app);
});
afterAll(async () => {
  clock.reset();
  await t?.close();
});

const put = (url: string, payload: unknown, token: string) => call(t.app, { method: 'PUT', url: `${API_PREFIX}${url}`, payload: payload as object, headers: { authorization: `Bearer ${token}` } });
const deskEndpoints = API_ENDPOINTS.filter((endpoint) => endpoint.auth === 'staff');
const requestTo = (endpoint: (typeof deskEndpoints)[number], token?: string) =>
  call(t.app, {
    method: endpoint.method,
    url: API_PREFIX + endpoint.path.replace(/:(\w+)/g, '1'),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(endpoint.body ? { payload: {} } : {}),
  });

describe(`the desk is for staff only (${STORE})`, () => {
  it('answers a visitor 401 and a plain member 403 at every desk endpoint, before reading what was sent', async () => {
    expect(deskEndpoints.length).toBe(23);
    for (const endpoint of deskEndpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const visitor = await requestTo(endpoint);
      expect({ name, status: visitor.status }).toEqual({ name, status: 401 });
      const plain = await requestTo(endpoint, member.token);
      expect({ name, status: plain.status, message: plain.body.message }).toEqual({ name, status: 403, message: DESK_MESSAGES.staffOnly });
    }
  });

  it('refuses a desk change from a login more than 12 hours old (a read still answers)', async () => {
    const enquiry = await sendEnquiry('Old Login');
    clock.shift(12 * 60 * 60_000 + 60_000);
    try {
      // The staff session itself ends 12 hours after login too: either way the change is refused with 401.
      const refused = await put(`/desk/enquiries/${enquiry}/status`, { status: 'closed' }, staff.token);
      expect(refused.status).toBe(401);
    } finally {
      clock.reset();
    }
    expect((await row(enquiry)).status).toBe('new');
  });
});

async function sendEnquiry(fullName: string, extra: Record<string, unknown> = {}) {
  const email = `${fullName.toLowerCase().replace(/\s+/g, '.')}.${randomUUID().slice(0, 6)}@example.com`;
  const sent = await post(t.app, '/enquiries', { fullName, email, country: 'India', language: '', message: `Namaste from ${fullName}.\nMay I visit the library?`, page: 'about', ...extra });
  expect(sent.status).toBe(201);
  const stored = await t.db.selectFrom('enquiries').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  return stored.id;
}
const row = (id: number) => t.db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe(`the enquiry inbox (${STORE})`, () => {
  it('tells the trust’s contact address of a new enquiry with a link to it on the desk', async () => {
    const id = await sendEnquiry('Lakshmi Narayan');
    const notice = await latestTo(t.config.dataDir, 'contact@jnanam.example', 'enquiry-notice');
    expect(notice?.subject).toBe('New enquiry from Lakshmi Narayan (about page)');
    expect(notice?.text).toContain('May I visit the library?');
    expect(linkIn(notice!, `/studio/trust-desk/enquiries/${id}`)).toBeDefined();
  });

  it('lists enquiries by status and words, answers one by e-mail, keeps the answer and the record', async () => {
    const id = await sendEnquiry('Gopal Krishna');
    const inbox = await get(t.app, '/desk/enquiries?status=new&q=gopal', staff.token);
    expect(inbox.body.enquiries).toEqual([expect.objectContaining({ id, fullName: 'Gopal Krishna', status: 'new', page: 'about', assignee: null })]);

    const answered = await post(t.app, `/desk/enquiries/${id}/answer`, { text: 'Namaste. The library is open on Sundays.' }, staff.token);
    expect(answered.status).toBe(200);
    expect(answered.body.enquiry).toMatchObject({ status: 'answered', answers: [{ by: 'Meera Desk', text: 'Namaste. The library is open on Sundays.' }] });
    expect(answered.body.enquiry.record).toEqual([expect.objectContaining({ by: 'Meera Desk', action: 'answered', before: { status: 'new', answer: null } })]);
    const mail = await readOutbox(t.config.dataDir, { to: (await row(id)).email });
    expect(mail.map((m) => m.text).join('\n')).toContain('The library is open on Sundays.');

    expect((await get(t.app, '/desk/enquiries?status=new&q=gopal', staff.token)).body.enquiries).toEqual([]);
    expect((await get(t.app, '/desk/enquiries?status=answered&q=GOPAL', staff.token)).body.enquiries).toHaveLength(1);
  });

  it('assigns to staff only, closes, and keeps each change on record', async () => {
    const id = await sendEnquiry('Ananya Iyer');
    const refused = await put(`/desk/enquiries/${id}/assignee`, { assigneeId: Number(member.id) }, staff.token);
    expect(refused).toMatchObject({ status: 422, body: { message: DESK_MESSAGES.assigneeNotStaff } });
    expect((await row(id)).assignee_id).toBeNull();

    expect((await put(`/desk/enquiries/${id}/assignee`, { assigneeId: Number(staff.id) }, staff.token)).body.enquiry.assignee).toEqual({ id: Number(staff.id), name: 'Meera Desk' });
    expect((await get(t.app, '/desk/enquiries?assignee=me&q=ananya', staff.token)).body.enquiries).toHaveLength(1);
    const closed = await put(`/desk/enquiries/${id}/status`, { status: 'closed' }, staff.token);
    expect(closed.body.enquiry.status).toBe('closed');
    expect(closed.body.enquiry.record.map((entry: { action: string }) => entry.action)).toEqual(['assigned', 'marked closed']);
    expect(closed.body.enquiry.record[0]).toMatchObject({ before: { assignee: null }, after: { assignee: 'Meera Desk' } });
  });

  it('refuses an empty answer, an unknown status and an unknown enquiry, changing nothing', async () => {
    const id = await sendEnquiry('Ravi Shankar');
    expect((await post(t.app, `/desk/enquiries/${id}/answer`, { text: '  ' }, staff.token)).status).toBe(400);
    expect((await put(`/desk/enquiries/${id}/status`, { status: 'spam' }, staff.token)).body.message).toBe(DESK_MESSAGES.enquiryStatusInvalid);
    expect((await get(t.app, '/desk/enquiries/999999', staff.token)).status).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'new' });
    expect((await get(t.app, `/desk/enquiries/${id}`, staff.token)).body.enquiry).toMatchObject({ answers: [], record: [] });
  });
});

const address = { name: 'Asha Rao', phone: '+91 98765 43210', addressLine1: '12 College Street', addressLine2: '', city: 'Kolkata', state: 'West Bengal', pin: '700073' };

/** A member's order of two books, paid in test mode; its desk id. */
async function paidOrder(buyer: TestMember) {
  await call(t.app, { method: 'PUT', url: '/api/v1/cart/items/book-yoga-of-breath', payload: { quantity: 2 }, headers: { authorization: `Bearer ${buyer.token}` } });
  const placed = await post(t.app, '/book-orders', { requestKey: `press-${randomUUID()}`, address }, buyer.token);
  const paymentOrderId = placed.body.order.paymentOrderId;
  const pay = await call(t.app, { method: 'POST', url: `/pay/test/${paymentOrderId}/pay` });
  const proof = new URL(String(pay.headers.location), 'http://localhost').searchParams;
  await post(t.app, `/payments/orders/${paymentOrderId}/verify`, { paymentId: proof.get('paymentId'), signature: proof.get('signature') });
  return Number(/\d+$/.exec(placed.body.order.number)![0]);
}
const order = (id: number) => get(t.app, `/desk/book-orders/${id}`, staff.token);
const stage = (id: number, body: object) => post(t.app, `/desk/book-orders/${id}/stage`, body, staff.token);
const refund = (id: number, body: object) => post(t.app, `/desk/book-orders/${id}/refund`, { requestKey: `refund-${randomUUID()}`, reason: 'Out of print', ...body }, staff.token);

describe(`book orders to ship (${STORE})`, () => {
  it('queues a paid order with its lines, address and amount; packed, shipped and delivered are e-mailed and shown in My orders', async () => {
    const buyer = await newMember(t.app);
    const id = await paidOrder(buyer);
    const queue = await get(t.app, '/desk/book-orders?stage=to-ship', staff.token);
    expect(queue.body.orders.find((o: { id: number }) => o.id === id)).toMatchObject({
      total: 69800,
      member: { email: buyer.email },
      lines: [{ title: 'The Yoga of Breath', quantity: 2, lineTotal: 69800 }],
      address: { city: 'Kolkata', pin: '700073' },
      stage: 'to-ship',
    });

    expect((await stage(id, { stage: 'delivered' })).status).toBe(409);
    expect((await stage(id, { stage: 'packed' })).body.order.stage).toBe('packed');
    const shipped = await stage(id, { stage: 'shipped', carrier: 'India Post', trackingNumber: 'EE123456789IN' });
    // The tracking link is the carrier's pattern of Marketplace settings with the number in place.
    const indiaPost = (await get(t.app, '/desk/carriers', staff.token)).body.carriers.find((carrier: { name: string }) => carrier.name === 'India Post');
    const trackingUrl = indiaPost.trackingUrl.replace('{tracking}', 'EE123456789IN');
    expect(trackingUrl).toMatch(/^https:\/\/www\.indiapost\.gov\.in\/.*EE123456789IN$/);
    expect(shipped.body.order).toMatchObject({ stage: 'shipped', shipment: { carrier: 'India Post', trackingNumber: 'EE123456789IN', trackingUrl } });
    const mail = await latestTo(t.config.dataDir, buyer.email, 'book-order-shipped');
    expect(mail?.text).toContain('Tracking number: EE123456789IN');
    expect(mail?.text).toContain(`Follow the parcel: ${trackingUrl}`);
    const mine = await get(t.app, '/book-orders', buyer.token);
    expect(mine.body.orders[0]).toMatchObject({ stage: 'shipped', shipment: { carrier: 'India Post', trackingNumber: 'EE123456789IN', trackingUrl } });

    expect((await stage(id, { stage: 'delivered' })).body.order.stage).toBe('delivered');
    expect(await latestTo(t.config.dataDir, buyer.email, 'book-order-delivered')).toBeDefined();
    const record = (await order(id)).body.order.record;
    expect(record.map((entry: { action: string }) => entry.action)).toEqual(['marked packed', 'marked shipped', 'marked delivered']);
    expect(record[1]).toMatchObject({ by: 'Meera Desk', before: { stage: 'packed', carrier: null }, after: { stage: 'shipped', carrier: 'India Post', trackingNumber: 'EE123456789IN' } });
  });

  it('makes a packing slip PDF with the order number, the delivery address and each book with its quantity', async () => {
    const id = await paidOrder(await newMember(t.app));
    const number = (await order(id)).body.order.number as string;
    const slip = await t.app.inject({ method: 'GET', url: `${API_PREFIX}/desk/book-orders/${id}/packing-slip.pdf`, headers: { authorization: `Bearer ${staff.token}` } });
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    expect(slip.headers['content-disposition']).toBe(`attachment; filename="packing-slip-${number}.pdf"`);
    const text = spawnSync('pdftotext', ['-layout', '-', '-'], { input: slip.rawPayload }).stdout.toString();
    expect(text).toContain(`Packing slip — order ${number}`);
    for (const line of ['Asha Rao', '12 College Street', 'Kolkata, West Bengal 700073', '2 × The Yoga of Breath', 'Books (2)']) expect(text).toContain(line);
    expect(text).not.toContain('698');
    expect(await get(t.app, '/desk/book-orders/999999/packing-slip.pdf', staff.token)).toMatchObject({ status: 404, body: { message: DESK_MESSAGES.orderNotFound } });
  });

  it('lists the carriers of Marketplace settings, each with an https tracking pattern', async () => {
    const carriers = (await get(t.app, '/desk/carriers', staff.token)).body.carriers;
    expect(carriers.map((carrier: { name: string }) => carrier.name)).toEqual(['India Post', 'DTDC', 'Blue Dart', 'Delhivery']);
    for (const carrier of carriers) expect(carrier.trackingUrl).toMatch(/^https:\/\/[^{}]+\{tracking\}[^{}]*$/);
  });

  it('refuses a tracking number with a control character, a missing carrier and one not listed, changing nothing', async () => {
    const id = await paidOrder(await newMember(t.app));
    for (const trackingNumber of ['EE1234\u000756789IN', 'EE1234\n56789IN', 'EE1234\u007f5678']) {
      const refused = await stage(id, { stage: 'shipped', carrier: 'India Post', trackingNumber });
      expect(refused).toMatchObject({ status: 400, body: { message: DESK_MESSAGES.trackingControl } });
    }
    expect((await stage(id, { stage: 'shipped', carrier: '', trackingNumber: 'EE123456789IN' })).status).toBe(400);
    expect(await stage(id, { stage: 'shipped', carrier: 'Pigeon Post', trackingNumber: 'EE123456789IN' })).toMatchObject({ status: 400, body: { message: DESK_MESSAGES.carrierUnknown } });
    expect((await stage(id, { stage: 'shipped', carrier: 'India Post', trackingNumber: 'EE 123' })).body.message).toBe(DESK_MESSAGES.trackingInvalid);
    expect((await order(id)).body.order).toMatchObject({ stage: 'to-ship', shipment: null, record: [] });
  });

  it('cancels and refunds an unshipped order once, to the paisa: the member is told and My orders shows it', async () => {
    const buyer = await newMember(t.app);
    const id = await paidOrder(buyer);
    const tooMuch = await refund(id, { amountPaise: 69801 });
    expect(tooMuch).toMatchObject({ status: 422, body: { message: PAYMENT_MESSAGES.refundTooLarge('₹698.00') } });
    expect((await order(id)).body.order).toMatchObject({ stage: 'to-ship', refund: null });

    const requestKey = `refund-${randomUUID()}`;
    const done = await refund(id, { amountPaise: 69800, requestKey });
    expect(done.status).toBe(200);
    expect(done.body.order).toMatchObject({ stage: 'cancelled', refund: { amountPaise: 69800, status: 'processed', reason: 'Out of print' } });
    // The same press again: the same refund, not a second one.
    expect((await refund(id, { amountPaise: 69800, requestKey })).status).toBe(200);
    const again = await refund(id, { amountPaise: 100 });
    expect(again).toMatchObject({ status: 409, body: { message: PAYMENT_MESSAGES.alreadyRefunded } });
    expect(await t.db.selectFrom('payment_refunds').selectAll().execute()).toHaveLength(1);

    const shipCancelled = await stage(id, { stage: 'shipped', carrier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect(shipCancelled).toMatchObject({ status: 409, body: { message: DESK_MESSAGES.cancelledCannotMove } });
    expect((await get(t.app, '/book-orders', buyer.token)).body.orders[0]).toMatchObject({ stage: 'cancelled', shipment: null, refund: { amountPaise: 69800 } });
    expect((await latestTo(t.config.dataDir, buyer.email, 'book-order-cancelled'))?.text).toContain('refunded ₹698');
    expect((await order(id)).body.order.record).toEqual([expect.objectContaining({ action: 'cancelled and refunded', before: { stage: 'to-ship', refund: null, reason: null }, after: { stage: 'cancelled', refund: '₹698.00', reason: 'Out of print' } })]);
  });

  it('refuses to refund a shipped order here', async () => {
    const id = await paidOrder(await newMember(t.app));
    await stage(id, { stage: 'shipped', carrier: 'DTDC', trackingNumber: 'D12345678' });
    expect(await refund(id, { amountPaise: 100 })).toMatchObject({ status: 409, body: { message: DESK_MESSAGES.alreadyShipped } });
    expect((await order(id)).body.order).toMatchObject({ stage: 'shipped', refund: null });
  });

  it('leaves the order as it was when the payment provider refuses the refund, and says so', async () => {
    const id = await paidOrder(await newMember(t.app));
    await stage(id, { stage: 'packed' });
    const provider = t.app.payments.provider;
    const real = provider.refund;
    provider.refund = async () => {
      throw new HttpError(502, PAYMENT_MESSAGES.refundProviderError);
    };
    try {
      const failed = await refund(id, { amountPaise: 69800 });
      expect(failed).toMatchObject({ status: 502, body: { message: PAYMENT_MESSAGES.refundProviderError } });
    } finally {
      provider.refund = real;
    }
    expect((await order(id)).body.order).toMatchObject({ stage: 'packed', refund: null });
    expect((await order(id)).body.order.record.map((entry: { action: string }) => entry.action)).toEqual(['marked packed']);
    // Tried again once the provider answers: it goes through.
    expect((await refund(id, { amountPaise: 50000 })).body.order).toMatchObject({ stage: 'cancelled', refund: { amountPaise: 50000 } });
  });
});
