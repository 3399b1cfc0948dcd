/**
 * Sessions: short-lived access tokens renewed through rotating refresh tokens (an HttpOnly cookie),
 * "Remember me", the staff limit, logout and "log out everywhere". Time moves through the server's
 * one clock, never by waiting.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { REFRESH_COOKIE, SESSION_MARK_COOKIE } from '../../contracts/sessionRules';
import { EPISODE_ID, call, get, newMember, PASSWORD, post, RELAXED_LIMITS, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const REFRESH_PATH = '/api/v1/user/token/refresh';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

afterEach(() => clock.reset());

interface Login {
  member: TestMember;
  token: string;
  refresh: string;
  cookies: string[];
}

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
};
const cookieValue = (cookies: string[], name: string) => cookies.find((line) => line.startsWith(`${name}=`))?.split(';')[0]?.slice(name.length + 1);

async function logIn(member: TestMember, rememberMe?: boolean, app = t.app): Promise<Login> {
  const answer = await post(app, '/user/login', { email: member.email, password: PASSWORD, ...(rememberMe === undefined ? {} : { rememberMe }) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookies = setCookies(answer.headers);
  return { member, token: answer.body.data.token, refresh: cookieValue(cookies, REFRESH_COOKIE) ?? '', cookies };
}

const renew = (refresh: string | undefined, app = t.app) =>
  call(app, { method: 'POST', url: REFRESH_PATH, headers: refresh === undefined ? {} : { cookie: `${REFRESH_COOKIE}=${refresh}` } });

/** Renews and returns the next pair, failing the test when the renewal is refused. */
async function renewed(login: Login): Promise<Login> {
  const answer = await renew(login.refresh);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookies = setCookies(answer.headers);
  return { ...login, token: answer.body.data.token, refresh: cookieValue(cookies, REFRESH_COOKIE) ?? '', cookies };
}

/** A member-only call: 200 while the access token works, 401 once it does not. */
const like = async (token: string) => (await post(t.app, '/user/like-unlike-stream', { streamId: EPISODE_ID }, token)).status;

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());

describe(`access and refresh tokens (${STORE})`, () => {
  it('hands out an access token that lasts at most an hour (15 minutes) and a refresh token only as an HttpOnly, SameSite=Strict cookie of the renewal path', async () => {
    const login = await logIn(await newMember(t.app));
    const claims = claimsOf(login.token);
    expect(claims.exp - claims.iat).toBeLessThanOrEqual(60 * 60);
    expect(claims.exp - claims.iat).toBe(15 * 60);
    const refreshCookie = login.cookies.find((line) => line.startsWith(`${REFRESH_COOKIE}=`)) ?? '';
    expect(refreshCookie).toMatch(/; HttpOnly/);
    expect(refreshCookie).toMatch(/; SameSite=Strict/);
    expect(refreshCookie).toMatch(new RegExp(`; Path=${REFRESH_PATH}(;|$)`));
    expect(refreshCookie).not.toMatch(/Secure/);
    expect(login.refresh).toMatch(/^[\w-]{43}$/);
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('refresh_tokens').select('token_hash').execute();
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.map((row) => row.token_hash)).not.toContain(login.refresh);
  });

  it('marks the cookies Secure when the site is served over https', async () => {
    const https = await startTestApp({ publicOrigin: 'https://jnanam.example' });
    try {
      const login = await logIn(await newMember(https.app), false, https.app);
      expect(login.cookies).toHaveLength(3);
      for (const line of login.cookies) expect(line).toMatch(/; Secure/);
    } finally {
      await https.close();
    }
    // A second app with its own database: a minute on a busy machine's PostgreSQL.
  }, 60_000);

  it('renews an expired access token with the refresh token, which rotates: each is used once', async () => {
    const first = await logIn(await newMember(t.app));
    clock.shift(16 * MINUTE);
    expect(await like(first.token)).toBe(401);
    const second = await renewed(first);
    expect(second.refresh).not.toBe(first.refresh);
    expect(await like(second.token)).toBe(200);
    const third = await renewed(second);
    expect(await like(third.token)).toBe(200);
  });

  it('ends the whole family when a used refresh token is presented again: its newest refresh and access tokens stop working', async () => {
    const first = await logIn(await newMember(t.app));
    const second = await renewed(first);
    const third = await renewed(second);
    const replay = await renew(first.refresh);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ success: false, message: 'Your session has ended. Please log in again.' });
    expect(setCookies(replay.headers).find((line) => line.startsWith(`${REFRESH_COOKIE}=;`))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await renew(third.refresh)).status).toBe(401);
    expect(await like(third.token)).toBe(401);
    // Another login of the member is not touched.
    const other = await logIn(first.member);
    expect(await like(other.token)).toBe(200);
    expect((await renew(other.refresh)).status).toBe(200);
  });

  it('lets only one of two simultaneous renewals with one refresh token through, and treats the other as a replay', async () => {
    const login = await logIn(await newMember(t.app));
    const answers = await Promise.all([renew(login.refresh), renew(login.refresh)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
  });

  it('refuses a renewal without a cookie, or with an unknown one', async () => {
    expect((await renew(undefined)).status).toBe(401);
    expect((await renew('not-a-token')).status).toBe(401);
  });

  it('answers the renewal like a login, within its contract', async () => {
    const login = await logIn(await newMember(t.app));
    const answer = await renew(login.refresh);
    expect(answer.body).toMatchObject({ success: true, data: { token: expect.any(String), user: { email: login.member.email } } });
  });
});

