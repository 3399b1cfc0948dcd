import { SignJWT } from 'jose';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, OWASP_ARGON2ID } from '../../api/src/auth/passwords';
import { loadConfig } from '../../api/src/config';
import { SESSION_MESSAGES } from '../../contracts/messages/session';
import { EPISODE_ID, get, newMember, PASSWORD, post, signUpBody, startTestApp, STORE, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe(`register (${STORE})`, () => {
  it('creates an account with 201 and the fields the client reads', async () => {
    const body = signUpBody();
    const answer = await post(t.app, '/user/register', body);
    expect(answer.status).toBe(201);
    // It says where the confirmation e-mail went.
    expect(answer.body).toEqual({ status: 201, success: true, message: SESSION_MESSAGES.signedUp(body.email) });
    expect(answer.body.message).toContain(`sent a confirmation e-mail to ${body.email}`);
  });

  it('stores the e-mail lower-cased and refuses a duplicate in any case with 409', async () => {
    const body = signUpBody({ email: 'Gargi.Vachaknavi@Example.com' });
    expect((await post(t.app, '/user/register', body)).status).toBe(201);
    const again = await post(t.app, '/user/register', { ...body, email: ' gargi.vachaknavi@example.COM ' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ success: false, message: expect.stringMatching(/already exists/) });
    const rows = await t.db.selectFrom('users').select('email').where('email', '=', 'gargi.vachaknavi@example.com').execute();
    expect(rows).toHaveLength(1);
  });

  it('lets only one of several simultaneous sign-ups with one e-mail succeed', async () => {
    const body = signUpBody();
    const answers = await Promise.all(Array.from({ length: 5 }, () => post(t.app, '/user/register', body)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
  });

  it('ignores unknown fields and accepts a missing country', async () => {
    const { country: _country, ...body } = signUpBody({ userType: 'Admin', isAdmin: true });
    expect((await post(t.app, '/user/register', body)).status).toBe(201);
    const user = await t.db
      .selectFrom('users')
      .select(['user_type', 'country'])
      .where('email', '=', String(body.email).toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ user_type: 'User', country: null });
  });

  const invalid: [string, Record<string, unknown>, RegExp][] = [
    ['missing first name', { firstName: undefined }, /First name is required/],
    ['blank last name', { lastName: '   ' }, /Last name is required/],
    ['too-long first name', { firstName: 'a'.repeat(101) }, /at most 100/],
    ['wrong-typed first name', { firstName: 42 }, /First name must be text/],
    ['invalid e-mail', { email: 'not-an-email' }, /valid e-mail/],
    ['missing e-mail', { email: undefined }, /E-mail is required/],
    ['missing phone', { phone: undefined }, /Phone number is required/],
    ['letters in phone', { phone: 'call me maybe' }, /phone number/],
    ['short password', { password: 'Ab3$xyz', confirmPassword: 'Ab3$xyz' }, /at least 8/],
    ['long password', { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) }, /at most 128/],
    ['password not matching', { confirmPassword: 'something-else-entirely' }, /Passwords do not match/],
    ['missing confirmation', { confirmPassword: undefined }, /confirm your password/],
    ['common password', { password: 'password123', confirmPassword: 'password123' }, /too common/],
    [
      'password made of the name',
      { firstName: 'Maitreyi', lastName: 'Yajnavalkya', password: 'maitreyi1', confirmPassword: 'maitreyi1' },
      /too common|easy to guess/,
    ],
    ['wrong-typed country', { country: ['India'] }, /Country must be text/],
    // PostgreSQL refuses NUL in text: it must be a 400 at the edge, not a 500 from the database.
    ['NUL in a name', { firstName: 'As\u0000ha' }, /First name contains characters that are not allowed/],
    ['control character in the country', { country: 'In\u0007dia' }, /Country contains characters that are not allowed/],
    ['lone surrogate in a name', { lastName: 'Rao\ud800' }, /Last name contains characters that are not allowed/],
    ['name of invisible characters only', { lastName: '\u200b\u200d\ufeff' }, /Last name is required/],
  ];
  it.each(invalid)('refuses a %s with 400 and a clear message, writing nothing', async (_case, change, message) => {
    const body = signUpBody(change);
    const answer = await post(t.app, '/user/register', body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({ success: false, message: expect.stringMatching(message) });
    if (typeof body.email === 'string') {
      expect(
        await t.db.selectFrom('users').select('id').where('email', '=', body.email.toLowerCase()).executeTakeFirst(),
      ).toBeUndefined();
    }
  });

  it('accepts a long passphrase of exactly 128 characters', async () => {
    const password = 'mango temple river lotus '.repeat(6).slice(0, 128);
    expect((await post(t.app, '/user/register', signUpBody({ password, confirmPassword: password }))).status).toBe(201);
  });

  it('refuses a body that is not a JSON object', async () => {
    for (const payload of [[1, 2], 'text', null]) {
      const answer = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json()).toEqual({ success: false, message: expect.any(String) });
    }
  });

  it('stores an argon2id hash, never the password', async () => {
    const body = signUpBody();
    await post(t.app, '/user/register', body);
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('email', '=', String(body.email).toLowerCase())
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$/);
    expect(user.password_hash).not.toContain(PASSWORD);
  });
});

