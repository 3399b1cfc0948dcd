/**
 * Two server processes on one PostgreSQL share the working dataset: a document staff publish
 * through one instance reaches the other's content query endpoint and sitemap, its history is the
 * same on both, and a Studio listening on one instance hears an edit made through the other.
 * Needs TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../api/src/db/connection';
import { createPostgresDatabase, PASSWORD, POSTGRES_URL, signUpBody } from './helpers';
import { bearer, killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from './processes';

const API = '/studio-api/v2025-02-19';
const QUERY = '/v2025-02-19/data/query/production';
/** The longest a change may take to reach the other instance: its signal, or failing that its poll. */
const REACH_MS = 15_000;

describe.skipIf(!POSTGRES_URL)('the working dataset shared by two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let a: ServerProcess;
  let b: ServerProcess;
  let token: string;
  let staffId: number;

  const query = async (server: ServerProcess, groq: string) => (await request(server.baseUrl, 'GET', `${QUERY}?query=${encodeURIComponent(groq)}`)).body.result;
  const actions = (server: ServerProcess, list: unknown[]) => request(server.baseUrl, 'POST', `${API}/data/actions/production`, { actions: list }, bearer(token));

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL!);
    [a, b] = await Promise.all([0, 1].map(() => startServerProcess({ dataDir: tempDataDir(), databaseUrl: database.url, startupTimeoutMs: 240_000 })));
    const body = signUpBody();
    expect((await request(a.baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
    // Arranged directly (the role command and the confirmation e-mail have tests of their own).
    const db = openDatabase({ dataDir: a.dataDir, databaseUrl: database.url });
    try {
      const row = await db
        .updateTable('users')
        .set({ role: 'staff', email_confirmed_at: new Date().toISOString() })
        .where('email', '=', String(body.email).toLowerCase())
        .returning('id')
        .executeTakeFirstOrThrow();
      staffId = row.id;
    } finally {
      await db.destroy();
    }
    const login = await request(b.baseUrl, 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD });
    token = login.body.data.token;
  }, 360_000);
  afterAll(async () => {
    await killAllServers();
    await database?.drop();
  });

  it('a document published through one instance reaches the other, with the same history', async () => {
    const spark = await query(a, '*[_type == "spark" && defined(slug.current)][0]');
    expect(spark).toBeTruthy();
    const { _id: _ignoredId, _rev: _ignoredRev, _createdAt: _c, _updatedAt: _u, ...fields } = spark;
    const attributes = { ...fields, _id: 'drafts.spark-shared', slug: { _type: 'slug', current: 'shared-between-instances' } };
    const created = await actions(a, [
      { actionType: 'sanity.action.document.create', publishedId: 'spark-shared', attributes },
      { actionType: 'sanity.action.document.publish', draftId: 'drafts.spark-shared', publishedId: 'spark-shared' },
    ]);
    expect(created.status).toBe(200);
    expect(await query(a, '*[_id == "spark-shared"][0].slug.current')).toBe('shared-between-instances');

    await expect.poll(() => query(b, '*[_id == "spark-shared"][0].slug.current'), { timeout: REACH_MS }).toBe('shared-between-instances');
    await expect.poll(async () => (await request(b.baseUrl, 'GET', '/sitemap.xml')).body, { timeout: REACH_MS }).toContain('shared-between-instances');

    const history = await request(b.baseUrl, 'GET', `${API}/data/history/production/transactions/spark-shared?reverse=true`, undefined, bearer(token));
    // One line of NDJSON reads as one JSON value.
    const latest = typeof history.body === 'string' ? JSON.parse(history.body.split('\n')[0]!) : history.body;
    expect(latest).toMatchObject({ id: created.body.transactionId, author: `staff${staffId}` });
  }, 60_000);

  it('a Studio listening on one instance hears an edit made through the other; a stale write is refused', async () => {
    const listen = await fetch(`${a.baseUrl}${API}/data/listen/production?query=${encodeURIComponent('*[_id == "drafts.spark-shared"]')}&includeResult=true`, {
      headers: bearer(token),
    });
    expect(listen.status).toBe(200);
    const reader = listen.body!.pipeThrough(new TextDecoderStream()).getReader();
    let received = '';
    const readUntil = async (text: string) => {
      while (!received.includes(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        received += value;
      }
      return received;
    };
    // The welcome has arrived before the edit is made, so the listener is in place.
    await readUntil('welcome');
    const edit = await actions(b, [{ actionType: 'sanity.action.document.edit', draftId: 'drafts.spark-shared', publishedId: 'spark-shared', patch: { set: { title: 'Edited on the other instance' } } }]);
    expect(edit.status).toBe(200);
    const text = await readUntil('event: mutation');
    await reader.cancel();
    const event = JSON.parse(/event: mutation\ndata: (.*)\n/.exec(text)![1]!);
    expect(event).toMatchObject({ documentId: 'drafts.spark-shared', transactionId: edit.body.transactionId, identity: `staff${staffId}`, transition: 'appear' });
    expect(event.result.title).toBe('Edited on the other instance');

    // Publishing on A with B's draft revision in hand works once A has caught up; an older one is refused.
    const publish = { actionType: 'sanity.action.document.publish', draftId: 'drafts.spark-shared', publishedId: 'spark-shared' };
    expect((await actions(a, [{ ...publish, ifDraftRevisionId: 'an-older-revision' }])).status).toBe(409);
    expect((await actions(a, [{ ...publish, ifDraftRevisionId: edit.body.transactionId }])).status).toBe(200);
    await expect.poll(() => query(b, '*[_id == "spark-shared"][0].title'), { timeout: REACH_MS }).toBe('Edited on the other instance');
  }, 60_000);
});