describe(`Remember me (${STORE})`, () => {
  it('unticked: a browser-session cookie, and the session ends 12 hours after login however often it is renewed', async () => {
    let login = await logIn(await newMember(t.app), false);
    for (const line of login.cookies) expect(line).not.toMatch(/Expires|Max-Age/);
    expect(cookieValue(login.cookies, SESSION_MARK_COOKIE)).toBe('1');
    for (let hour = 1; hour < 12; hour += 1) {
      clock.shift(HOUR);
      login = await renewed(login);
    }
    clock.shift(HOUR - MINUTE);
    login = await renewed(login);
    // Its access token does not outlive the session either.
    expect(claimsOf(login.token).exp * 1000).toBeLessThanOrEqual(clock.nowMs() + MINUTE);
    clock.shift(MINUTE);
    expect((await renew(login.refresh)).status).toBe(401);
    expect(await like(login.token)).toBe(401);
  });

  it('ticked: a cookie that lasts 30 days, renewed with each use, so the session ends only after 30 days unused', async () => {
    let login = await logIn(await newMember(t.app), true);
    const expires = (cookies: string[]) => Number(/Max-Age=(\d+)/.exec(cookies.find((line) => line.startsWith(`${REFRESH_COOKIE}=`)) ?? '')?.[1]);
    expect(expires(login.cookies)).toBeGreaterThan(30 * 24 * 60 * 60 - 5);
    expect(expires(login.cookies)).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    clock.shift(29 * DAY);
    login = await renewed(login);
    expect(expires(login.cookies)).toBeGreaterThan(30 * 24 * 60 * 60 - 5);
    expect(expires(login.cookies)).toBeLessThanOrEqual(30 * 24 * 60 * 60);
    clock.shift(29 * DAY);
    login = await renewed(login);
    expect(await like(login.token)).toBe(200);
    clock.shift(30 * DAY + MINUTE);
    expect((await renew(login.refresh)).status).toBe(401);
  });

  it('keeps a used refresh token (to recognise its replay) only until it would have expired', async () => {
    let login = await logIn(await newMember(t.app), true);
    const familyId = claimsOf(login.token).fam;
    const family = () => t.db.selectFrom('refresh_tokens').select('token_hash').where('family_id', '=', familyId).execute();
    clock.shift(20 * DAY);
    login = await renewed(login);
    expect(await family()).toHaveLength(2);
    clock.shift(20 * DAY);
    login = await renewed(login);
    // The first token expired 30 days after login: gone; the second (used) and the current one stay.
    expect(await family()).toHaveLength(2);
    expect(await like(login.token)).toBe(200);
  });

  it('staff: the session ends 12 hours after login even with Remember me ticked', async () => {
    const member = await newMember(t.app);
    await t.db.updateTable('users').set({ role: 'staff', email_confirmed_at: new Date().toISOString() }).where('id', '=', Number(member.id)).execute();
    let login = await logIn(member, true);
    clock.shift(11 * HOUR);
    login = await renewed(login);
    expect(await like(login.token)).toBe(200);
    clock.shift(HOUR);
    expect((await renew(login.refresh)).status).toBe(401);
    expect(await like(login.token)).toBe(401);
  });
});

