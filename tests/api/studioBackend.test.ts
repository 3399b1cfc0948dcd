/**
 * The Studio's backend at /studio-api: only staff (given by `npm run member -- role`) may write,
 * read drafts or history; edits make drafts from the published copy; publish checks revisions
 * (409 as Sanity answers); bad documents and non-images are refused; a publish is seen by the
 * public query endpoint at once and survives a restart.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberCommand, newMember, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const API = '/studio-api/v2025-02-19';
const PUBLIC_QUERY = '/v2025-02-19/data/query/production';

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const studio = (app: FastifyInstance, method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: unknown) =>
  call(app, { method, url: `${API}${url}`, headers: auth(token), payload: payload as string });
const actions = (app: FastifyInstance, token: string | undefined, list: unknown[]) => studio(app, 'POST', '/data/actions/production', token, { actions: list });

async function publicEmail(app: FastifyInstance): Promise<string> {
  const answer = await call(app, { method: 'GET', url: `${PUBLIC_QUERY}?query=${encodeURIComponent('*[_id == "siteSettings"][0].contactEmail')}&perspective=drafts` });
  return answer.body.result;
}

const editEmail = (contactEmail: string) => ({
  actionType: 'sanity.action.document.edit',
  draftId: 'drafts.siteSettings',
  publishedId: 'siteSettings',
  patch: { set: { contactEmail } },
});

describe(`the Studio's backend (${STORE})`, () => {
  let t: TestApp;
  let staff: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await startTestApp();
    staff = await newMember(t.app);
    member = await newMember(t.app);
    // Only a confirmed address can be given a role: newMember opened the e-mailed link.
    const given = await memberCommand(t.config, 'role', staff.email.toUpperCase(), 'staff');
    expect(given.output).toContain('is now staff');
    expect(given.code).toBe(0);
  }, 60_000);
  afterAll(() => t.close());

  it('the member script refuses unknown roles and unknown e-mails', async () => {
    expect((await memberCommand(t.config, 'role', member.email, 'owner')).code).toBe(2);
    expect((await memberCommand(t.config, 'role', 'nobody@example.com', 'staff')).code).toBe(1);
  }, 30_000);

  it('refuses visitors (401) and members (403) on writes, drafts and history, and changes nothing', async () => {
    const drafts = `/data/query/production?query=${encodeURIComponent('*[_id in path("drafts.**")]')}&perspective=raw`;
    for (const [token, status] of [[undefined, 401], [member.token, 403]] as const) {
      expect((await actions(t.app, token, [editEmail('intruder@example.com')])).status).toBe(status);
      expect((await studio(t.app, 'POST', '/data/mutate/production', token, { mutations: [{ createOrReplace: { _id: 'x', _type: 'topic' } }] })).status).toBe(status);
      expect((await studio(t.app, 'GET', drafts, token)).status).toBe(status);
      expect((await studio(t.app, 'GET', '/data/doc/production/drafts.siteSettings', token)).status).toBe(status);
      expect((await studio(t.app, 'GET', '/data/history/production/transactions/siteSettings', token)).status).toBe(status);
      expect((await studio(t.app, 'GET', '/data/listen/production?query=*', token)).status).toBe(status);
      expect((await studio(t.app, 'GET', '/users/me', token)).status).toBe(status);
    }
    const doc = await studio(t.app, 'GET', '/data/doc/production/siteSettings,drafts.siteSettings', staff.token);
    expect(doc.body.documents.map((d: { _id: string }) => d._id)).toEqual(['siteSettings']);
    expect(await publicEmail(t.app)).toBe('contact@jnanam.example');
  });

  it('makes the draft from the published copy, checks the revision on publish (409), and the public endpoint sees the publish at once', async () => {
    const before = (await studio(t.app, 'GET', '/data/doc/production/siteSettings', staff.token)).body.documents[0];
    const edited = await actions(t.app, staff.token, [editEmail('seva@jnanam.example')]);
    expect(edited.status).toBe(200);
    const draft = (await studio(t.app, 'GET', '/data/doc/production/drafts.siteSettings', staff.token)).body.documents[0];
    expect(draft).toMatchObject({ contactEmail: 'seva@jnanam.example', productName: before.productName, _rev: edited.body.transactionId });
    // Drafts are the Studio's: the public endpoint answers published documents only, whatever is asked.
    expect(await publicEmail(t.app)).toBe('contact@jnanam.example');
    const asDrafts = await studio(t.app, 'GET', `/data/query/production?query=${encodeURIComponent('*[_id == "siteSettings"][0].contactEmail')}&perspective=drafts`, staff.token);
    expect(asDrafts.body.result).toBe('seva@jnanam.example');

    const publish = { actionType: 'sanity.action.document.publish', draftId: 'drafts.siteSettings', publishedId: 'siteSettings' };
    const stale = await actions(t.app, staff.token, [{ ...publish, ifPublishedRevisionId: 'an-older-revision' }]);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ type: 'actionError', items: [{ error: { type: 'documentRevisionIDDoesNotMatchError' } }] });
    expect(await publicEmail(t.app)).toBe('contact@jnanam.example');

    const published = await actions(t.app, staff.token, [{ ...publish, ifPublishedRevisionId: before._rev }]);
    expect(published.status).toBe(200);
    expect(await publicEmail(t.app)).toBe('seva@jnanam.example');
    const after = await studio(t.app, 'GET', '/data/doc/production/siteSettings,drafts.siteSettings', staff.token);
    expect(after.body.documents).toHaveLength(1);
    expect(after.body.omitted).toEqual([{ id: 'drafts.siteSettings', reason: 'existence' }]);
  });

  it('creates, discards, unpublishes and deletes documents, and live-edits through mutate', async () => {
    const create = { actionType: 'sanity.action.document.create', publishedId: 'topic-studio-test', attributes: { _id: 'drafts.topic-studio-test', _type: 'topic', title: 'Studio test' } };
    expect((await actions(t.app, staff.token, [create])).status).toBe(200);
    expect((await actions(t.app, staff.token, [create])).status).toBe(409);
    expect((await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.publish', draftId: 'drafts.topic-studio-test', publishedId: 'topic-studio-test' }])).status).toBe(200);
    expect((await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.unpublish', draftId: 'drafts.topic-studio-test', publishedId: 'topic-studio-test' }])).status).toBe(200);
    expect((await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.topic-studio-test' }])).status).toBe(200);
    expect((await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.discard', draftId: 'drafts.topic-studio-test' }])).status).toBe(409);

    const mutate = (mutations: unknown[]) => studio(t.app, 'POST', '/data/mutate/production?returnDocuments=true', staff.token, { mutations });
    const live = await mutate([{ createOrReplace: { _id: 'topic-live', _type: 'topic', title: 'Live' } }, { patch: { id: 'topic-live', set: { title: 'Live, patched' } } }]);
    expect(live.status).toBe(200);
    expect(live.body.results[1].document.title).toBe('Live, patched');
    expect((await mutate([{ patch: { id: 'topic-live', ifRevisionID: 'stale', set: { title: 'x' } } }])).status).toBe(409);
    expect((await mutate([{ delete: { id: 'topic-live' } }])).body.results[0].operation).toBe('delete');
    expect((await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.delete', publishedId: 'topic-live' }])).status).toBe(409);
  });

  it('refuses bodies that are not JSON, documents without _id or _type, and unknown addresses (404)', async () => {
    const broken = await call(t.app, { method: 'POST', url: `${API}/data/mutate/production`, headers: { ...auth(staff.token), 'content-type': 'application/json' }, payload: '{"mutations": [' });
    expect(broken.status).toBe(400);
    const mutate = (mutations: unknown[]) => studio(t.app, 'POST', '/data/mutate/production', staff.token, { mutations });
    expect((await mutate([{ create: { _type: 'topic' } }])).status).toBe(400);
    expect((await mutate([{ create: { _id: 'topic-no-type' } }])).status).toBe(400);
    expect((await mutate([{ create: 'not a document' }])).status).toBe(400);
    expect((await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.create', publishedId: 'topic-x', attributes: { title: 'no type' } }])).status).toBe(400);
    expect((await studio(t.app, 'GET', '/no/such/thing', staff.token)).status).toBe(404);
    expect((await studio(t.app, 'GET', '/data/doc/production/siteSettings', staff.token)).body.documents[0].contactEmail).toBe('seva@jnanam.example');
  });

  it("keeps each staff member's Studio settings, several read at once past the router's 100-character parameter limit", async () => {
    const keys = ['studio.structure-tool.layout.collaboratorPosition', 'studio.structure-tool.sort-order.collaboratorPosition'];
    expect(keys.join(',').length).toBeGreaterThan(100);
    const saved = await studio(t.app, 'PUT', '/users/me/keyvalue', staff.token, [{ key: keys[0], value: 'detail' }]);
    expect(saved.status).toBe(200);
    const read = await studio(t.app, 'GET', `/users/me/keyvalue/${keys.join(',')}`, staff.token);
    expect([read.status, read.body]).toEqual([200, [{ key: keys[0], value: 'detail' }, { key: keys[1], value: null }]]);
    expect((await studio(t.app, 'GET', `/users/me/keyvalue/${keys.join(',')}`, member.token)).status).toBe(403);
  });

  it('stores uploaded pictures re-encoded as image assets and refuses anything else', async () => {
    const upload = (body: Buffer, contentType: string) =>
      call(t.app, { method: 'POST', url: `${API}/assets/images/production?filename=banner.png`, headers: { ...auth(staff.token), 'content-type': contentType }, payload: body });
    expect((await upload(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'image/svg+xml')).status).toBe(415);
    expect((await upload(Buffer.from('%PDF-1.4 not a picture'), 'image/png')).status).toBe(415);
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c60' } }).png().toBuffer();
    const stored = await upload(png, 'image/png');
    expect(stored.status).toBe(200);
    expect(stored.body.document).toMatchObject({ _type: 'sanity.imageAsset', extension: 'png', metadata: { dimensions: { width: 40, height: 30 } } });
    const picture = await call(t.app, { method: 'GET', url: `/${stored.body.document.path}?w=20` });
    expect(picture.status).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
  });

  it('keeps published changes across a restart', async () => {
    const { dataDir, databaseUrl } = t.config;
    await t.app.close();
    const again = await startTestApp({}, { dataDir, databaseUrl });
    try {
      expect(await publicEmail(again.app)).toBe('seva@jnanam.example');
    } finally {
      await again.close(); // leaves the data (an existing install); t.close() removes it
    }
  }, 30_000);
});
