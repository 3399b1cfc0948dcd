/**
 * The session as an HttpOnly page cookie: set at login and renewal, cleared when the session ends;
 * a page request names its member (drawn for them, private and never stored by a cache), a visitor's
 * page stays as it was, and the API's writes never accept the cookie.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { PAGE_SESSION_COOKIE, REFRESH_COOKIE, SESSION_MARK_COOKIE } from '../../contracts/sessionRules';
import { call, EPISODE_ID, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const DAY = 24 * 60 * 60_000;

/**
 * A web build whose one route shows, as JSON, what the server handed its loader: the page's
 * member and the unread count the member's own read of /messages/unread answered.
 */
function pageBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-page-build-'));
  fs.mkdirSync(path.join(dir, 'client'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'server'));
  fs.writeFileSync(
    path.join(dir, 'server', 'index.js'),
    `
export const routes = {
  root: {
    id: 'root',
    path: '',
    module: {
      async loader({ context }) {
        const unread = await context.memberRead({ method: 'GET', path: '/messages/unread' });
        return { member: context.member, unreadTotal: unread ? unread.unreadTotal : null };
      },
      default: () => null,
    },
  },
};
export const entry = {
  module: {
    default: (request, status, headers, context) => {
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(JSON.stringify(context.staticHandlerContext.loaderData.root), { status, headers });
    },
  },
};
export const assets = { entry: { module: '/entry.js', imports: [] }, routes: { root: { id: 'root', path: '', hasLoader: true, module: '/root.js' } }, url: '/manifest.js', version: '1' };
export const future = {};
export const basename = '/';
export const publicPath = '/';
export const assetsBuildDirectory = 'client';
export const isSpaMode = false;
export const ssr = true;
export const prerender = [];
export const routeDiscovery = { mode: 'lazy', manifestPath: '/__manifest' };
`,
  );
  return dir;
}

const setCookies = (headers: Record<string, unknown>): string[] => {
  const value = headers['set-cookie'];
  return Array.isArray(value) ? value.map(String) : value ? [String(value)] : [];
};
const cookieLine = (cookies: string[], name: string) => cookies.find((line) => line.startsWith(`${name}=`)) ?? '';
const cookieValue = (cookies: string[], name: string) => cookieLine(cookies, name).split(';')[0]?.slice(name.length + 1) ?? '';

interface Login {
  token: string;
  page: string;
  refresh: string;
  cookies: string[];
}

async function logIn(app: TestApp['app'], member: TestMember, rememberMe = false): Promise<Login> {
  const answer = await post(app, '/user/login', { email: member.email, password: PASSWORD, rememberMe });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookies = setCookies(answer.headers);
  return { token: answer.body.data.token, page: cookieValue(cookies, PAGE_SESSION_COOKIE), refresh: cookieValue(cookies, REFRESH_COOKIE), cookies };
}

/** A page request as a browser sends it with the page cookie (or without one). */
const page = (app: TestApp['app'], cookie?: string, url = '/') =>
  app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie === undefined ? {} : { cookie: `${PAGE_SESSION_COOKIE}=${cookie}` }) } });

const drawnFor = (response: { body: string; statusCode: number }) => JSON.parse(response.body || `{"status":${response.statusCode}}`) as { member: { id: number; handle: string | null; name: string; role: string; type: string } | null; unreadTotal: number | null };

const expectCleared = (cookies: string[]) => {
  const line = cookieLine(cookies, PAGE_SESSION_COOKIE);
  expect(line).toMatch(new RegExp(`^${PAGE_SESSION_COOKIE}=; Path=/;`));
  expect(line).toMatch(/Expires=Thu, 01 Jan 1970/);
};

let t: TestApp;
const build = pageBuild();
beforeAll(async () => {
  t = await startTestApp({ webDistDir: build });
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(build, { recursive: true, force: true });
});
afterEach(() => clock.reset());

