/**
 * The member's live stream: authorised by the Authorization header, only the member's own
 * conversations' events, durable ids that a reconnect resumes after (nothing missed, nothing
 * twice), a heartbeat, fleeting typing events, and the stream's contract in the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_HEARTBEAT_MS } from '../../contracts/messagingRules';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { openLive } from './liveClient';

describe(`live stream (${STORE})`, () => {
  let t: TestApp;
  let baseUrl: string;
  let asha: TestMember;
  let ravi: TestMember;
  let meera: TestMember;
  let ravisHandle: string;

  const handleOf = async (member: TestMember) => (await get(t.app, '/community/me', member.token)).body.profile.handle as string;
  const conversationOf = async (from: TestMember, toHandle: string) => (await post(t.app, '/messages/conversations', { handle: toHandle }, from.token)).body.conversation.id as string;

  beforeAll(async () => {
    t = await startTestApp();
    baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
    [asha, ravi, meera] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    ravisHandle = await handleOf(ravi);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('refuses a visitor, a token in the address and a Last-Event-ID that is not an id, in the JSON error shape', async () => {
    const visitor = await openLive(baseUrl, undefined);
    expect(visitor.status).toBe(401);
    const inAddress = await fetch(`${baseUrl}/api/v1/live?token=${encodeURIComponent(asha.token)}&access_token=${encodeURIComponent(asha.token)}`);
    expect(inAddress.status).toBe(401);
    expect(await inAddress.json()).toEqual({ success: false, message: expect.stringMatching(/log in/i) });
    const badId = await fetch(`${baseUrl}/api/v1/live`, { headers: { authorization: `Bearer ${asha.token}`, 'last-event-id': '12; drop table' } });
    expect(badId.status).toBe(400);
    expect((await badId.json()).message).toMatch(/Last-Event-ID/);
  });

  it("sends a message at once to both members' streams, and nothing to a third member", async () => {
    const toRavi = await openLive(baseUrl, ravi.token);
    const toAsha = await openLive(baseUrl, asha.token);
    const toMeera = await openLive(baseUrl, meera.token);
    expect(toRavi.status).toBe(200);
    for (const stream of [toRavi, toAsha, toMeera]) expect((await stream.next()).event).toBe('ready');

    const conversationId = await conversationOf(asha, ravisHandle);
    const sent = await post(t.app, `/messages/conversations/${conversationId}/messages`, { text: 'Namaste Ravi, are you coming on Saturday?' }, asha.token);
    expect(sent.status).toBe(201);

    const received = await toRavi.nextOf('message');
    expect(received.id).toMatch(/^\d+$/);
    expect(received.data.message).toMatchObject({ id: sent.body.message.id, text: 'Namaste Ravi, are you coming on Saturday?', mine: false });
    // The welcome message from the community account is unread too.
    expect(received.data.unreadTotal).toBe(2);
    expect((await toAsha.nextOf('message')).data.message.mine).toBe(true);

    // Meera's first event is her own welcome's read receipt, not Asha's and Ravi's conversation.
    await post(t.app, '/messages/read-all', {}, meera.token);
    const first = await toMeera.next();
    expect(first.event).toBe('read');
    expect(first.data.mine).toBe(true);
    expect(toMeera.pending().filter((event) => event.event === 'message')).toEqual([]);
    for (const stream of [toRavi, toAsha, toMeera]) stream.close();
  });

  it('a reconnect with Last-Event-ID gets every event sent meanwhile, once and in order', async () => {
    const conversationId = await conversationOf(asha, ravisHandle);
    const first = await openLive(baseUrl, ravi.token);
    await first.next();
    await post(t.app, `/messages/conversations/${conversationId}/messages`, { text: 'One' }, asha.token);
    const one = await first.nextOf('message');
    first.close();

    for (const text of ['Two', 'Three']) await post(t.app, `/messages/conversations/${conversationId}/messages`, { text }, asha.token);

    const resumed = await openLive(baseUrl, ravi.token, one.id);
    expect((await resumed.next()).data).toEqual({ lastEventId: one.id });
    const two = await resumed.nextOf('message');
    const three = await resumed.nextOf('message');
    expect([two.data.message.text, three.data.message.text]).toEqual(['Two', 'Three']);
    expect(Number(three.id)).toBeGreaterThan(Number(two.id));
    // Once: a fourth message is the next event, not a repeat.
    await post(t.app, `/messages/conversations/${conversationId}/messages`, { text: 'Four' }, asha.token);
    expect((await resumed.nextOf('message')).data.message.text).toBe('Four');
    resumed.close();
  });

  it('keeps an idle stream alive with a comment line every 25 seconds', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const stream = await openLive(baseUrl, meera.token);
      await stream.next();
      vi.advanceTimersByTime(LIVE_HEARTBEAT_MS);
      expect(await stream.next()).toEqual({ event: 'comment', data: ': heartbeat' });
      stream.close();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the other member typing, without an id (it is not kept), and reactions and read state live', async () => {
    const conversationId = await conversationOf(asha, ravisHandle);
    const toAsha = await openLive(baseUrl, asha.token);
    await toAsha.next();
    expect((await post(t.app, `/messages/conversations/${conversationId}/typing`, {}, ravi.token)).status).toBe(200);
    const typing = await toAsha.nextOf('typing');
    expect(typing.id).toBeUndefined();
    expect(typing.data).toEqual({ conversationId, handle: ravisHandle, name: `${ravi.firstName} ${ravi.lastName}` });

    const { body } = await post(t.app, `/messages/conversations/${conversationId}/messages`, { text: 'React to this' }, asha.token);
    await toAsha.nextOf('message');
    await call(t.app, { method: 'PUT', url: `/api/v1/messages/messages/${body.message.id}/reaction`, payload: { reaction: 'pranam' }, headers: { authorization: `Bearer ${ravi.token}` } });
    const changed = await toAsha.nextOf('message-changed');
    expect(changed.data.message.reactions).toEqual([{ reaction: 'pranam', count: 1, mine: false }]);

    await post(t.app, `/messages/conversations/${conversationId}/read`, {}, ravi.token);
    const read = await toAsha.nextOf('read');
    expect(read.data).toMatchObject({ conversationId, handle: ravisHandle, mine: false });
    toAsha.close();
  });

  it('is documented in the OpenAPI document as text/event-stream', async () => {
    const document = (await get(t.app, '/openapi.json')).body;
    const operation = document.paths['/live'].get;
    expect(Object.keys(operation.responses[200].content)).toContain('text/event-stream');
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
  });
});
