/**
 * One upload quota for every picture a member stores, whatever the feature: pictures uploaded for
 * avatars, covers, posts and articles (/uploads) and pictures sent in messages count together, by
 * number and by stored bytes, and a refused picture leaves nothing behind.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { multipartBody, picture } from './uploadFixtures';

const PER_DAY = 3;

describe(`one picture quota across features (${STORE})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ uploadLimits: { perDay: PER_DAY } });
  });
  afterAll(async () => t?.close());

  const as = (member: TestMember) => ({ authorization: `Bearer ${member.token}` });
  async function upload(member: TestMember) {
    const form = multipartBody([{ filename: 'a.png', contentType: 'image/png', data: await picture.png() }]);
    return call(t.app, { method: 'POST', url: '/api/v1/uploads', payload: form.payload, headers: { ...as(member), 'content-type': form.contentType } });
  }
  async function sendPicture(member: TestMember, conversationId: string) {
    const form = multipartBody([{ filename: 'a.jpg', contentType: 'image/jpeg', data: await picture.jpeg() }]);
    return call(t.app, { method: 'POST', url: `/api/v1/messages/conversations/${conversationId}/images`, payload: form.payload, headers: { ...as(member), 'content-type': form.contentType } });
  }
  async function conversation(from: TestMember, to: TestMember) {
    const handle = (await get(t.app, '/community/me', to.token)).body.profile.handle as string;
    return (await post(t.app, '/messages/conversations', { handle }, from.token)).body.conversation.id as string;
  }
  const storedMessagePictures = () => {
    const dir = path.join(t.config.dataDir, 'private', 'messages');
    return fs.existsSync(dir) ? fs.readdirSync(dir).length : 0;
  };

  it(`counts message pictures with uploads: ${PER_DAY} in all, then both are refused with 429`, async () => {
    const [asha, ravi] = [await newMember(t.app), await newMember(t.app)];
    const id = await conversation(asha, ravi);
    expect((await upload(asha)).status).toBe(201);
    expect((await sendPicture(asha, id)).status).toBe(201);
    expect((await sendPicture(asha, id)).status).toBe(201);
    const before = storedMessagePictures();

    const refusedMessage = await sendPicture(asha, id);
    expect(refusedMessage.status).toBe(429);
    expect(refusedMessage.body.message).toBe(`You have uploaded ${PER_DAY} pictures in the last 24 hours, the most allowed. Please try again later.`);
    expect((await upload(asha)).status).toBe(429);
    expect(storedMessagePictures()).toBe(before);
    // The picture messages were sent; the refused one is not in the conversation.
    const thread = await get(t.app, `/messages/conversations/${id}`, asha.token);
    expect(thread.body.messages.filter((message: { imageUrl: string | null }) => message.imageUrl).length).toBe(2);

    // Another member's quota is their own.
    expect((await sendPicture(ravi, id)).status).toBe(201);
  });

  it('counts message pictures’ stored bytes too, refusing the one that would go past the daily amount', async () => {
    const small = await startTestApp({ uploadLimits: { bytesPerDay: 1 } });
    try {
      const previous = t;
      t = small;
      const [asha, ravi] = [await newMember(t.app), await newMember(t.app)];
      const id = await conversation(asha, ravi);
      const refused = await sendPicture(asha, id);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toMatch(/would go past 0 MB, the most allowed/);
      expect(storedMessagePictures()).toBe(0);
      t = previous;
    } finally {
      await small.close();
    }
  });
});
