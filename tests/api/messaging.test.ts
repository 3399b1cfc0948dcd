/**
 * Messaging between members: one conversation per pair (also when both press at once), the
 * welcome from the community account, the list's filters, search and unread counts, the rules
 * (blocked senders, 1–4,000 characters, 30 a minute, deleting for everyone within 15 minutes),
 * one reaction per member, private pictures, and erasure leaving "a former member".
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FORMER_MEMBER, MESSAGE_MAX_LENGTH, MESSAGES_PER_MINUTE } from '../../contracts/messagingRules';
import { SAFETY_MESSAGES } from '../../contracts/messages/safety';
import { clock } from '../../api/src/clock';
import { WELCOME_FALLBACK, welcomeText } from '../../api/src/messaging/welcome';
import { siteDocuments } from '../../content/seed/site';
import { call, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { multipartBody, picture } from './uploadFixtures';

describe(`messaging (${STORE})`, () => {
  let t: TestApp;
  const handles = new Map<TestMember, string>();

  const member = async () => {
    const m = await newMember(t.app);
    handles.set(m, (await get(t.app, '/community/me', m.token)).body.profile.handle);
    return m;
  };
  const open = (from: TestMember, to: TestMember) => post(t.app, '/messages/conversations', { handle: handles.get(to) }, from.token);
  const send = (from: TestMember, conversationId: string, text: string) => post(t.app, `/messages/conversations/${conversationId}/messages`, { text }, from.token);
  const as = (m: TestMember) => ({ authorization: `Bearer ${m.token}` });
  const idOf = async (m: TestMember) => Number(m.id);

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  it('welcomes a new member with a message from the community account, unread, in the words of the site settings', async () => {
    const seeded = (siteDocuments.find((doc) => doc._id === 'siteSettings') as { messaging: { welcomeMessage: string } }).messaging.welcomeMessage;
    expect(seeded).not.toBe(WELCOME_FALLBACK);
    expect(welcomeText({ published: () => [] })).toBe(WELCOME_FALLBACK);
    const asha = await member();
    const list = await get(t.app, '/messages/conversations', asha.token);
    expect(list.body.unreadTotal).toBe(1);
    expect(list.body.conversations).toEqual([
      expect.objectContaining({ kind: 'direct', title: 'Jnanam Community', unreadCount: 1, lastMessage: expect.objectContaining({ text: seeded, mine: false }) }),
    ]);
    expect((await get(t.app, '/messages/unread', asha.token)).body.unreadTotal).toBe(1);
  });

  it('opens one conversation per pair, even when both press Message at once', async () => {
    const [asha, ravi] = [await member(), await member()];
    const [a, b] = await Promise.all([open(asha, ravi), open(ravi, asha)]);
    expect(a.status).toBe(200);
    expect(a.body.conversation.id).toBe(b.body.conversation.id);
    expect((await open(asha, ravi)).body.conversation.id).toBe(a.body.conversation.id);
    expect((await post(t.app, '/messages/conversations', { handle: handles.get(asha) }, asha.token)).status).toBe(400);
    expect((await post(t.app, '/messages/conversations', { handle: 'nobody-here-9' }, asha.token)).status).toBe(404);
    expect((await post(t.app, '/messages/conversations', { handle: handles.get(ravi) })).status).toBe(401);
  });

  it('counts unread messages, marks read on opening, and keeps a conversation from anyone outside it', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    await send(asha, id, 'First');
    await send(asha, id, 'Second');
    const list = (await get(t.app, '/messages/conversations', ravi.token)).body;
    expect(list.conversations.find((c: { id: string }) => c.id === id).unreadCount).toBe(2);
    expect(list.unreadTotal).toBe(3);
    const read = await post(t.app, `/messages/conversations/${id}/read`, {}, ravi.token);
    expect(read.body.unreadTotal).toBe(1);
    const seen = await get(t.app, `/messages/conversations/${id}`, asha.token);
    expect(seen.body.conversation.otherReadAt).not.toBeNull();
    expect(seen.body.messages.map((m: { text: string }) => m.text)).toEqual(['First', 'Second']);

    expect((await get(t.app, `/messages/conversations/${id}`, meera.token)).status).toBe(404);
    expect((await send(meera, id, 'Let me in')).status).toBe(404);
    expect((await get(t.app, '/messages/conversations', meera.token)).body.conversations.map((c: { id: string }) => c.id)).not.toContain(id);
  });

  it('refuses an empty or too long message with its reason, storing nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    expect(await send(asha, id, '   ')).toMatchObject({ status: 400, body: { success: false, message: 'Message is required.' } });
    expect(await send(asha, id, 'x'.repeat(MESSAGE_MAX_LENGTH + 1))).toMatchObject({ status: 400, body: { message: `Message must be at most ${MESSAGE_MAX_LENGTH} characters.` } });
    expect((await send(asha, id, 'x'.repeat(MESSAGE_MAX_LENGTH))).status).toBe(201);
    expect((await post(t.app, `/messages/conversations/${id}/messages`, {}, asha.token)).status).toBe(400);
    expect((await get(t.app, `/messages/conversations/${id}`, asha.token)).body.messages).toHaveLength(1);
  });

  it('refuses a blocked sender clearly and stores nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    await t.db.insertInto('blocks').values({ blocker_id: await idOf(ravi), blocked_id: await idOf(asha), created_at: clock.nowIso() }).execute();
    expect(await send(asha, id, 'Hello?')).toMatchObject({ status: 403, body: { success: false, message: SAFETY_MESSAGES.blockedMessage } });
    expect((await get(t.app, `/messages/conversations/${id}`, ravi.token)).body).toMatchObject({ messages: [], conversation: { canWrite: false } });
    const form = multipartBody([{ filename: 'a.png', contentType: 'image/png', data: await picture.png() }]);
    const image = await call(t.app, { method: 'POST', url: `/api/v1/messages/conversations/${id}/images`, payload: form.payload, headers: { ...as(asha), 'content-type': form.contentType } });
    expect(image.status).toBe(403);
  });

  it(`allows ${MESSAGES_PER_MINUTE} messages a minute, then 429 until the minute has passed`, async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    for (let i = 0; i < MESSAGES_PER_MINUTE; i++) expect((await send(asha, id, `Message ${i}`)).status).toBe(201);
    const refused = await send(asha, id, 'One too many');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/wait \d+ seconds/);
    clock.shift(61_000);
    expect((await send(asha, id, 'A minute later')).status).toBe(201);
  });

  it('deletes for everyone within 15 minutes, and afterwards only for oneself', async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    const early = (await send(asha, id, 'Oops')).body.message.id;
    const remove = (who: TestMember, messageId: string, scope: string) => call(t.app, { method: 'DELETE', url: `/api/v1/messages/messages/${messageId}?for=${scope}`, headers: as(who) });
    expect((await remove(ravi, early, 'everyone')).status).toBe(403);
    expect((await remove(asha, early, 'everyone')).status).toBe(200);
    const seenByRavi = (await get(t.app, `/messages/conversations/${id}`, ravi.token)).body.messages[0];
    expect(seenByRavi).toMatchObject({ deleted: true, text: null });

    const late = (await send(asha, id, 'Kept for Ravi')).body.message.id;
    // Sent 16 minutes ago (moving the clock itself would also end the 15-minute session token).
    await t.db.updateTable('messages').set({ sent_at: new Date(clock.nowMs() - 16 * 60_000).toISOString() }).where('id', '=', Number(late)).execute();
    expect((await remove(asha, late, 'everyone')).body.message).toMatch(/within 15 minutes/);
    expect((await remove(asha, late, 'me')).status).toBe(200);
    expect((await get(t.app, `/messages/conversations/${id}`, asha.token)).body.messages.map((m: { id: string }) => m.id)).not.toContain(late);
    expect((await get(t.app, `/messages/conversations/${id}`, ravi.token)).body.messages.map((m: { text: string }) => m.text)).toContain('Kept for Ravi');
  });

  it('keeps one reaction per member and message, changed or taken back', async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    const messageId = (await send(asha, id, 'React')).body.message.id;
    const react = (reaction: string) => call(t.app, { method: 'PUT', url: `/api/v1/messages/messages/${messageId}/reaction`, payload: { reaction }, headers: as(ravi) });
    expect((await react('like')).body.message.reactions).toEqual([{ reaction: 'like', count: 1, mine: true }]);
    expect((await react('pranam')).body.message.reactions).toEqual([{ reaction: 'pranam', count: 1, mine: true }]);
    expect((await react('thumbs')).status).toBe(400);
    const back = await call(t.app, { method: 'DELETE', url: `/api/v1/messages/messages/${messageId}/reaction`, headers: as(ravi) });
    expect(back.body.message.reactions).toEqual([]);
  });

  it('serves a message picture to the participants only, never at a public address', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    const form = multipartBody([{ filename: 'ghat.jpg', contentType: 'image/jpeg', data: await picture.withGps() }], { text: 'The ghat' });
    const sent = await call(t.app, { method: 'POST', url: `/api/v1/messages/conversations/${id}/images`, payload: form.payload, headers: { ...as(ravi), 'content-type': form.contentType } });
    expect(sent.status).toBe(201);
    const url: string = sent.body.message.imageUrl;
    expect(url).toMatch(/^\/api\/v1\/messages\/images\/[a-f0-9]{32}\.jpg$/);
    expect(sent.body.message.text).toBe('The ghat');

    const fetchAs = (who?: TestMember) => t.app.inject({ method: 'GET', url, headers: who ? as(who) : {} });
    const forAsha = await fetchAs(asha);
    expect(forAsha.statusCode).toBe(200);
    expect(forAsha.headers['content-type']).toBe('image/jpeg');
    expect(forAsha.headers['cache-control']).toBe('private, max-age=3600');
    expect(forAsha.rawPayload.includes(Buffer.from('PhoneMaker'))).toBe(false);
    expect((await fetchAs(meera)).statusCode).toBe(404);
    expect((await fetchAs()).statusCode).toBe(401);
    const name = url.split('/').pop()!;
    expect((await t.app.inject({ method: 'GET', url: `/images/uploads/members/${name}` })).statusCode).toBe(404);

    const text = multipartBody([{ filename: 'notes.txt', contentType: 'text/plain', data: 'not a picture' }]);
    const refused = await call(t.app, { method: 'POST', url: `/api/v1/messages/conversations/${id}/images`, payload: text.payload, headers: { ...as(ravi), 'content-type': text.contentType } });
    expect(refused).toMatchObject({ status: 415, body: { message: expect.stringMatching(/JPEG, PNG, WebP or AVIF/) } });
  });

  it('links an episode as a card, and refuses a link to nothing', async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    const linked = await post(t.app, `/messages/conversations/${id}/messages`, { link: { type: 'episode', id: 'matsya-the-fish' } }, asha.token);
    expect(linked.body.message.link).toMatchObject({ type: 'episode', id: 'matsya-the-fish', href: '/video-player/matsya-the-fish' });
    expect((await post(t.app, `/messages/conversations/${id}/messages`, { link: { type: 'book', id: 'no-such-book' } }, asha.token)).status).toBe(404);
  });

  it("offers the site's own episodes, articles and books by title to link", async () => {
    const asha = await member();
    const options = async (query: string) => (await get(t.app, `/messages/link-options?${query}`, asha.token)).body.links;
    expect(await options('type=book&q=ADVAITA')).toEqual([{ type: 'book', id: expect.any(String), title: 'Advaita in Plain Words', href: expect.stringContaining('/market-place2') }]);
    expect(await options('type=article&q=monsoon')).toEqual([expect.objectContaining({ type: 'article', title: 'A Monsoon Routine from Ayurveda' })]);
    const episodes = await options('type=episode&q=matsya');
    expect(episodes).toContainEqual(expect.objectContaining({ type: 'episode', id: 'matsya-the-fish', href: '/video-player/matsya-the-fish' }));
    expect((await options('type=episode')).length).toBeGreaterThan(0);
    expect(await options('type=book&q=100%25')).toEqual([]);
    expect((await get(t.app, '/messages/link-options?type=song', asha.token)).status).toBe(400);
    expect((await get(t.app, '/messages/link-options?type=book')).status).toBe(401);
  });

  it('filters by circle (mutual follows) and unread, and searches names and message text', async () => {
    const [asha, ravi, meera] = [await member(), await member(), await member()];
    const withRavi = (await open(asha, ravi)).body.conversation.id;
    const withMeera = (await open(asha, meera)).body.conversation.id;
    await send(ravi, withRavi, 'The pranayama circle starts at six');
    await send(asha, withMeera, 'Namaste Meera');
    for (const [a, b] of [[asha, ravi], [ravi, asha]] as const) await call(t.app, { method: 'PUT', url: `/api/v1/community/profiles/${handles.get(b)}/follow`, headers: as(a) });
    const list = async (query: string) => (await get(t.app, `/messages/conversations${query}`, asha.token)).body.conversations.map((c: { id: string }) => c.id);
    expect(await list('?filter=circle')).toEqual([withRavi]);
    expect(await list('?filter=unread')).toContain(withRavi);
    expect(await list('?filter=unread')).not.toContain(withMeera);
    expect(await list('?q=PRANAYAMA')).toEqual([withRavi]);
    expect(await list(`?q=${encodeURIComponent(meera.lastName)}`)).toEqual([withMeera]);
    expect(await list('?q=100%25')).toEqual([]);
    expect((await get(t.app, '/messages/conversations?filter=everyone', asha.token)).status).toBe(400);
  });

  it('pages older messages when asked for those before one', async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    for (let i = 1; i <= 35; i++) {
      clock.shift(1000);
      await t.db.insertInto('messages').values({ conversation_id: Number(id), sender_id: Number(asha.id), text: `No. ${i}`, sent_at: clock.nowIso() }).execute();
    }
    const latest = (await get(t.app, `/messages/conversations/${id}`, asha.token)).body;
    expect(latest.messages).toHaveLength(30);
    expect(latest.hasOlder).toBe(true);
    expect(latest.messages[0].text).toBe('No. 6');
    const older = (await get(t.app, `/messages/conversations/${id}?before=${latest.messages[0].id}`, asha.token)).body;
    expect(older.messages.map((m: { text: string }) => m.text)).toEqual(['No. 1', 'No. 2', 'No. 3', 'No. 4', 'No. 5']);
    expect(older.hasOlder).toBe(false);
  });

  it("erasure removes the member's messages and leaves a former member in the other's list", async () => {
    const [asha, ravi] = [await member(), await member()];
    const id = (await open(asha, ravi)).body.conversation.id;
    await send(asha, id, 'Before I go');
    await send(ravi, id, 'Stay well');
    expect((await post(t.app, '/account/delete', { password: PASSWORD }, asha.token)).status).toBe(200);
    const left = (await get(t.app, `/messages/conversations/${id}`, ravi.token)).body;
    expect(left.conversation).toMatchObject({ title: FORMER_MEMBER, member: null, canWrite: false });
    expect(left.messages.map((m: { text: string }) => m.text)).toEqual(['Stay well']);
    expect((await send(ravi, id, 'Hello?')).status).toBe(403);
  });
});
