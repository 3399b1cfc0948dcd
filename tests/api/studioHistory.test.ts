/**
 * The Studio's history at /studio-api: every draft and published revision is kept with its staff
 * author and time, listed as transactions (as the Studio's timeline pages through them), readable
 * as the documents were at a revision or a time, restorable, and pruned past the kept days and
 * count (the clock moved, not waited for).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { call, memberCommand, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const API = '/studio-api/v2025-02-19';
const PUBLIC_QUERY = '/v2025-02-19/data/query/production';
const DAY_MS = 24 * 60 * 60 * 1000;
const KEPT_REVISIONS = 4;

const auth = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});
const get = (app: FastifyInstance, url: string, token?: string) => call(app, { method: 'GET', url: `${API}${url}`, headers: auth(token) });
const actions = (app: FastifyInstance, token: string, list: unknown[]) =>
  call(app, { method: 'POST', url: `${API}/data/actions/production`, headers: auth(token), payload: { actions: list } as unknown as string });
const editTitle = (title: string) => ({ actionType: 'sanity.action.document.edit', draftId: 'drafts.siteSettings', publishedId: 'siteSettings', patch: { set: { title } } });
const PUBLISH = { actionType: 'sanity.action.document.publish', draftId: 'drafts.siteSettings', publishedId: 'siteSettings' };

interface WireTransaction {
  id: string;
  author: string;
  timestamp: string;
  documentIDs: string[];
  effects: Record<string, { apply: [number, Record<string, unknown> | null]; revert: [number, Record<string, unknown> | null] }>;
}

async function transactions(app: FastifyInstance, token: string, query: string): Promise<WireTransaction[]> {
  const answer = await call(app, { method: 'GET', url: `${API}/data/history/production/transactions/siteSettings,drafts.siteSettings?${query}`, headers: auth(token) });
  expect(answer.status).toBe(200);
  expect(answer.headers['content-type']).toContain('application/x-ndjson');
  const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line: string) => JSON.parse(line) as WireTransaction);
}

async function publicTitle(app: FastifyInstance): Promise<string> {
  const answer = await call(app, { method: 'GET', url: `${PUBLIC_QUERY}?query=${encodeURIComponent('*[_id == "siteSettings"][0].title')}` });
  return answer.body.result;
}

describe(`the Studio's history (${STORE})`, () => {
  let t: TestApp;
  let staff: TestMember;
  let member: TestMember;
  const edits: string[] = [];

  beforeAll(async () => {
    t = await startTestApp({ contentHistory: { days: 90, revisions: KEPT_REVISIONS } });
    staff = await newMember(t.app, { firstName: 'Mira', lastName: 'Editor' });
    member = await newMember(t.app);
    expect((await memberCommand(t.config, 'role', staff.email, 'staff')).code).toBe(0);
    for (const title of ['Jnanam: first edit', 'Jnanam: second edit']) {
      const answer = await actions(t.app, staff.token, [editTitle(title)]);
      expect(answer.status).toBe(200);
      edits.push(answer.body.transactionId);
    }
  }, 60_000);
  afterEach(() => clock.reset());
  afterAll(() => t.close());

  it('lists the revisions newest first with the staff author, and pages back from a transaction as the timeline does', async () => {
    const timeline = 'effectFormat=mendoza&excludeContent=true&excludeMutations=true&includeIdentifiedDocumentsOnly=true&reverse=true&limit=50';
    const listed = await transactions(t.app, staff.token, timeline);
    const [second, first, seed] = listed;
    expect([second?.id, first?.id]).toEqual([edits[1], edits[0]]);
    expect(second?.author).toBe(`staff${staff.id}`);
    expect(second?.effects['drafts.siteSettings']?.apply[1]).toMatchObject({ title: 'Jnanam: second edit' });
    expect(first?.effects['drafts.siteSettings']?.revert).toEqual([0, null]);
    // The published copy's revision from the seed has an entry of its own, so the Studio can line up with it;
    // told as a publish (its draft, absent then, listed as removed), so the Studio does not call it a live edit.
    const published = (await get(t.app, '/data/doc/production/siteSettings', staff.token)).body.documents[0];
    expect(seed).toMatchObject({ id: published._rev, author: '', documentIDs: ['siteSettings', 'drafts.siteSettings'] });
    expect(seed?.effects['drafts.siteSettings']).toEqual({ apply: [0, null], revert: [0, null] });
    expect(seed?.effects.siteSettings?.revert).toEqual([0, null]);
    expect(Date.parse(second?.timestamp ?? '')).toBeGreaterThanOrEqual(Date.parse(first?.timestamp ?? ''));

    const older = await transactions(t.app, staff.token, `${timeline.replace('limit=50', 'limit=2')}&toTransaction=${edits[0]}`);
    expect(older.map((entry) => entry.id)).toEqual([edits[0], published._rev]);
    const forward = await transactions(t.app, staff.token, `fromTransaction=${edits[0]}&toTransaction=${edits[1]}`);
    expect(forward.map((entry) => entry.id)).toEqual([edits[0], edits[1]]);
    expect(await transactions(t.app, staff.token, `authors=staff${staff.id}`)).toHaveLength(2);

    const users = await get(t.app, `/users/staff${staff.id},staff${member.id}`, staff.token);
    expect(users.body).toEqual([{ id: `staff${staff.id}`, displayName: 'Mira Editor', email: staff.email }]);
  });

  it('gives the documents as they were at a revision or a time, and refuses what it does not keep', async () => {
    const atFirst = await get(t.app, `/data/history/production/documents/siteSettings,drafts.siteSettings?revision=${edits[0]}`, staff.token);
    const draft = atFirst.body.documents.find((doc: { _id: string }) => doc._id === 'drafts.siteSettings');
    expect(draft).toMatchObject({ _rev: edits[0], title: 'Jnanam: first edit' });
    const publishedThen = atFirst.body.documents.find((doc: { _id: string }) => doc._id === 'siteSettings');
    expect(publishedThen._id).toBe('siteSettings');
    expect(publishedThen.title).not.toBe('Jnanam: first edit');

    const [, first] = await transactions(t.app, staff.token, 'reverse=true');
    const atTime = await get(t.app, `/data/history/production/documents/drafts.siteSettings?time=${first?.timestamp}`, staff.token);
    expect(atTime.body.documents.map((doc: { title: string }) => doc.title)).toEqual(['Jnanam: first edit']);
    const beforeAll = await get(t.app, `/data/history/production/documents/drafts.siteSettings?time=2001-01-01T00:00:00Z`, staff.token);
    expect(beforeAll.body.documents).toEqual([]);

    expect((await get(t.app, '/data/history/production/documents/siteSettings?revision=no-such-revision', staff.token)).status).toBe(404);
    expect((await get(t.app, '/data/history/production/documents/siteSettings?time=yesterday', staff.token)).status).toBe(400);
    expect((await get(t.app, '/data/history/production/transactions/siteSettings?limit=many', staff.token)).status).toBe(400);
    expect((await get(t.app, '/data/history/elsewhere/transactions/siteSettings', staff.token)).status).toBe(404);
    expect((await get(t.app, `/data/history/production/documents/siteSettings?revision=${edits[0]}`, member.token)).status).toBe(403);
  });

  it('restores the first revision as the draft, and its publish reaches the site', async () => {
    const atFirst = await get(t.app, `/data/history/production/documents/siteSettings,drafts.siteSettings?revision=${edits[0]}`, staff.token);
    const { _updatedAt: _ignored, ...restored } = atFirst.body.documents.find((doc: { _id: string }) => doc._id === 'drafts.siteSettings');
    const answer = await actions(t.app, staff.token, [{ actionType: 'sanity.action.document.replaceDraft', publishedId: 'siteSettings', attributes: restored }]);
    expect(answer.status).toBe(200);
    expect((await actions(t.app, staff.token, [PUBLISH])).status).toBe(200);
    expect(await publicTitle(t.app)).toBe('Jnanam: first edit');
    const [publish] = await transactions(t.app, staff.token, 'reverse=true&limit=1');
    expect(publish?.effects.siteSettings?.apply[1]).toMatchObject({ title: 'Jnanam: first edit' });
    expect(publish?.effects['drafts.siteSettings']?.apply).toEqual([0, null]);
  });

  it(`keeps at most ${KEPT_REVISIONS} revisions a document, and none older than the kept days`, async () => {
    for (const n of [1, 2, 3, 4, 5]) expect((await actions(t.app, staff.token, [editTitle(`Jnanam: edit ${n}`)])).status).toBe(200);
    const drafts = (await transactions(t.app, staff.token, 'reverse=true')).filter((entry) => entry.documentIDs.includes('drafts.siteSettings'));
    expect(drafts).toHaveLength(KEPT_REVISIONS);
    expect(drafts[0]?.effects['drafts.siteSettings']?.apply[1]).toMatchObject({ title: 'Jnanam: edit 5' });

    clock.shift(91 * DAY_MS);
    // A session does not last a season: the editor signs in again.
    const login = await post(t.app, '/user/login', { email: staff.email, password: PASSWORD });
    const token = login.body.data.token as string;
    const late = await actions(t.app, token, [editTitle('Jnanam: a season later')]);
    expect(late.status).toBe(200);
    const kept = await transactions(t.app, token, 'reverse=true');
    // Only the new revision is kept, and the published copy's current state (its revision is older than the kept days).
    expect(kept.map((entry) => entry.id)).toEqual([late.body.transactionId, kept[1]?.id]);
    expect(kept[1]?.documentIDs).toEqual(['siteSettings', 'drafts.siteSettings']);
    const oldRevision = await get(t.app, `/data/history/production/documents/drafts.siteSettings?revision=${edits[0]}`, token);
    expect(oldRevision.status).toBe(404);
  });
});
