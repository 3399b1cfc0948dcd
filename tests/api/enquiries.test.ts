import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startTestApp, STORE, type TestApp } from './helpers';

const valid = { fullName: 'Asha Rao', email: 'Asha.Rao@Example.com', country: 'India', language: 'Hindi', message: 'Namaste. Do you teach Sanskrit online?' };

describe(`POST /api/v1/enquiries (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ enquiryLimits: { perIpPerHour: 1000 } });
  });
  afterAll(async () => t.close());

  it('stores a valid enquiry and answers 201 {success, message}', async () => {
    const answer = await post(t.app, '/enquiries', valid);
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({ success: true, message: expect.stringContaining('Asha Rao') });
    const row = await t.db.selectFrom('enquiries').selectAll().where('full_name', '=', 'Asha Rao').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'asha.rao@example.com', country: 'India', language: 'Hindi' });
    expect(row.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('accepts an enquiry without country and language, and ignores unknown fields', async () => {
    const answer = await post(t.app, '/enquiries', { fullName: '  Ravi Kumar ', email: 'ravi@example.org', message: 'Hello', isAdmin: true });
    expect(answer.status).toBe(201);
    const row = await t.db.selectFrom('enquiries').selectAll().where('email', '=', 'ravi@example.org').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: 'Ravi Kumar', country: null, language: null });
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['a missing name', { email: 'a@example.com', message: 'Hello' }, /full name is required/i],
    ['a blank name', { ...valid, fullName: '   ' }, /full name is required/i],
    ['a too long name', { ...valid, fullName: 'x'.repeat(101) }, /at most 100/],
    ['a missing e-mail', { fullName: 'Asha', message: 'Hello' }, /e-mail is required/i],
    ['an invalid e-mail', { ...valid, email: 'not-an-email' }, /valid e-mail/i],
    ['a too long country', { ...valid, country: 'x'.repeat(61) }, /country must be at most 60/i],
    ['a too long language', { ...valid, language: 'x'.repeat(41) }, /language must be at most 40/i],
    ['a name of the wrong type', { ...valid, fullName: 42 }, /full name must be text/i],
    ['a missing message', { fullName: 'Asha Rao', email: 'a@example.com' }, /message is required/i],
    ['a blank message', { ...valid, message: '  \n ' }, /message is required/i],
    ['a too long message', { ...valid, message: 'x'.repeat(4001) }, /message must be at most 4000/i],
    ['a page the forms do not have', { ...valid, page: 'checkout' }, /page must be about, mission/i],
  ];
  for (const [what, body, message] of invalid) {
    it(`answers 400 for ${what}`, async () => {
      const answer = await post(t.app, '/enquiries', body);
      expect(answer.status).toBe(400);
      expect(answer.body.success).toBe(false);
      expect(answer.body.message).toMatch(message);
    });
  }

  it('answers 400 for a body that is not an object', async () => {
    const answer = await post(t.app, '/enquiries', ['x']);
    expect(answer.status).toBe(400);
    expect(answer.body.success).toBe(false);
  });
});

describe('enquiry rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ enquiryLimits: { perIpPerHour: 2 } });
  });
  afterAll(async () => t.close());

  it('answers 429 with Retry-After past the per-address limit, and counts each address apart', async () => {
    const from = (remoteAddress: string) => post(t.app, '/enquiries', valid, undefined, { remoteAddress });
    expect((await from('203.0.113.5')).status).toBe(201);
    expect((await from('203.0.113.5')).status).toBe(201);
    const limited = await from('203.0.113.5');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ success: false, message: expect.stringMatching(/wait an hour/i) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('198.51.100.7')).status).toBe(201);
    const stored = await t.db.selectFrom('enquiries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(3);
  });
});