describe(`limits keyed by what the client sent (${STORE})`, () => {
  it('an e-mail address with a NUL byte or 10,000 characters gets 400, not a database error', async () => {
    for (const email of ['asha\u0000@example.com', `${'a'.repeat(10_000)}@example.com`]) {
      const registered = await post(t.app, '/user/register', signUpBody({ email }));
      expect(registered.status, email.slice(0, 20)).toBe(400);
      const forgot = await post(t.app, '/account/password/forgot', { email });
      expect(forgot.status, email.slice(0, 20)).toBeLessThan(500);
    }
  });
});

describe(`password storage (${STORE})`, () => {
  it("hashes with OWASP's argon2id parameters unless a test lowers them", async () => {
    expect(OWASP_ARGON2ID).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(loadConfig({}).passwordHashing).toBeUndefined();
    const hash = await (await createPasswordHasher()).hash(PASSWORD);
    const [, type, , params] = hash.split('$');
    expect(type).toBe('argon2id');
    expect(Object.fromEntries(params!.split(',').map((pair) => pair.split('=')))).toEqual({ m: '19456', t: '2', p: '1' });
  });
});

describe(`login (${STORE})`, () => {
  it('answers data.token and data.user, and the e-mail is case-insensitive', async () => {
    const body = signUpBody();
    await post(t.app, '/user/register', body);
    const answer = await post(t.app, '/user/login', { email: String(body.email).toUpperCase(), password: PASSWORD });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      success: true,
      message: expect.any(String),
      data: {
        token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
        user: {
          _id: expect.any(String),
          firstName: 'Asha',
          lastName: body.lastName,
          email: String(body.email).toLowerCase(),
          userType: 'User',
        },
      },
    });
    expect(JSON.stringify(answer.body)).not.toContain('password');
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const member = await newMember(t.app);
    const wrong = await post(t.app, '/user/login', { email: member.email, password: 'not-the-password' });
    const unknown = await post(t.app, '/user/login', { email: 'nobody-here@example.com', password: 'not-the-password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ success: false, message: 'Incorrect e-mail or password.' });
  });

  it('refuses missing or wrong-typed fields with 400', async () => {
    expect((await post(t.app, '/user/login', { email: 'a@example.com' })).body.message).toMatch(/Password is required/);
    expect((await post(t.app, '/user/login', { password: PASSWORD })).body.message).toMatch(/E-mail is required/);
    expect((await post(t.app, '/user/login', { email: 5, password: PASSWORD })).status).toBe(400);
    expect((await post(t.app, '/user/login', {})).status).toBe(400);
  });
});