describe(`the page cookie (${STORE})`, () => {
  it('is set at login as HttpOnly, SameSite=Lax, for every path, beside the refresh cookie and the mark, and lives as long as they do', async () => {
    const login = await logIn(t.app, await newMember(t.app), true);
    const line = cookieLine(login.cookies, PAGE_SESSION_COOKIE);
    expect(line).toMatch(/; Path=\/;/);
    expect(line).toMatch(/; SameSite=Lax/);
    expect(line).toMatch(/; HttpOnly/);
    expect(line).not.toMatch(/Secure/);
    const expiry = (name: string) => /Expires=([^;]+)/.exec(cookieLine(login.cookies, name))?.[1];
    expect(expiry(PAGE_SESSION_COOKIE)).toBeDefined();
    expect(expiry(PAGE_SESSION_COOKIE)).toBe(expiry(REFRESH_COOKIE));
    expect(expiry(PAGE_SESSION_COOKIE)).toBe(expiry(SESSION_MARK_COOKIE));
    // Not the access token: a page cookie copied into an Authorization header is refused by the API.
    expect(login.page).not.toBe(login.token);
    expect((await call(t.app, { method: 'GET', url: '/api/v1/messages/unread', headers: { authorization: `Bearer ${login.page}` } })).status).toBe(401);
  });

  it('is a browser-session cookie without "Remember me", and Secure over https (behind a trusted proxy too)', async () => {
    const login = await logIn(t.app, await newMember(t.app), false);
    expect(cookieLine(login.cookies, PAGE_SESSION_COOKIE)).not.toMatch(/Expires=/);
    const proxied = await startTestApp({ trustProxy: true });
    try {
      const member = await newMember(proxied.app);
      const answer = await post(proxied.app, '/user/login', { email: member.email, password: PASSWORD }, undefined, { headers: { 'x-forwarded-proto': 'https' } });
      expect(cookieLine(setCookies(answer.headers), PAGE_SESSION_COOKIE)).toMatch(/; Secure/);
    } finally {
      await proxied.close();
    }
    // A second app with its own database: a minute on a busy machine's PostgreSQL.
  }, 60_000);

  it('is set again at every renewal, and the renewed one names the member', async () => {
    const member = await newMember(t.app);
    const login = await logIn(t.app, member, true);
    const renewal = await call(t.app, { method: 'POST', url: '/api/v1/user/token/refresh', headers: { cookie: `${REFRESH_COOKIE}=${login.refresh}` } });
    expect(renewal.status).toBe(200);
    const renewed = cookieValue(setCookies(renewal.headers), PAGE_SESSION_COOKIE);
    expect(cookieLine(setCookies(renewal.headers), PAGE_SESSION_COOKIE)).toMatch(/; SameSite=Lax; HttpOnly/);
    expect(renewed).not.toBe('');
    expect(renewed).not.toBe(login.page);
    expect(drawnFor(await page(t.app, renewed)).member?.name).toBe(`${member.firstName} ${member.lastName}`);
  });

  it('is not accepted for an API write: a write with only the cookie is 401, with the bearer token it goes through', async () => {
    const login = await logIn(t.app, await newMember(t.app));
    const like = (headers: Record<string, string>) =>
      call(t.app, { method: 'POST', url: '/api/v1/user/like-unlike-stream', headers: { ...headers, 'content-type': 'application/json' }, payload: { streamId: EPISODE_ID } });
    const cookieOnly = await like({ cookie: `${PAGE_SESSION_COOKIE}=${login.page}` });
    expect(cookieOnly.status).toBe(401);
    expect(cookieOnly.body).toEqual({ success: false, message: 'Please log in to continue.' });
    expect((await like({ cookie: `${PAGE_SESSION_COOKIE}=${login.page}`, authorization: `Bearer ${login.token}` })).status).toBe(200);
  });
});

describe(`a page drawn for a member (${STORE})`, () => {
  it('names the member to the loaders, reads their own state through the API, and is private, no-store, varying by cookie', async () => {
    const member = await newMember(t.app);
    const login = await logIn(t.app, member);
    const answer = await page(t.app, login.page);
    expect(answer.statusCode).toBe(200);
    const drawn = drawnFor(answer);
    expect(drawn.member).toMatchObject({ name: `${member.firstName} ${member.lastName}`, role: 'member', type: 'User', handle: expect.any(String) });
    // The welcome message is the new member's one unread message.
    expect(drawn.unreadTotal).toBe(1);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(String(answer.headers.vary)).toMatch(/Cookie/);
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('a visitor\'s page is as before: no member, cacheable as it was, no cookie set', async () => {
    const answer = await page(t.app);
    expect(drawnFor(answer)).toEqual({ member: null, unreadTotal: null });
    expect(answer.headers['cache-control']).toBe('no-cache');
    expect(answer.headers['set-cookie']).toBeUndefined();
  });

  it('a forged or unknown cookie is a visitor\'s page, and the answer clears it', async () => {
    const answer = await page(t.app, 'not-a-token');
    expect(drawnFor(answer).member).toBeNull();
    expect(answer.headers['cache-control']).toBe('no-cache');
    expectCleared(setCookies(answer.headers));
  });
});

describe(`the page cookie when the session ends (${STORE})`, () => {
  it('logout clears it, and the old cookie draws a visitor\'s page that clears it again', async () => {
    const login = await logIn(t.app, await newMember(t.app), true);
    const out = await post(t.app, '/user/logout', undefined, login.token);
    expect(out.status).toBe(200);
    expectCleared(setCookies(out.headers));
    const after = await page(t.app, login.page);
    expect(drawnFor(after).member).toBeNull();
    expectCleared(setCookies(after.headers));
  });

  it('"log out everywhere" clears it here, and every other device\'s cookie stops naming the member', async () => {
    const member = await newMember(t.app);
    const phone = await logIn(t.app, member, true);
    const laptop = await logIn(t.app, member);
    const ended = await post(t.app, '/account/sessions/end-all', undefined, laptop.token);
    expect(ended.status).toBe(200);
    expectCleared(setCookies(ended.headers));
    for (const login of [phone, laptop]) expect(drawnFor(await page(t.app, login.page)).member).toBeNull();
  });

  it('a suspension makes the member\'s pages a visitor\'s at once, clearing the cookie', async () => {
    const member = await newMember(t.app);
    const login = await logIn(t.app, member, true);
    expect(drawnFor(await page(t.app, login.page)).member).not.toBeNull();
    const until = new Date(clock.nowMs() + 7 * DAY).toISOString();
    await t.db.updateTable('users').set({ suspended_until: until }).where('email', '=', member.email).execute();
    const suspended = await page(t.app, login.page);
    expect(drawnFor(suspended).member).toBeNull();
    expectCleared(setCookies(suspended.headers));
  });

  it('erasing the account clears it, and the old cookie names no one', async () => {
    const member = await newMember(t.app);
    const login = await logIn(t.app, member, true);
    const erased = await post(t.app, '/account/delete', { password: PASSWORD }, login.token);
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expectCleared(setCookies(erased.headers));
    const after = await page(t.app, login.page);
    expect(drawnFor(after).member).toBeNull();
    expectCleared(setCookies(after.headers));
  });

  it('a session past its end (12 hours without "Remember me") draws a visitor\'s page', async () => {
    const login = await logIn(t.app, await newMember(t.app), false);
    clock.shift(13 * 60 * 60_000);
    expect(drawnFor(await page(t.app, login.page)).member).toBeNull();
  });
});
