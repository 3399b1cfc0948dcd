/**
 * Two server processes on one PostgreSQL: a member on one instance hears, live, what a member on
 * the other sends (LISTEN/NOTIFY between them), and a reconnect to the other instance with
 * Last-Event-ID misses nothing; a session ended through one instance ends its stream on the other.
 * Needs TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, PASSWORD, POSTGRES_URL, signUpBody } from './helpers';
import { openLive } from './liveClient';
import { bearer, confirmOnServer, killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from './processes';

describe.skipIf(!POSTGRES_URL)('live messages across two instances on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createPostgresDatabase(POSTGRES_URL!);
    // Two starts at once on a busy shared machine can take well over the usual 30 s.
    servers = await Promise.all([0, 1].map(() => startServerProcess({ dataDir: tempDataDir(), databaseUrl: database.url, startupTimeoutMs: 120_000 })));
  }, 180_000);
  afterAll(async () => {
    await killAllServers();
    servers = [];
    await database?.drop();
  });

  async function member(on: ServerProcess) {
    const body = signUpBody();
    expect((await request(on.baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
    await confirmOnServer(on, String(body.email).toLowerCase());
    const login = await request(on.baseUrl, 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD });
    const token = login.body.data.token as string;
    const me = await request(on.baseUrl, 'GET', '/api/v1/community/me', undefined, bearer(token));
    return { token, handle: me.body.profile.handle as string };
  }

  it('A on one instance writes to B on the other: B hears it within a second, and a reconnect to A’s instance resumes', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const asha = await member(one);
    const ravi = await member(two);
    const toRavi = await openLive(two.baseUrl, ravi.token);
    expect((await toRavi.next()).event).toBe('ready');

    const opened = await request(one.baseUrl, 'POST', '/api/v1/messages/conversations', { handle: ravi.handle }, bearer(asha.token));
    const conversationId = opened.body.conversation.id as string;
    const started = Date.now();
    const sent = await request(one.baseUrl, 'POST', `/api/v1/messages/conversations/${conversationId}/messages`, { text: 'From the first instance' }, bearer(asha.token));
    expect(sent.status).toBe(201);
    const heard = await toRavi.nextOf('message', 1000);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(heard.data.message.text).toBe('From the first instance');

    // Typing crosses instances too, without an id.
    await request(one.baseUrl, 'POST', `/api/v1/messages/conversations/${conversationId}/typing`, {}, bearer(asha.token));
    expect((await toRavi.nextOf('typing', 1000)).data.handle).toBe(asha.handle);

    // Ravi's connection drops; a message is sent meanwhile; he reconnects to the other instance.
    toRavi.close();
    await request(one.baseUrl, 'POST', `/api/v1/messages/conversations/${conversationId}/messages`, { text: 'While you were away' }, bearer(asha.token));
    const resumed = await openLive(one.baseUrl, ravi.token, heard.id);
    await resumed.next();
    const missed = await resumed.nextOf('message');
    expect(missed.data.message.text).toBe('While you were away');
    await request(two.baseUrl, 'POST', `/api/v1/messages/conversations/${conversationId}/messages`, { text: 'And now from the second' }, bearer(asha.token));
    expect((await resumed.nextOf('message', 1000)).data.message.text).toBe('And now from the second');
    expect(resumed.pending().filter((event) => event.event === 'message')).toEqual([]);
    resumed.close();
  });

  it('log out everywhere through one instance ends the member’s stream on the other within a second', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const asha = await member(one);
    const stream = await openLive(two.baseUrl, asha.token);
    expect((await stream.next()).event).toBe('ready');
    const started = Date.now();
    expect((await request(one.baseUrl, 'POST', '/api/v1/account/sessions/end-all', {}, bearer(asha.token))).status).toBe(200);
    await stream.ended(1000);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
