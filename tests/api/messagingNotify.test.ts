/**
 * What messaging tells members and what it keeps from them: a new message notifies its recipient
 * once until they read it (an e-mail too when they are away and want it), a muted sender neither
 * notifies nor counts in the header's badge, a message a moderator hid is gone for all but its
 * sender, a tribe's conversation follows the tribe's membership, and old live events are pruned.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { LIVE_EVENTS_KEPT_MS, pruneLiveEvents } from '../../api/src/live/prune';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { readOutbox } from './outbox';

describe(`messaging notifications and visibility (${STORE})`, () => {
  let t: TestApp;
  const handles = new Map<TestMember, string>();

  const member = async (firstName = 'Asha') => {
    const m = await newMember(t.app, { firstName });
    handles.set(m, (await get(t.app, '/community/me', m.token)).body.profile.handle);
    return m;
  };
  const as = (m: TestMember) => ({ authorization: `Bearer ${m.token}` });
  const open = async (from: TestMember, to: TestMember): Promise<string> => (await post(t.app, '/messages/conversations', { handle: handles.get(to) }, from.token)).body.conversation.id;
  const send = (from: TestMember, conversationId: string, text: string) => post(t.app, `/messages/conversations/${conversationId}/messages`, { text }, from.token);
  /** The message notifications recorded for the member (they decide the e-mails; the bell leaves them out). */
  const messageNotifications = async (m: TestMember) =>
    (await t.db.selectFrom('notifications').select(['id', 'read_at']).where('recipient_id', '=', Number(m.id)).where('kind', '=', 'message').orderBy('id').execute()).map((row) => ({ read: row.read_at !== null }));
  /** The member was last on the site long ago, so e-mails reach them. */
  const away = (m: TestMember) => t.db.updateTable('member_profiles').set({ last_active_at: '2020-01-01T00:00:00.000Z' }).where('user_id', '=', Number(m.id)).execute();
  /** The member last read the conversation `ms` ago. */
  const readAgo = (m: TestMember, conversationId: string, ms: number) =>
    t.db
      .updateTable('conversation_participants')
      .set({ last_read_at: new Date(clock.nowMs() - ms).toISOString() })
      .where('conversation_id', '=', Number(conversationId))
      .where('user_id', '=', Number(m.id))
      .execute();
  const messageEmails = async (m: TestMember) => (await readOutbox(t.config.dataDir, { to: m.email })).filter((mail) => mail.headers.get('x-jnanam-kind') === 'notification-message');

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterEach(() => clock.reset());
  afterAll(async () => {
    await t?.close();
  });

  it('notifies a new message once until it is read, and e-mails a recipient who is away', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    // The welcome at sign-up is not a notification.
    expect(await messageNotifications(ravi)).toEqual([]);
    const id = await open(asha, ravi);
    await away(ravi);
    await send(asha, id, 'Are you coming to the satsang?');
    await send(asha, id, 'It starts at six');
    expect(await messageNotifications(ravi)).toEqual([{ read: false }]);
    const mails = await messageEmails(ravi);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toMatch(/^Asha .* sent you a message$/);
    expect(mails[0]!.text).toContain(`/message?c=${id}`);
    // The messages badge counts the message (with the welcome); the bell does not count it a second time.
    expect((await get(t.app, '/messages/unread', ravi.token)).body.unreadTotal).toBe(3);
    expect((await get(t.app, '/notifications/unread-count', ravi.token)).body.unreadCount).toBe(0);
    expect((await get(t.app, '/notifications', ravi.token)).body.notifications).toEqual([]);
    expect(mails[0]!.text).toContain('Are you coming to the satsang?');
    expect(await messageNotifications(asha)).toEqual([]);

    // Ravi reads, and answers: while he takes part, Asha's messages ring no bell.
    await post(t.app, `/messages/conversations/${id}/read`, {}, ravi.token);
    await send(ravi, id, 'Yes, I am coming');
    await send(asha, id, 'Wonderful');
    expect(await messageNotifications(ravi)).toHaveLength(1);

    // Ten minutes after he last read it, a new message notifies him again.
    await readAgo(ravi, id, 10 * 60_000);
    await away(ravi);
    await send(asha, id, 'See you there');
    expect(await messageNotifications(ravi)).toHaveLength(2);
    expect(await messageEmails(ravi)).toHaveLength(2);
  });

  it('does not e-mail a recipient who turned message e-mails off, nor one who is on the site', async () => {
    const [asha, ravi, meera] = [await member('Asha'), await member('Ravi'), await member('Meera')];
    await t.db.updateTable('users').set({ email_messages: 0 }).where('id', '=', Number(ravi.id)).execute();
    await away(ravi);
    await send(asha, await open(asha, ravi), 'Hello Ravi');
    await t.db.updateTable('member_profiles').set({ last_active_at: clock.nowIso() }).where('user_id', '=', Number(meera.id)).execute();
    await send(asha, await open(asha, meera), 'Hello Meera');
    expect(await messageNotifications(ravi)).toHaveLength(1);
    expect(await messageNotifications(meera)).toHaveLength(1);
    expect(await messageEmails(ravi)).toEqual([]);
    expect(await messageEmails(meera)).toEqual([]);
  });

  it("silences a muted member's messages: no notification, no e-mail, not in the header's badge", async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const id = await open(asha, ravi);
    expect((await call(t.app, { method: 'PUT', url: `/api/v1/mutes/${handles.get(asha)}`, headers: as(ravi) })).status).toBe(200);
    await away(ravi);
    await send(asha, id, 'Did you see my post?');
    expect(await messageNotifications(ravi)).toEqual([]);
    expect(await messageEmails(ravi)).toEqual([]);
    // Only the welcome counts in the badge; the conversation itself still shows its unread message.
    expect((await get(t.app, '/messages/unread', ravi.token)).body.unreadTotal).toBe(1);
    const list = (await get(t.app, '/messages/conversations', ravi.token)).body;
    expect(list.unreadTotal).toBe(1);
    expect(list.conversations.find((c: { id: string }) => c.id === id)).toMatchObject({ unreadCount: 1, lastMessage: { text: 'Did you see my post?' } });
    expect((await get(t.app, `/messages/conversations/${id}`, ravi.token)).body.messages.map((m: { text: string }) => m.text)).toEqual(['Did you see my post?']);
  });

  it('takes a message a moderator hid out of every list but its sender’s', async () => {
    const [asha, ravi, mohan] = [await member('Asha'), await member('Ravi'), await member('Mohan')];
    await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', Number(mohan.id)).execute();
    const id = await open(asha, ravi);
    await send(asha, id, 'A kind word');
    const rude = (await send(asha, id, 'Something rude')).body.message.id;
    const hidden = await post(t.app, `/moderation/items/message/${rude}/decision`, { action: 'hide', reason: 'Abuse' }, mohan.token);
    expect(hidden.status).toBe(201);

    const texts = async (m: TestMember) => (await get(t.app, `/messages/conversations/${id}`, m.token)).body.messages.map((x: { text: string }) => x.text);
    expect(await texts(ravi)).toEqual(['A kind word']);
    expect(await texts(asha)).toEqual(['A kind word', 'Something rude']);
    const ravisRow = (await get(t.app, '/messages/conversations', ravi.token)).body.conversations.find((c: { id: string }) => c.id === id);
    expect(ravisRow).toMatchObject({ unreadCount: 1, lastMessage: { text: 'A kind word' } });
    expect((await get(t.app, `/messages/conversations?q=rude`, ravi.token)).body.conversations).toEqual([]);
    expect((await call(t.app, { method: 'PUT', url: `/api/v1/messages/messages/${rude}/reaction`, payload: { reaction: 'like' }, headers: as(ravi) })).status).toBe(404);
  });

  it("runs a tribe's conversation for the tribe's members only", async () => {
    const [asha, ravi, meera] = [await member('Asha'), await member('Ravi'), await member('Meera')];
    const join = (m: TestMember, method: 'PUT' | 'DELETE' = 'PUT') => call(t.app, { method, url: '/api/v1/community/tribes/gita-study-circle/membership', headers: as(m) });
    await join(asha);
    await join(ravi);
    const tribeRow = async (m: TestMember) =>
      (await get(t.app, '/messages/conversations?filter=tribes', m.token)).body.conversations.find((c: { tribe: { slug: string } | null }) => c.tribe?.slug === 'gita-study-circle');
    const row = await tribeRow(asha);
    expect(row).toMatchObject({ kind: 'tribe', member: null, tribe: { slug: 'gita-study-circle' } });
    // Ravi's list takes him into the conversation, having read what came before; that was a while ago.
    expect(await tribeRow(ravi)).toMatchObject({ id: row.id, unreadCount: 0 });
    await readAgo(ravi, row.id, 10 * 60_000);
    expect((await send(asha, row.id, 'Chapter two tonight')).status).toBe(201);
    expect(await tribeRow(ravi)).toMatchObject({ id: row.id, unreadCount: 1, lastMessage: { text: 'Chapter two tonight', mine: false } });
    expect((await get(t.app, `/messages/conversations/${row.id}`, ravi.token)).body.conversation).toMatchObject({ kind: 'tribe', participantsCount: expect.any(Number), canWrite: true });
    expect(await messageNotifications(ravi)).toHaveLength(1);

    // Outside the tribe, the conversation does not exist for a member; leaving takes it away.
    expect(await tribeRow(meera)).toBeUndefined();
    expect((await send(meera, row.id, 'Let me in')).status).toBe(404);
    await join(ravi, 'DELETE');
    expect(await tribeRow(ravi)).toBeUndefined();
    expect((await get(t.app, `/messages/conversations/${row.id}`, ravi.token)).status).toBe(404);
  });

  it('prunes live events older than the reconnect window and keeps the newer', async () => {
    const [asha, ravi] = [await member('Asha'), await member('Ravi')];
    const id = await open(asha, ravi);
    await send(asha, id, 'Old news');
    const eventsOf = async (m: TestMember) => (await t.db.selectFrom('live_events').select('id').where('user_id', '=', Number(m.id)).execute()).length;
    const before = await eventsOf(ravi);
    expect(before).toBeGreaterThan(0);
    // Written just inside the window, then just outside it (moving the clock would end the session).
    const writtenAgo = (ms: number) => t.db.updateTable('live_events').set({ created_at: new Date(clock.nowMs() - ms).toISOString() }).execute();
    await writtenAgo(LIVE_EVENTS_KEPT_MS - 60_000);
    await pruneLiveEvents(t.db);
    expect(await eventsOf(ravi)).toBe(before);
    await writtenAgo(LIVE_EVENTS_KEPT_MS + 60_000);
    await send(asha, id, 'Fresh news');
    expect(await pruneLiveEvents(t.db)).toBeGreaterThanOrEqual(before);
    expect(await eventsOf(ravi)).toBe(1);
  });
});
