/**
 * The Studio's live parts on this server, and the role the site's menu shows links for: the listener (Server-Sent Events) answers only a staff
 * session and tells it every change as it is written; the presence socket takes the session's
 * token inside the socket (never in its address), refuses anyone else, and tells each editor who
 * else is in which document, and when they leave.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, memberCommand, newMember, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { openLive } from './liveClient';

const API = '/studio-api/v2025-02-19';
const LISTEN = `${API}/data/listen/production?query=${encodeURIComponent('*[_id == $id]')}&%24id=${encodeURIComponent('"drafts.siteSettings"')}&includeResult=true`;
const SOCKET = '/studio-api/v2022-06-30/socket/production?tag=sanity.studio';

interface Socket {
  ws: WebSocket;
  /** The next message that satisfies `wanted`, or a failure after `timeoutMs`. */
  next(wanted: (message: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  call(method: string, params?: Record<string, unknown>): Promise<unknown>;
  closed: Promise<number>;
}

async function openSocket(baseUrl: string): Promise<Socket> {
  const ws = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${SOCKET}`);
  const received: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  ws.addEventListener('message', (event) => {
    if (event.data === '\u2665') return;
    received.push(JSON.parse(String(event.data)));
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => ws.addEventListener('close', (event) => resolve(event.code)));
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve);
    ws.addEventListener('error', reject);
  });
  let counter = 0;
  const next: Socket['next'] = (wanted, timeoutMs = 5000) =>
    new Promise((resolve, reject) => {
      const look = () => {
        const index = received.findIndex(wanted);
        if (index < 0) return;
        waiters.delete(look);
        clearTimeout(timer);
        resolve(received.splice(index, 1)[0]!);
      };
      const timer = setTimeout(() => {
        waiters.delete(look);
        reject(new Error('no such message arrived in time'));
      }, timeoutMs);
      waiters.add(look);
      look();
    });
  return {
    ws,
    next,
    closed,
    async call(method, params = {}) {
      const id = `call-${++counter}`;
      ws.send(JSON.stringify({ jsonrpc: '2.0', method, params: { ...params, apiVersion: 'v1' }, id }));
      return (await next((message) => message.id === id)).result;
    },
  };
}

const presenceOf = (message: Record<string, unknown>) =>
  message.method === 'presence_subscription' ? ((message.params as { result: Record<string, unknown> }).result ?? null) : null;

describe(`the Studio's listener and presence (${STORE})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let editor: TestMember;
  let colleague: TestMember;
  let member: TestMember;

  beforeAll(async () => {
    t = await startTestApp();
    [editor, colleague, member] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    for (const staff of [editor, colleague]) {
      expect((await memberCommand(t.config, 'role', staff.email, 'staff')).code).toBe(0);
    }
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  }, 60_000);
  afterAll(() => t.close());

  it("the member's role comes from the server: staff, moderator or member, and 401 without a session", async () => {
    const moderator = await newMember(t.app);
    expect((await memberCommand(t.config, 'role', moderator.email, 'moderator')).code).toBe(0);
    const roleOf = async (token?: string) => call(t.app, { method: 'GET', url: '/api/v1/account/role', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await roleOf(editor.token)).body).toEqual({ success: true, data: { role: 'staff' } });
    expect((await roleOf(moderator.token)).body).toEqual({ success: true, data: { role: 'moderator' } });
    expect((await roleOf(member.token)).body).toEqual({ success: true, data: { role: 'member' } });
    const visitor = await roleOf();
    expect(visitor.status).toBe(401);
    expect(visitor.body.success).toBe(false);
  }, 30_000);

  it('the listener refuses a visitor (401) and a member who is not staff (403)', async () => {
    for (const [token, status] of [[undefined, 401], [member.token, 403], ['not-a-token', 401]] as const) {
      const stream = await openLive(baseUrl, token, undefined, LISTEN);
      expect(stream.status).toBe(status);
      stream.close();
    }
  });

  it('the listener welcomes a staff session and tells it a colleague\'s change as it is written', async () => {
    const stream = await openLive(baseUrl, editor.token, undefined, LISTEN);
    expect(stream.status).toBe(200);
    expect((await stream.nextOf('welcome')).data.listenerName).toBeTruthy();
    const edit = { actionType: 'sanity.action.document.edit', draftId: 'drafts.siteSettings', publishedId: 'siteSettings', patch: { set: { tagline: 'Live from a colleague' } } };
    const written = await call(t.app, { method: 'POST', url: `${API}/data/actions/production`, headers: { authorization: `Bearer ${colleague.token}` }, payload: { actions: [edit] } });
    expect(written.status).toBe(200);
    // Told as soon as the write is on disk: within a second of the colleague's answer.
    const event = await stream.nextOf('mutation', 1000);
    expect(event.data).toMatchObject({ documentId: 'drafts.siteSettings', transactionId: written.body.transactionId, result: { tagline: 'Live from a colleague' } });
    stream.close();
  });

  it('the presence socket answers nothing before a staff token and closes for a visitor, a member or a forged token', async () => {
    const silent = await openSocket(baseUrl);
    silent.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'presence_subscribe', params: {}, id: 1 }));
    expect(await silent.closed).toBe(4001);

    const forged = await openSocket(baseUrl);
    forged.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'authorization', params: { authorization: 'Bearer forged' }, id: 1 }));
    expect(await forged.closed).toBe(4001);

    const notStaff = await openSocket(baseUrl);
    notStaff.ws.send(JSON.stringify({ jsonrpc: '2.0', method: 'authorization', params: { authorization: `Bearer ${member.token}` }, id: 1 }));
    expect(await notStaff.closed).toBe(4003);

    const garbage = await openSocket(baseUrl);
    garbage.ws.send('{"not": "json-rpc"');
    expect(await garbage.closed).toBe(4000);
  });

  it('tells each editor who else is in which document, with their name, and when they leave', async () => {
    const [mine, theirs] = [await openSocket(baseUrl), await openSocket(baseUrl)];
    expect(await mine.call('authorization', { authorization: `Bearer ${editor.token}` })).toBe(true);
    expect(await theirs.call('authorization', { authorization: `Bearer ${colleague.token}` })).toBe(true);
    expect(typeof (await mine.call('presence_subscribe'))).toBe('string');
    expect(typeof (await theirs.call('presence_subscribe'))).toBe('string');

    // The colleague opens the Studio: asks who is there, and the editor's Studio answers with where it is.
    await theirs.call('presence_rollcall', { session: 'colleague-tab' });
    const rollCall = presenceOf(await mine.next((message) => presenceOf(message)?.type === 'rollCall'))!;
    expect(rollCall).toMatchObject({ session: 'colleague-tab' });
    const location = { type: 'document', documentId: 'drafts.siteSettings', path: ['contactEmail'], lastActiveAt: new Date().toISOString() };
    await mine.call('presence_announce', { data: { sessionId: 'editor-tab', locations: [location] } });
    const seen = presenceOf(await theirs.next((message) => presenceOf(message)?.type === 'state' && (presenceOf(message)!.m as { sessionId: string }).sessionId === 'editor-tab'))!;
    expect(seen.m).toEqual({ sessionId: 'editor-tab', locations: [location] });

    // The Studio shows the person by the user id the event carries.
    const users = await call(t.app, { method: 'GET', url: `${API}/users/${seen.i as string}`, headers: { authorization: `Bearer ${colleague.token}` } });
    expect(users.body).toEqual([{ id: seen.i, displayName: `${editor.firstName} ${editor.lastName}` }]);
    // A member who is not staff is never shown, even by id.
    const memberId = `staff${member.id}`;
    expect((await call(t.app, { method: 'GET', url: `${API}/users/${memberId}`, headers: { authorization: `Bearer ${editor.token}` } })).body).toEqual([]);

    // The editor closes the Studio: the colleague is told the session left.
    mine.ws.close();
    const left = presenceOf(await theirs.next((message) => presenceOf(message)?.type === 'disconnect'))!;
    expect(left).toMatchObject({ i: seen.i, m: { session: 'editor-tab' } });
    theirs.ws.close();
  });
});
