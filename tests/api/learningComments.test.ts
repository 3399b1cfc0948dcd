import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARNING_MESSAGES } from '../../contracts/messages/learning';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

const VIDEO = '/interactions/video-sample/videoSample-live-banarasi-handloom';
let t: TestApp;
let asha: TestMember;
let ravi: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  asha = await newMember(t.app);
  ravi = await newMember(t.app);
});
afterAll(async () => t?.close());

const remove = (id: string, token?: string) => call(t.app, { method: 'DELETE', url: `/api/v1/interactions/comments/${id}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe(`comments on learning items (${STORE})`, () => {
  it('carry their author’s id; the author deletes their own with its replies, nobody else can', async () => {
    const comment = (await post(t.app, `${VIDEO}/comments`, { text: 'A fine weave.' }, asha.token)).body.comment;
    expect(comment.authorId).toBe(asha.id);
    const reply = (await post(t.app, `${VIDEO}/comments`, { text: 'Agreed.', parentId: comment._id }, ravi.token)).body.comment;
    expect(reply.authorId).toBe(ravi.id);
    const listed = (await get(t.app, `${VIDEO}/comments`)).body.comments.find((c: { _id: string }) => c._id === comment._id);
    expect(listed).toMatchObject({ authorId: asha.id, replies: [{ _id: reply._id, authorId: ravi.id }] });

    expect((await remove(comment._id)).status).toBe(401);
    expect(await remove(comment._id, ravi.token)).toMatchObject({ status: 403, body: { message: LEARNING_MESSAGES.notYourComment } });
    expect(await remove('999999', asha.token)).toMatchObject({ status: 404, body: { message: LEARNING_MESSAGES.commentNotFound } });
    expect((await remove('abc', asha.token)).status).toBe(404);
    expect(await remove(comment._id, asha.token)).toMatchObject({ status: 200, body: { success: true } });
    const after = (await get(t.app, `${VIDEO}/comments`)).body.comments.map((c: { _id: string }) => c._id);
    expect(after).not.toContain(comment._id);
    expect(await t.db.selectFrom('comments').select('id').where('id', 'in', [Number(comment._id), Number(reply._id)]).execute()).toEqual([]);
  });

  it('refuses ratings outside 1–5 and unknown items, storing nothing', async () => {
    const item = '/interactions/academy-item/academyItem-sanskrit-alphabet';
    for (const stars of [0, 6, 2.5, '4', null]) {
      expect((await post(t.app, `${item}/rating`, { stars }, asha.token)).status, String(stars)).toBe(400);
    }
    expect((await post(t.app, '/interactions/academy-item/academyItem-nope/rating', { stars: 4 }, asha.token)).status).toBe(404);
    expect((await get(t.app, `${item}`, asha.token)).body.interactions.viewer.stars).toBeNull();
  });
});
