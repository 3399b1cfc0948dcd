/**
 * Smaller hardening: formula cells in the 10BD CSV, the link rule of rich text (written through the
 * Studio's backend and rendered), the CSP's Sanity hosts, payer details of unpaid orders, and
 * idempotency keys that find only their own requester's order.
 */
import { randomUUID } from 'node:crypto';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCsv } from '../../api/src/donations/statement';
import { RichText } from '../../web/src/shared/content/RichText';
import { RAZORPAY_TEST_KEYS, startRazorpayStandIn } from './fixtures/razorpay';
import { call, get, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

const donation = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Meera', lastName: 'Iyer', email: `meera.${randomUUID().slice(0, 8)}@example.com`, country: 'India',
  phone: '98765 43210', amountRupees: 1001, pan: 'ABCDE1234F', address: '12 Temple Street, Chennai', showName: false,
  causeId: 'donationCause-vedic-research', idempotencyKey: randomUUID(), ...overrides,
});
const membershipOrder = (idempotencyKey: string) => ({ planId: 'membershipPlan-divyajnanam', period: 'yearly', idempotencyKey });

describe('the 10BD statement as CSV', () => {
  it('makes text of cells a spreadsheet would read as a formula', () => {
    const cells = ['=HYPERLINK("http://x","y")', '+91 1', '-2+3', '@SUM(A1)', '\tTab', '\rReturn', 'Meera Iyer'];
    const line = toCsv([cells]).split('\r\n')[1];
    expect(line).toBe(`"'=HYPERLINK(""http://x"",""y"")",'+91 1,'-2+3,'@SUM(A1),'\tTab,"'\rReturn",Meera Iyer`);
  });
});

describe('links in rich text', () => {
  const block = (href: string) => [
    { _type: 'block', _key: 'b', style: 'normal', markDefs: [{ _type: 'link', _key: 'l', href }], children: [{ _type: 'span', _key: 's', text: 'Read', marks: ['l'] }] },
  ];
  it('renders only addresses that follow the rule as links', () => {
    const html = (href: string) => renderToStaticMarkup(createElement(RichText, { value: block(href) }));
    expect(html('/jnanam-about')).toContain('<a href="/jnanam-about">Read</a>');
    expect(html('mailto:contact@jnanam.org')).toContain('href="mailto:contact@jnanam.org"');
    for (const bad of ['javascript:alert(1)', 'JavaScript:alert(1)', 'data:text/html,x', '//evil.example/x', '/\\evil.example']) {
      expect(html(bad)).toBe('<p>Read</p>');
    }
  });
});

describe(`the Studio's backend and links (${STORE})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    const staff = await newMember(t.app);
    await t.db.updateTable('users').set({ role: 'staff' }).where('id', '=', Number(staff.id)).execute();
    token = staff.token;
  });
  afterAll(async () => t.close());

  const mutate = (mutations: unknown[]) =>
    call(t.app, { method: 'POST', url: '/studio-api/v2025-02-19/data/mutate/production', headers: { authorization: `Bearer ${token}` }, payload: { mutations } });
  const topic = (id: string, href: string) => ({ _id: id, _type: 'topic', title: 'Links', body: [{ _type: 'block', _key: 'b', markDefs: [{ _type: 'link', _key: 'l', href }], children: [] }] });

  it('refuses to publish a link outside the rule; a draft may hold one while it is typed', async () => {
    const refused = await mutate([{ createOrReplace: topic('topic-links', 'javascript:alert(1)') }]);
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toMatch(/must start with \/, #, https:\/\/ or mailto:/);
    expect((await mutate([{ createOrReplace: topic('drafts.topic-links', 'javas') }])).status).toBe(200);
    expect((await mutate([{ createOrReplace: topic('topic-links', 'https://jnanam.org') }])).status).toBe(200);
  });
});

describe('the CSP names only the configured Sanity project', () => {
  const connectSrc = async (overrides: Parameters<typeof startTestApp>[0]) => {
    const t = await startTestApp(overrides);
    const answer = await call(t.app, { method: 'GET', url: '/healthz' });
    await t.close();
    return /connect-src ([^;]*)/.exec(String(answer.headers['content-security-policy']))?.[1];
  };
  it("'self' alone without a project; its two hosts with one", async () => {
    expect(await connectSrc({})).toBe("'self'");
    expect(await connectSrc({ sanityProjectId: 'abc123xy' })).toBe("'self' https://abc123xy.api.sanity.io https://abc123xy.apicdn.sanity.io");
  });
});

describe(`unpaid orders and idempotency keys (${STORE})`, () => {
  let t: TestApp;
  let razorpay: Awaited<ReturnType<typeof startRazorpayStandIn>>;
  beforeAll(async () => {
    razorpay = await startRazorpayStandIn();
    t = await startTestApp({ razorpay: { ...RAZORPAY_TEST_KEYS, apiBase: razorpay.apiBase } });
  });
  afterAll(async () => {
    await t.close();
    await razorpay.close();
  });

  it("shows a visitor's name, e-mail and phone only with the receipt key", async () => {
    const body = donation();
    const created = await post(t.app, '/donations', body);
    const orderId = created.body.order.id as string;
    const key = new URL(created.body.thankYouPath, 'http://x').searchParams.get('key');
    const anyone = await get(t.app, `/payments/orders/${orderId}/checkout`);
    expect(anyone.status).toBe(200);
    expect(anyone.body.checkout.prefill).toEqual({ name: '', email: '', contact: '' });
    expect(JSON.stringify(anyone.body)).not.toContain(body.email);
    const withKey = await get(t.app, `/payments/orders/${orderId}/checkout?key=${key}`);
    expect(withKey.body.checkout.prefill).toEqual({ name: 'Meera Iyer', email: body.email, contact: '+91 9876543210' });
  });

  it("shows a member's details to that member only", async () => {
    const [owner, other] = [await newMember(t.app), await newMember(t.app)];
    const created = await post(t.app, '/memberships/orders', membershipOrder(randomUUID()), owner.token);
    const url = `/payments/orders/${created.body.order.id}/checkout`;
    expect((await get(t.app, url, owner.token)).body.checkout.prefill.email).toBe(owner.email);
    expect((await get(t.app, url, other.token)).body.checkout.prefill.email).toBe('');
  });

  it("gives another member who reuses a key a new order, not the first member's", async () => {
    const [a, b] = [await newMember(t.app), await newMember(t.app)];
    const key = randomUUID();
    const first = await post(t.app, '/memberships/orders', membershipOrder(key), a.token);
    const again = await post(t.app, '/memberships/orders', membershipOrder(key), a.token);
    const other = await post(t.app, '/memberships/orders', membershipOrder(key), b.token);
    expect(again.body.order.id).toBe(first.body.order.id);
    expect(other.status).toBe(201);
    expect(other.body.order.id).not.toBe(first.body.order.id);
  });

  it("gives a visitor who reuses another's donation key a new order and nothing of theirs", async () => {
    const mine = donation();
    const first = await post(t.app, '/donations', mine);
    const stranger = await post(t.app, '/donations', donation({ idempotencyKey: mine.idempotencyKey }));
    expect(stranger.status).toBe(201);
    expect(stranger.body.order.id).not.toBe(first.body.order.id);
    expect(stranger.body.thankYouPath).not.toBe(first.body.thankYouPath);
    expect(JSON.stringify(stranger.body)).not.toContain(mine.email);
  });
});
