/**
 * Names are printed on lines of their own (e-mail greetings, "Meera commented on your post",
 * receipts, the delivery address): a line break or a control character in one would start a new
 * line the member wrote. Every name field refuses them with a 400 that names the field.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, newMember, post, signUpBody, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const BREAKS = ['Asha\nVisit evil.example', 'Asha\r\nBcc: x', 'Asha\u2028Rao', 'Asha\tRao', 'Asha\u0007'];

describe(`control characters and line breaks in names (${STORE})`, () => {
  let t: TestApp;
  let member: TestMember;
  beforeAll(async () => {
    t = await startTestApp();
    member = await newMember(t.app);
  });
  afterAll(async () => t.close());

  const send = (method: 'POST' | 'PUT', url: string, payload: unknown, token?: string) =>
    call(t.app, { method, url: `/api/v1${url}`, payload: payload as object, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('refuses them at sign-up, naming the field, and creates no account', async () => {
    for (const name of BREAKS) {
      const body = signUpBody({ firstName: name });
      const answer = await post(t.app, '/user/register', body);
      expect(answer.status, name).toBe(400);
      expect(answer.body.message).toMatch(/^First name /);
      expect(await t.db.selectFrom('users').select('id').where('email', '=', String(body.email).toLowerCase()).executeTakeFirst()).toBeUndefined();
    }
    const last = await post(t.app, '/user/register', signUpBody({ lastName: 'Rao\nP.S. see evil.example' }));
    expect(last.status).toBe(400);
    expect(last.body.message).toBe('Last name must be on one line, without line breaks or tabs.');
  });

  it('refuses them in the profile, a tribe, a post title, the delivery address, a donation and the contact form', async () => {
    const cases: [string, 'POST' | 'PUT', string, unknown, string | undefined][] = [
      ['First name', 'PUT', '/community/me', { firstName: 'Asha\nRao', lastName: 'Rao', emailPrivate: true }, member.token],
      ['Last name', 'PUT', '/community/me', { firstName: 'Asha', lastName: 'Rao\u0085x', emailPrivate: true }, member.token],
      ['Name', 'POST', '/community/tribes', { name: 'Gita readers\nJoin at evil.example' }, member.token],
      ['Title', 'POST', '/community/posts', { title: 'Hello\nthere', body: 'A post' }, member.token],
      ['Name', 'POST', '/book-orders', { requestKey: randomUUID(), address: { name: 'Asha\nRao', phone: '+91 98765 43210', addressLine1: '12 College Street', city: 'Kolkata', state: 'West Bengal', pin: '700073' } }, member.token],
      ['Address line 1', 'POST', '/book-orders', { requestKey: randomUUID(), address: { name: 'Asha Rao', phone: '+91 98765 43210', addressLine1: '12\nCollege Street', city: 'Kolkata', state: 'West Bengal', pin: '700073' } }, member.token],
      ['First name', 'POST', '/donations', { firstName: 'Meera\r\nIyer', lastName: 'Iyer', email: 'meera@example.com', country: 'India', phone: '98765 43210', amountRupees: 101, causeId: 'donationCause-vedic-research', idempotencyKey: randomUUID() }, undefined],
      ['Full name', 'POST', '/enquiries', { fullName: 'Asha\nRao', email: 'asha@example.com', message: 'Namaste. Please tell me more.' }, undefined],
    ];
    for (const [label, method, url, body, token] of cases) {
      const answer = await send(method, url, body, token);
      expect(answer.status, `${url} ${label}`).toBe(400);
      expect(answer.body).toEqual({ success: false, message: `${label} must be on one line, without line breaks or tabs.` });
    }
  });

  it('still takes names in any script, with apostrophes, hyphens and inner spaces', async () => {
    for (const [firstName, lastName] of [['Meera', "D'Souza"], ['Anne-Marie', 'van der Berg'], ['मीरा', 'அய்யர்']]) {
      expect((await post(t.app, '/user/register', signUpBody({ firstName, lastName }))).status).toBe(201);
    }
  });
});