describe(`ending sessions (${STORE})`, () => {
  it('logout ends the refresh token as well as the access token, and clears the cookies', async () => {
    const login = await logIn(await newMember(t.app), true);
    const loggedOut = await post(t.app, '/user/logout', undefined, login.token);
    expect(loggedOut.status).toBe(200);
    const cleared = setCookies(loggedOut.headers);
    expect(cleared.find((line) => line.startsWith(`${REFRESH_COOKIE}=;`))).toMatch(new RegExp(`Path=${REFRESH_PATH}.*Expires=Thu, 01 Jan 1970`));
    expect(cleared.find((line) => line.startsWith(`${SESSION_MARK_COOKIE}=;`))).toMatch(/Path=\/;/);
    expect((await renew(login.refresh)).status).toBe(401);
    expect(await like(login.token)).toBe(401);
  });

  it('"log out everywhere" ends every login of the member, refresh tokens included, and no other member\'s', async () => {
    const member = await newMember(t.app);
    const phone = await logIn(member, true);
    const laptop = await logIn(member, false);
    const someoneElse = await logIn(await newMember(t.app), true);
    expect((await post(t.app, '/account/sessions/end-all', undefined, laptop.token)).status).toBe(200);
    for (const login of [phone, laptop]) {
      expect((await renew(login.refresh)).status).toBe(401);
      expect(await like(login.token)).toBe(401);
    }
    expect((await renew(someoneElse.refresh)).status).toBe(200);
  });

  it('a password change ends the other logins; this one goes on with a new refresh token that keeps its end', async () => {
    const member = await newMember(t.app);
    const other = await logIn(member, true);
    let here = await logIn(member, false);
    clock.shift(6 * HOUR);
    here = await renewed(here);
    const newPassword = 'another-saffron-river-77';
    const changed = await post(t.app, '/account/password', { currentPassword: PASSWORD, password: newPassword, confirmPassword: newPassword }, here.token);
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await renew(other.refresh)).status).toBe(401);
    expect((await renew(here.refresh)).status).toBe(401);
    const continued = { ...here, token: changed.body.data.token, refresh: cookieValue(setCookies(changed.headers), REFRESH_COOKIE) ?? '' };
    expect(await like(continued.token)).toBe(200);
    const next = await renewed(continued);
    // Still the login's 12 hours, not 12 more.
    clock.shift(6 * HOUR);
    expect((await renew(next.refresh)).status).toBe(401);
  });

  it('lists the logins in the member\'s data, without any token, and deletes them with the account', async () => {
    const member = await newMember(t.app);
    const login = await logIn(member, true);
    const data = await get(t.app, '/account/data', login.token);
    expect(data.body.parts.sessions).toEqual(
      expect.arrayContaining([expect.objectContaining({ remember_me: true, revoked_at: null, created_at: expect.any(String) })]),
    );
    expect(JSON.stringify(data.body.parts.sessions)).not.toMatch(/token|hash/);
    const plan = await get(t.app, '/account/erasure', login.token);
    expect(plan.body.data.parts.map((part: { part: string }) => part.part)).toContain('sessions');
    expect((await post(t.app, '/account/delete', { password: PASSWORD }, login.token)).status).toBe(200);
    const left = await t.db.selectFrom('session_families').select('id').where('user_id', '=', Number(member.id)).execute();
    expect(left).toEqual([]);
  });
});

describe(`renewal limits (${STORE})`, () => {
  it('limits renewals per client address through the login limiter, with Retry-After', async () => {
    const limited = await startTestApp({ authLimits: { ...RELAXED_LIMITS, perIpPerMinute: 3 } });
    try {
      const login = await logIn(await newMember(limited.app), false, limited.app);
      const answers = [];
      for (let i = 0; i < 4; i += 1) answers.push(await renew('unknown-token', limited.app));
      expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 429]);
      expect(answers[3]?.headers['retry-after']).toMatch(/^\d+$/);
      expect(answers[3]?.body.message).toMatch(/session renewal/);
      expect(login.refresh).not.toBe('');
    } finally {
      await limited.close();
    }
  });
});