describe(`tokens and sessions (${STORE})`, () => {
  const like = (token: string | undefined, raw?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/user/like-unlike-stream',
      headers: raw !== undefined ? { authorization: raw } : token ? { authorization: `Bearer ${token}` } : {},
      payload: { streamId: EPISODE_ID },
    });

  it('issues HS256 access tokens that expire after 15 minutes, naming their login', async () => {
    const member = await newMember(t.app);
    const [header, payload] = member.token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toMatchObject({ sub: member.id, jti: expect.any(String), fam: expect.any(String), iat: expect.any(Number) });
    expect(payload.exp - payload.iat).toBe(15 * 60);
    expect(JSON.stringify(payload)).not.toMatch(/password|argon/i);
  });

  it('accepts "Bearer <token>" and the bare token', async () => {
    const member = await newMember(t.app);
    expect((await like(member.token)).statusCode).toBe(200);
    expect((await like(undefined, member.token)).statusCode).toBe(200);
  });

  it('answers 401 without a token, and for a malformed, forged or expired one', async () => {
    const member = await newMember(t.app);
    const secret = new TextEncoder().encode(fs.readFileSync(path.join(t.config.dataDir, 'jwt-secret'), 'utf8').trim());
    const sign = (key: Uint8Array, exp: number | string, alg = 'HS256') =>
      new SignJWT({})
        .setProtectedHeader({ alg })
        .setSubject(member.id)
        .setJti('x')
        .setIssuer('jnanam')
        .setAudience('jnanam-api')
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const [header, payload] = member.token.split('.');
    const cases = {
      none: undefined,
      malformed: 'Bearer not.a.token',
      forged: `Bearer ${await sign(new TextEncoder().encode('a different secret that is long enough!!'), '1h')}`,
      expired: `Bearer ${await sign(secret, Math.floor(Date.now() / 1000) - 60)}`,
      otherAlgorithm: `Bearer ${await sign(secret, '1h', 'HS512')}`,
      unsigned: `Bearer ${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
      tamperedPayload: `Bearer ${header}.${Buffer.from(JSON.stringify({ sub: '1', jti: 'x', iss: 'jnanam', aud: 'jnanam-api', exp: 9999999999 })).toString('base64url')}.${member.token.split('.')[2]}`,
    };
    for (const [name, raw] of Object.entries(cases)) {
      const answer = await like(undefined, raw ?? '');
      expect(answer.statusCode, name).toBe(401);
      expect(answer.json(), name).toEqual({ success: false, message: expect.stringMatching(/log in/i) });
    }
  });

  it("answers 401 for a deleted member's token", async () => {
    const member = await newMember(t.app);
    await t.db.deleteFrom('users').where('id', '=', Number(member.id)).execute();
    expect((await like(member.token)).statusCode).toBe(401);
  });

  it('never trusts the userType header', async () => {
    const member = await newMember(t.app);
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/getAllEpisodesGroupedByCategory',
      headers: { usertype: 'Admin', authorization: `Bearer ${member.token}` },
    });
    expect(answer.statusCode).toBe(200);
    const none = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/like-unlike-stream',
      headers: { usertype: 'Admin' },
      payload: { streamId: EPISODE_ID },
    });
    expect(none.statusCode).toBe(401);
  });

  it('logout ends the session server-side; other sessions and a new login still work', async () => {
    const member = await newMember(t.app);
    const second = (await post(t.app, '/user/login', { email: member.email, password: PASSWORD })).body.data.token as string;
    const out = await post(t.app, '/user/logout', {}, member.token);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: expect.any(String) });
    expect((await like(member.token)).statusCode).toBe(401);
    expect((await post(t.app, '/user/logout', {}, member.token)).status).toBe(401);
    expect((await like(second)).statusCode).toBe(200);
    const fresh = (await post(t.app, '/user/login', { email: member.email, password: PASSWORD })).body.data.token as string;
    expect((await like(fresh)).statusCode).toBe(200);
  });

  it('logout without a token is 401', async () => {
    expect((await post(t.app, '/user/logout')).status).toBe(401);
  });

  it('a public endpoint treats a stale token as a visitor', async () => {
    const answer = await get(t.app, `/user/getepisode/${EPISODE_ID}`, 'garbage');
    expect(answer.status).toBe(200);
    expect(answer.body.stream.likes).toEqual([]);
  });
});
