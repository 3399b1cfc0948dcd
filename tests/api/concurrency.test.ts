import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const stream = async (id: string, token?: string) => (await get(t.app, `/user/getepisode/${id}`, token)).body.stream;

describe(`simultaneous calls (${STORE})`, () => {
  it('50 concurrent like calls of one member leave the count at 0 or 1, matching the row', async () => {
    const member = await newMember(t.app);
    const streamId = 'why-we-chant-om';
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => post(t.app, '/user/like-unlike-stream', { streamId }, member.token)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    for (const a of answers) expect([0, 1]).toContain(a.body.likesCount);
    const after = await stream(streamId, member.token);
    expect([0, 1]).toContain(after.likesCount);
    expect(after.likes).toEqual(after.likesCount === 1 ? [member.id] : []);
    const rows = await t.db.selectFrom('episode_likes').select('user_id').where('episode_id', '=', streamId).execute();
    expect(rows.length).toBe(after.likesCount);
  });

  it('20 members liking at once give 20', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => newMember(t.app)));
    const streamId = 'the-gita-in-daily-life';
    const answers = await Promise.all(members.map((m) => post(t.app, '/user/like-unlike-stream', { streamId }, m.token)));
    expect(answers.every((a) => a.status === 200 && a.body.liked === true)).toBe(true);
    expect((await stream(streamId)).likesCount).toBe(20);
    // and all of them unliking at once bring it back to 0
    await Promise.all(members.map((m) => post(t.app, '/user/like-unlike-stream', { streamId }, m.token)));
    expect((await stream(streamId)).likesCount).toBe(0);
  });

  it('concurrent saves of one member leave 0 or 1 rows', async () => {
    const member = await newMember(t.app);
    await Promise.all(
      Array.from({ length: 30 }, () => post(t.app, '/user/save-unsave-stream', { streamId: 'the-four-vedas' }, member.token)),
    );
    const rows = await t.db
      .selectFrom('episode_saves')
      .select('user_id')
      .where('episode_id', '=', 'the-four-vedas')
      .where('user_id', '=', Number(member.id))
      .execute();
    expect(rows.length).toBeLessThanOrEqual(1);
  });

  it('40 concurrent shares are all counted', async () => {
    const member = await newMember(t.app);
    const streamId = 'fasting-on-ekadashi';
    const start = (await stream(streamId)).shareCount;
    const answers = await Promise.all(
      Array.from({ length: 40 }, () => post(t.app, '/user/share-stream', { streamId }, member.token)),
    );
    expect(new Set(answers.map((a) => a.body.shareCount)).size).toBe(40);
    expect((await stream(streamId)).shareCount).toBe(start + 40);
  });

  it('concurrent comment likes of one member leave 0 or 1, of many members all count', async () => {
    const author = await newMember(t.app);
    const comment = (
      await post(
        t.app,
        '/user/add-comment-to-stream',
        { streamId: 'season-sacred-rivers', text: 'Ganga first, please.' },
        author.token,
      )
    ).body.comment;
    await Promise.all(
      Array.from({ length: 30 }, () => post(t.app, '/user/like-unlike-stream-comment', { commentId: comment._id }, author.token)),
    );
    const members = await Promise.all(Array.from({ length: 10 }, () => newMember(t.app)));
    await Promise.all(members.map((m) => post(t.app, '/user/like-unlike-stream-comment', { commentId: comment._id }, m.token)));
    const seen = (await stream('season-sacred-rivers')).comments.find((c: { _id: string }) => c._id === comment._id);
    expect([10, 11]).toContain(seen.likesCount);
  });
});
