/**
 * The Studio backend's document reads and its refusals, in the shapes the pinned Studio's client
 * reads: many ids at once with the missing ones listed as omitted (the Studio asks for the drafts
 * of everything a document references in one request), and malformed mutations, unknown types,
 * references to missing documents and stale revisions answered as Sanity's `mutationError` /
 * `actionError` with the status Sanity gives, with nothing written.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberCommand, newMember, startTestApp, STORE, type TestApp } from './helpers';

const API = '/studio-api/v2025-02-19';
const BOOK = 'book-advaita-in-plain-words';

describe(`the Studio backend's documents and refusals (${STORE})`, () => {
  let t: TestApp;
  let token: string;

  const get = (url: string) => call(t.app, { method: 'GET', url: `${API}${url}`, headers: { authorization: `Bearer ${token}` } });
  const post = (url: string, payload: unknown) =>
    call(t.app, { method: 'POST', url: `${API}${url}`, headers: { authorization: `Bearer ${token}` }, payload: payload as string });
  const actions = (list: unknown[]) => post('/data/actions/production', { actions: list });
  const mutate = (mutations: unknown[], query = '') => post(`/data/mutate/production${query}`, { mutations });
  const doc = async (id: string) => (await get(`/data/doc/production/${id}`)).body.documents[0];
  const edit = (publishedId: string, patch: unknown) => ({ actionType: 'sanity.action.document.edit', draftId: `drafts.${publishedId}`, publishedId, patch });
  const publish = (publishedId: string) => ({ actionType: 'sanity.action.document.publish', draftId: `drafts.${publishedId}`, publishedId });

  beforeAll(async () => {
    t = await startTestApp();
    const staff = await newMember(t.app);
    expect((await memberCommand(t.config, 'role', staff.email, 'staff')).code).toBe(0);
    token = staff.token;
  }, 60_000);
  afterAll(() => t.close());

  it('reads many documents at once, in the order asked, listing the missing ones as omitted (the ids well past 100 characters)', async () => {
    const book = await doc(BOOK);
    const ids = [`drafts.${book.author._ref}`, book.author._ref, `drafts.${book.category._ref}`, book.category._ref, `drafts.${book.cover.asset._ref}`, BOOK];
    expect(ids.join(',').length).toBeGreaterThan(200);
    const answer = await get(`/data/doc/production/${ids.join(',')}`);
    expect(answer.status).toBe(200);
    expect(answer.body.documents.map((d: { _id: string }) => d._id)).toEqual([book.author._ref, book.category._ref, BOOK]);
    expect(answer.body.omitted).toEqual([ids[0], ids[2], ids[4]].map((id) => ({ id, reason: 'existence' })));

    // The availability check sends each id percent-encoded and asks for no content.
    const availability = await get(`/data/doc/production/${ids.map(encodeURIComponent).join(',')}?excludeContent=true`);
    expect(availability.body.documents).toEqual([book.author._ref, book.category._ref, BOOK].map((id) => expect.objectContaining({ _id: id })));
    expect(availability.body.documents[2].title).toBeUndefined();

    // A hundred ids, as the Studio batches them.
    const hundred = Array.from({ length: 100 }, (_, i) => `drafts.person-missing-${i}`);
    const many = await get(`/data/doc/production/${hundred.join(',')}`);
    expect(many.status).toBe(200);
    expect(many.body.omitted).toHaveLength(100);
    expect((await get('/data/doc/production/not%20an%20id')).status).toBe(400);
  });

  it('refuses malformed mutations and actions in Sanity shape, naming the item, and writes nothing', async () => {
    const before = await doc(BOOK);
    const unknownOperation = await mutate([{ patch: { id: BOOK, set: { title: 'Changed' } } }, { explode: { id: BOOK } }]);
    expect(unknownOperation.status).toBe(400);
    expect(unknownOperation.body).toMatchObject({ statusCode: 400, error: { type: 'mutationError', items: [{ index: 1, error: { type: 'validationError' } }] } });
    for (const patch of [{ set: { 'tags[_key=="k"': 'x' } }, { unset: 'title' }, { explode: { title: 'x' } }, { diffMatchPatch: { title: 'not a patch' } }]) {
      const malformed = await mutate([{ patch: { id: BOOK, ...patch } }]);
      expect(malformed.status, JSON.stringify(patch)).toBe(400);
      expect(malformed.body.error.items[0].error.description).toMatch(/malformed|Unknown patch operation|could not be applied/);
    }
    const badAction = await actions([edit(BOOK, { set: { title: 'Changed' } }), { actionType: 'sanity.action.document.publish', publishedId: 'drafts.x' }]);
    expect(badAction.status).toBe(400);
    expect(badAction.body.error).toMatchObject({ type: 'actionError', items: [{ index: 1 }] });
    expect(await doc(BOOK)).toEqual(before);
    expect((await get(`/data/doc/production/drafts.${BOOK}`)).body.omitted).toHaveLength(1);
  });

  it('refuses a document of a type the schema does not have', async () => {
    const created = await mutate([{ create: { _id: 'widget-1', _type: 'widget', title: 'x' } }]);
    expect(created.status).toBe(400);
    expect(created.body.error.items[0].error.description).toContain('Unknown document type "widget"');
    const viaAction = await actions([{ actionType: 'sanity.action.document.create', publishedId: 'widget-2', attributes: { _id: 'drafts.widget-2', _type: 'widget' } }]);
    expect(viaAction.status).toBe(400);
    expect((await get('/data/doc/production/widget-1,drafts.widget-2')).body.documents).toEqual([]);
  });

  it('refuses publishing a strong reference to a missing document (409), keeps the draft, and strengthens references on publish', async () => {
    const before = await doc(BOOK);
    const dangling = { _type: 'reference', _ref: 'person-nobody', _weak: true, _strengthenOnPublish: { type: 'person' } };
    expect((await actions([edit(BOOK, { set: { author: dangling } })])).status).toBe(200);
    const refused = await actions([publish(BOOK)]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ type: 'actionError', items: [{ index: 0, error: { description: `Document "${BOOK}" references non-existent document "person-nobody"` } }] });
    expect(await doc(BOOK)).toEqual(before);
    expect((await doc(`drafts.${BOOK}`)).author._ref).toBe('person-nobody');

    // Once the person exists, the same publish goes through and the reference is a strong one.
    const person = { _id: 'person-nobody', _type: 'person', name: 'Nobody Yet' };
    expect((await mutate([{ create: person }])).status).toBe(200);
    expect((await actions([publish(BOOK)])).status).toBe(200);
    expect((await doc(BOOK)).author).toEqual({ _type: 'reference', _ref: 'person-nobody' });

    // …and that person can no longer be deleted while the book points at it.
    const deleted = await mutate([{ delete: { id: 'person-nobody' } }]);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error.items[0].error.type).toBe('documentHasExistingReferencesError');
    expect(await doc('person-nobody')).toMatchObject({ name: 'Nobody Yet' });
    // A direct write of a published document is held to the same rule.
    expect((await mutate([{ patch: { id: BOOK, set: { category: { _type: 'reference', _ref: 'bookCategory-none' } } } }])).status).toBe(409);
  });

  it('refuses a patch on a stale revision (409), in a mutation or an edit, and a dry run writes nothing', async () => {
    const current = await doc(BOOK);
    const stale = await mutate([{ patch: { id: BOOK, ifRevisionID: 'an-older-revision', set: { title: 'Overwritten' } } }]);
    expect(stale.status).toBe(409);
    expect(stale.body.error).toMatchObject({ type: 'mutationError', items: [{ index: 0, error: { type: 'documentRevisionIDDoesNotMatchError' } }] });
    const staleEdit = await actions([edit(BOOK, { ifRevisionID: 'an-older-revision', set: { title: 'Overwritten' } })]);
    expect(staleEdit.status).toBe(409);
    expect(await doc(BOOK)).toEqual(current);

    const dry = await mutate([{ patch: { id: BOOK, ifRevisionID: current._rev, set: { title: 'Tried' } } }], '?dryRun=true&returnIds=true');
    expect(dry.status).toBe(200);
    expect((await doc(BOOK)).title).toBe(current.title);
    const fresh = await mutate([{ patch: { id: BOOK, ifRevisionID: current._rev, set: { title: 'Retitled' } } }], '?returnDocuments=true');
    expect(fresh.status).toBe(200);
    expect(fresh.body.results[0].document.title).toBe('Retitled');
  });

  it("answers the Studio's optional calls as Sanity's API does with the feature off, and its version check with the pinned version", async () => {
    for (const journey of ['/journey/asset-limit', '/journey/document-limit', '/journey/comments']) {
      const answer = await get(journey);
      expect(answer.status, journey).toBe(200);
      expect(answer.body).toBeNull();
    }
    const help = await call(t.app, { method: 'GET', url: '/studio-api/v1/help?m=sanity%406.5.0', headers: { authorization: `Bearer ${token}` } });
    expect(help.body).toEqual({ resources: { sectionArray: [] } });
    // Asked with no token, as the Studio's fetch does.
    const version = await call(t.app, { method: 'GET', url: '/studio-api/modules/v1/modules/sanity/latest/%5E6.5.0/t1795892895' });
    expect(version.body).toEqual({ latest: '6.5.0', packageVersion: '6.5.0' });
  });
});
