/**
 * A staff session that ends under an open Studio, and staff's previews of drafts on the site.
 * The Studio's backend answers a token that no longer lets its member in with Sanity's
 * ended-session code (the Studio keeps the refused edit and sends it again after a new login); a
 * request with no token gets a plain 401. A page asked with `?preview=draft` is drawn with drafts
 * for a staff member's page session only, private and never stored; a visitor or a member asking
 * the same gets the published page.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { SESSION_MESSAGES } from '../../contracts/messages/session';
import { DRAFT_PREVIEW_CHANGES_PATH } from '../../contracts/draftPreviewChanges';
import { SESSION_RULES, PAGE_SESSION_COOKIE } from '../../contracts/sessionRules';
import { call, memberCommand, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const API = '/studio-api/v2025-02-19';
const BOOK_ID = 'book-advaita-in-plain-words';
const PUBLISHED_TITLE = 'Advaita in Plain Words';
const DRAFT_TITLE = 'Advaita in Plain Words (revised draft)';

/** A web build whose one route shows, as JSON, whether the page is a preview and the book's title as its loader read it. */
function pageBuild() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-preview-build-'));
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
        const title = await context.queryContent('*[_type == "book" && _id == $id][0].title', { id: ${JSON.stringify(BOOK_ID)} });
        return { preview: context.preview, title };
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

async function logIn(t: TestApp, member: TestMember) {
  const answer = await post(t.app, '/user/login', { email: member.email, password: PASSWORD });
  expect(answer.status).toBe(200);
  const line = setCookies(answer.headers).find((cookie) => cookie.startsWith(`${PAGE_SESSION_COOKIE}=`)) ?? '';
  return { token: answer.body.data.token as string, page: line.split(';')[0]!.slice(PAGE_SESSION_COOKIE.length + 1) };
}

const editTitle = (title: string) => ({
  actions: [{ actionType: 'sanity.action.document.edit', draftId: `drafts.${BOOK_ID}`, publishedId: BOOK_ID, patch: { set: { title } } }],
});

let t: TestApp;
let staff: TestMember;
let member: TestMember;
const build = pageBuild();

beforeAll(async () => {
  t = await startTestApp({ webDistDir: build });
  staff = await newMember(t.app);
  member = await newMember(t.app);
  expect((await memberCommand(t.config, 'role', staff.email, 'staff')).code).toBe(0);
}, 60_000);
afterAll(async () => {
  await t?.close();
  fs.rmSync(build, { recursive: true, force: true });
});
afterEach(() => clock.reset());

describe(`a staff session that ends under the Studio (${STORE})`, () => {
  it("answers an expired token with Sanity's ended-session code on writes, reads and queries, and a missing token without it", async () => {
    const { token } = await logIn(t, staff);
    const auth = { authorization: `Bearer ${token}` };
    expect((await call(t.app, { method: 'POST', url: `${API}/data/actions/production`, headers: auth, payload: editTitle(DRAFT_TITLE) as never })).status).toBe(200);
    clock.shift((SESSION_RULES.accessTokenMinutes + 1) * 60_000);
    const refusals = [
      await call(t.app, { method: 'POST', url: `${API}/data/actions/production`, headers: auth, payload: editTitle('Lost?') as never }),
      await call(t.app, { method: 'GET', url: `${API}/data/doc/production/${BOOK_ID}`, headers: auth }),
      await call(t.app, { method: 'GET', url: `${API}/data/query/production?query=${encodeURIComponent('*[_type == "book"][0]._id')}`, headers: auth }),
      await call(t.app, { method: 'GET', url: `${API}/users/me`, headers: auth }),
    ];
    for (const refusal of refusals) {
      expect(refusal.status).toBe(401);
      expect(refusal.body).toMatchObject({ success: false, statusCode: 401, error: 'Unauthorized', errorCode: 'SIO-401-AEX' });
      expect(refusal.body.message).toEqual(expect.any(String));
    }
    const anonymous = await call(t.app, { method: 'POST', url: `${API}/data/actions/production`, payload: editTitle('Lost?') as never });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.errorCode).toBeUndefined();
    // Nothing the refused edit carried was written; a new login's token sends it.
    clock.reset();
    const draft = await call(t.app, { method: 'GET', url: `${API}/data/doc/production/drafts.${BOOK_ID}`, headers: auth });
    expect(draft.body.documents[0].title).toBe(DRAFT_TITLE);
  });
});

describe(`drafts previewed on the site (${STORE})`, () => {
  const page = (cookie: string | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, headers: { accept: 'text/html', ...(cookie ? { cookie: `${PAGE_SESSION_COOKIE}=${cookie}` } : {}) } });
  const drawn = (response: { body: string }) => JSON.parse(response.body) as { preview: boolean; title: string };

  it('shows a staff member the draft, private and never stored, and a visitor or member the published page', async () => {
    const staffLogin = await logIn(t, staff);
    const edited = await call(t.app, { method: 'POST', url: `${API}/data/actions/production`, headers: { authorization: `Bearer ${staffLogin.token}` }, payload: editTitle(DRAFT_TITLE) as never });
    expect(edited.status).toBe(200);

    const preview = await page(staffLogin.page, '/?book=advaita-in-plain-words&preview=draft');
    expect(preview.statusCode).toBe(200);
    expect(drawn(preview)).toEqual({ preview: true, title: DRAFT_TITLE });
    expect(preview.headers['cache-control']).toBe('private, no-store');

    // The same member without asking, a member and a visitor asking: the published page.
    expect(drawn(await page(staffLogin.page, '/?book=advaita-in-plain-words'))).toEqual({ preview: false, title: PUBLISHED_TITLE });
    const memberLogin = await logIn(t, member);
    expect(drawn(await page(memberLogin.page, '/?book=advaita-in-plain-words&preview=draft'))).toEqual({ preview: false, title: PUBLISHED_TITLE });
    const visitor = await page(undefined, '/?book=advaita-in-plain-words&preview=draft');
    expect(drawn(visitor)).toEqual({ preview: false, title: PUBLISHED_TITLE });
    expect(visitor.headers['cache-control']).not.toContain('public');
  });

  it('lets only a staff member\'s page session follow the changes a preview reads again on', async () => {
    const changes = (cookie: string | undefined) =>
      t.app.inject({ method: 'GET', url: DRAFT_PREVIEW_CHANGES_PATH, headers: { accept: 'text/event-stream', ...(cookie ? { cookie: `${PAGE_SESSION_COOKIE}=${cookie}` } : {}) } });
    const visitor = await changes(undefined);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ success: false, message: SESSION_MESSAGES.loginRequired });
    const memberLogin = await logIn(t, member);
    const refused = await changes(memberLogin.page);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ success: false, message: SESSION_MESSAGES.staffOnly });
  });
});
