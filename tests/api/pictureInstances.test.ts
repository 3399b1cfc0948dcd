/**
 * Members' pictures behind a load balancer: with PostgreSQL, a picture stored through one instance
 * is served by the other (each instance's DATA_DIR is only a cache), a message picture only to the
 * conversation's members there too, and an erased member's pictures are gone from both. Needs
 * TEST_DATABASE_URL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase, PASSWORD, POSTGRES_URL, signUpBody } from './helpers';
import { bearer, confirmOnServer, killAllServers, request, type ServerProcess, startServerProcess, tempDataDir } from './processes';
import { multipartBody, picture } from './uploadFixtures';

describe.skipIf(!POSTGRES_URL)('members’ pictures across two instances on one PostgreSQL', () => {
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
    // Only a member who opened the e-mailed link may write messages.
    await confirmOnServer(on, String(body.email).toLowerCase());
    const login = await request(on.baseUrl, 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD });
    const token = login.body.data.token as string;
    const me = await request(on.baseUrl, 'GET', '/api/v1/community/me', undefined, bearer(token));
    return { token, handle: me.body.profile.handle as string };
  }
  async function postForm(on: ServerProcess, url: string, token: string, data: Buffer, filename: string) {
    const form = multipartBody([{ filename, contentType: 'application/octet-stream', data }]);
    const response = await fetch(`${on.baseUrl}${url}`, { method: 'POST', body: form.payload, headers: { authorization: `Bearer ${token}`, 'content-type': form.contentType } });
    return { status: response.status, body: await response.json() };
  }
  const fetchFrom = (on: ServerProcess, url: string, token?: string) => fetch(`${on.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('an upload through one instance is served by the other, and goes from both when its member is erased', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const body = signUpBody();
    expect((await request(one.baseUrl, 'POST', '/api/v1/user/register', body)).status).toBe(201);
    const token = (await request(one.baseUrl, 'POST', '/api/v1/user/login', { email: body.email, password: PASSWORD })).body.data.token as string;
    const uploaded = await postForm(one, '/api/v1/uploads', token, await picture.png(80, 60), 'a.png');
    expect(uploaded.status).toBe(201);
    const url = uploaded.body.upload.url as string;

    const served = await fetchFrom(two, url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await fetchFrom(two, `${url}?w=64`)).status).toBe(200);
    // The second instance now keeps a copy in its own folder.
    expect(fs.existsSync(path.join(two.dataDir, 'uploads', url.split('/').pop()!))).toBe(true);

    expect((await request(one.baseUrl, 'POST', '/api/v1/account/delete', { password: PASSWORD }, bearer(token))).status).toBe(200);
    expect((await fetchFrom(two, url)).status).toBe(404);
    expect((await fetchFrom(two, `${url}?w=64`)).status).toBe(404);
    expect((await fetchFrom(one, url)).status).toBe(404);
  });

  it('a message picture sent through one instance is served by the other to the conversation’s members only', async () => {
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const [asha, ravi, meera] = [await member(one), await member(two), await member(two)];
    const opened = await request(one.baseUrl, 'POST', '/api/v1/messages/conversations', { handle: ravi.handle }, bearer(asha.token));
    const id = opened.body.conversation.id as string;
    const sent = await postForm(one, `/api/v1/messages/conversations/${id}/images`, asha.token, await picture.jpeg(), 'a.jpg');
    expect(sent.status).toBe(201);
    const url = sent.body.message.imageUrl as string;

    const forRavi = await fetchFrom(two, url, ravi.token);
    expect(forRavi.status).toBe(200);
    expect(forRavi.headers.get('content-type')).toBe('image/jpeg');
    expect((await fetchFrom(two, url, meera.token)).status).toBe(404);
    expect((await fetchFrom(two, url)).status).toBe(401);

    // Deleted for everyone through the other instance: gone from both.
    const messageId = sent.body.message.id as string;
    expect((await request(two.baseUrl, 'DELETE', `/api/v1/messages/messages/${messageId}?for=everyone`, undefined, bearer(asha.token))).status).toBe(200);
    expect((await fetchFrom(one, url, ravi.token)).status).toBe(404);
    expect((await fetchFrom(two, url, asha.token)).status).toBe(404);
  });
});
