/**
 * A notification quotes the words it is about (the first 200 characters of a message or comment);
 * when those words go — a message deleted for everyone, an account erased — the quote goes from
 * others' notifications too, while the notification itself (who, what, where) stays.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, newMember, PASSWORD, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

describe(`quotes in notifications (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  const handleOf = async (member: TestMember) => (await get(t.app, '/community/me', member.token)).body.profile.handle as string;
  const notificationsOf = (member: TestMember) => t.db.selectFrom('notifications').select(['kind', 'actor_id', 'detail']).where('recipient_id', '=', Number(member.id)).where('kind', '=', 'message').execute();
  async function message(from: TestMember, to: TestMember, text: string) {
    const id = (await post(t.app, '/messages/conversations', { handle: await handleOf(to) }, from.token)).body.conversation.id as string;
    const sent = await post(t.app, `/messages/conversations/${id}/messages`, { text }, from.token);
    expect(sent.status).toBe(201);
    return sent.body.message.id as string;
  }

  it('a message deleted for everyone is no longer quoted in its recipient’s notification', async () => {
    const [asha, ravi] = [await newMember(t.app), await newMember(t.app)];
    const words = 'The spare key is under the third flowerpot by the temple gate';
    const messageId = await message(asha, ravi, words);
    expect(JSON.stringify(await notificationsOf(ravi))).toContain(words);

    const removed = await call(t.app, { method: 'DELETE', url: `/api/v1/messages/messages/${messageId}?for=everyone`, headers: { authorization: `Bearer ${asha.token}` } });
    expect(removed.status).toBe(200);
    const after = await notificationsOf(ravi);
    expect(after).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain(words);
    expect(Object.keys(JSON.parse(after[0]!.detail!))).toEqual(['href']);
  });

  it('an erased member’s words leave every other member’s notifications', async () => {
    const [meera, ravi] = [await newMember(t.app), await newMember(t.app)];
    const words = 'My new number is 98765 01234, call me after the satsang';
    await message(meera, ravi, words);
    expect(JSON.stringify(await notificationsOf(ravi))).toContain(words);

    expect((await post(t.app, '/account/delete', { password: PASSWORD }, meera.token)).status).toBe(200);
    const after = await notificationsOf(ravi);
    expect(after).toHaveLength(1);
    expect(JSON.stringify(after)).not.toContain(words);
    const all = await t.db.selectFrom('notifications').select('detail').execute();
    expect(JSON.stringify(all)).not.toContain(words);
  });
});
