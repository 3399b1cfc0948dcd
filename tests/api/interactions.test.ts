import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_ID, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

let t: TestApp;
let asha: TestMember;
let ravi: TestMember;
beforeAll(async () => {
  t = await startTestApp();
  asha = await newMember(t.app, { firstName: 'Asha', lastName: 'Rao' });
  ravi = await newMember(t.app, { firstName: 'Ravi', lastName: 'Iyer' });
});
afterAll(async () => {
  await t?.close();
});

// Published documents of the seed dataset, one per content target type.
const ARTICLE = '/interactions/article/article-four-aims-of-life';
const SPARK = '/interactions/spark/spark-bathing-at-sunrise';
const ACADEMY_ITEM = '/interactions/academy-item/academyItem-sama-veda-chant';
const VIDEO_SAMPLE = '/interactions/video-sample/videoSample-live-banarasi-handloom';

const summary = async (path: string, token?: string) => (await get(t.app, path, token)).body.interactions;
const discussion = async (path: string, token?: string) => (await get(t.app, `${path}/comments`, token)).body;

describe(`toggles, shares, views (${STORE})`, () => {
  it('likes and saves toggle per member; counts and each viewer’s own marks', async () => {
    // The article may carry the sample members' likes and saves: counts are read as changes from those.
    const { likesCount: likes, savesCount: saves } = await summary(ARTICLE);
    expect((await post(t.app, `${ARTICLE}/like`, undefined, asha.token)).body).toEqual({
      success: true,
      liked: true,
      likesCount: likes + 1,
    });
    expect((await post(t.app, `${ARTICLE}/like`, {}, ravi.token)).body).toEqual({ success: true, liked: true, likesCount: likes + 2 });
    expect((await post(t.app, `${ARTICLE}/save`, {}, ravi.token)).body).toEqual({ success: true, saved: true, savesCount: saves + 1 });
    expect((await post(t.app, `${ARTICLE}/like`, {}, asha.token)).body).toEqual({ success: true, liked: false, likesCount: likes + 1 });

    const forAsha = await summary(ARTICLE, asha.token);
    expect(forAsha).toMatchObject({ targetType: 'article', targetId: 'article-four-aims-of-life', likesCount: likes + 1, savesCount: saves + 1 });
    expect(forAsha.viewer).toEqual({ liked: false, saved: false, stars: null });
    expect((await summary(ARTICLE, ravi.token)).viewer).toEqual({ liked: true, saved: true, stars: null });
    expect((await summary(ARTICLE)).viewer).toBeNull();
  });

  it('30 simultaneous likes by one member leave 0 or 1 row, matching the count', async () => {
    const member = await newMember(t.app);
    const answers = await Promise.all(Array.from({ length: 30 }, () => post(t.app, `${SPARK}/like`, {}, member.token)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const rows = await t.db
      .selectFrom('reactions')
      .select('member_id')
      .where('target_type', '=', 'spark')
      .where('target_id', '=', 'spark-bathing-at-sunrise')
      .where('kind', '=', 'like')
      .execute();
    expect([0, 1]).toContain(rows.length);
    expect((await summary(SPARK, member.token)).likesCount).toBe(rows.length);
  });

  it('counts every share press; counts each member’s views once', async () => {
    // The sample members' seeded shares and views are the starting point.
    const before = await summary(VIDEO_SAMPLE);
    const first = await post(t.app, `${VIDEO_SAMPLE}/share`, {}, asha.token);
    expect(first.body).toEqual({ success: true, sharesCount: before.sharesCount + 1 });
    expect((await post(t.app, `${VIDEO_SAMPLE}/share`, {}, asha.token)).body.sharesCount).toBe(before.sharesCount + 2);
    expect((await post(t.app, `${VIDEO_SAMPLE}/view`, {}, asha.token)).body).toEqual({ success: true, viewsCount: before.viewsCount + 1 });
    expect((await post(t.app, `${VIDEO_SAMPLE}/view`, {}, asha.token)).body.viewsCount).toBe(before.viewsCount + 1);
    expect((await post(t.app, `${VIDEO_SAMPLE}/view`, {}, ravi.token)).body.viewsCount).toBe(before.viewsCount + 2);
    expect(await summary(VIDEO_SAMPLE)).toMatchObject({ sharesCount: before.sharesCount + 2, viewsCount: before.viewsCount + 2 });
  });

  it('episodes are one of the targets: the episode calls see the same likes and shares', async () => {
    const before = (await get(t.app, `/user/getepisode/${EPISODE_ID}`, asha.token)).body.stream;
    await post(t.app, `/interactions/episode/${EPISODE_ID}/like`, {}, asha.token);
    await post(t.app, `/interactions/episode/${EPISODE_ID}/share`, {}, asha.token);
    const after = (await get(t.app, `/user/getepisode/${EPISODE_ID}`, asha.token)).body.stream;
    expect(after.likesCount).toBe(before.likesCount + 1);
    expect(after.likes).toEqual([asha.id]);
    expect(after.shareCount).toBe(before.shareCount + 1);
    const shared = await post(t.app, '/user/share-stream', { streamId: EPISODE_ID }, ravi.token);
    expect((await summary(`/interactions/episode/${EPISODE_ID}`)).sharesCount).toBe(shared.body.shareCount);
  });
});

describe(`ratings (${STORE})`, () => {
  it('one rating per member; rating again replaces it; the average follows', async () => {
    // The sample members' seeded ratings are the starting point.
    const before = await summary(ACADEMY_ITEM);
    const count = before.ratingCount as number;
    const total = Math.round((before.ratingAverage ?? 0) * count);
    const average = (sum: number, n: number) => Math.round((sum / n) * 100) / 100;
    expect((await post(t.app, `${ACADEMY_ITEM}/rating`, { stars: 4 }, asha.token)).body).toEqual({
      success: true,
      stars: 4,
      ratingAverage: average(total + 4, count + 1),
      ratingCount: count + 1,
    });
    expect((await post(t.app, `${ACADEMY_ITEM}/rating`, { stars: 2 }, asha.token)).body).toMatchObject({
      ratingAverage: average(total + 2, count + 1),
      ratingCount: count + 1,
    });
    expect((await post(t.app, `${ACADEMY_ITEM}/rating`, { stars: 5 }, ravi.token)).body).toMatchObject({
      ratingAverage: average(total + 7, count + 2),
      ratingCount: count + 2,
    });
    const forAsha = await summary(ACADEMY_ITEM, asha.token);
    expect(forAsha).toMatchObject({ ratingAverage: average(total + 7, count + 2), ratingCount: count + 2 });
    expect(forAsha.viewer.stars).toBe(2);
    expect((await summary(SPARK)).ratingAverage).toBeNull();
  });

  it('refuses stars that are not a whole number from 1 to 5', async () => {
    for (const stars of [0, 6, 4.5, '4', null]) {
      const answer = await post(t.app, `${ACADEMY_ITEM}/rating`, { stars }, asha.token);
      expect(answer.status, String(stars)).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'Stars must be a whole number from 1 to 5.' });
    }
    expect((await post(t.app, `${ACADEMY_ITEM}/rating`, {}, asha.token)).body.message).toBe('Stars are required.');
    expect((await summary(ACADEMY_ITEM, asha.token)).viewer.stars).toBe(2);
  });
});

describe(`comments, stances, replies (${STORE})`, () => {
  const SPARK_TALK = '/interactions/spark/spark-a-gita-verse-for-exam-stress';

  it('stores comments with stances and replies, and counts them', async () => {
    const agree = await post(t.app, `${SPARK_TALK}/comments`, { text: '  It helped me.  ', stance: 'agree' }, asha.token);
    expect(agree.status).toBe(201);
    expect(agree.body.comment).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      parentId: null,
      authorId: asha.id,
      userName: 'Asha Rao',
      userHandle: (await get(t.app, '/community/me', asha.token)).body.profile.handle,
      userImage: null,
      userStage: expect.objectContaining({ name: 'Jijnasu', meaning: 'Seeker', label: 'Jijnasu — Seeker', rank: 1 }),
      text: 'It helped me.',
      stance: 'agree',
      likes: [],
      likesCount: 0,
      createdAt: expect.any(String),
    });
    await post(t.app, `${SPARK_TALK}/comments`, { text: 'Not for me.', stance: 'disagree' }, ravi.token);
    await post(t.app, `${SPARK_TALK}/comments`, { text: 'Hmm.' }, ravi.token);
    const reply = await post(
      t.app,
      `${SPARK_TALK}/comments`,
      { text: 'Glad to hear.', parentId: agree.body.comment._id },
      ravi.token,
    );
    expect(reply.status).toBe(201);
    expect(reply.body.comment).toMatchObject({ parentId: agree.body.comment._id, userName: 'Ravi Iyer', stance: null });

    const answer = await discussion(SPARK_TALK, asha.token);
    expect(answer.commentsCount).toBe(4);
    expect(answer.stanceCounts).toEqual({ agree: 1, disagree: 1, neutral: 0 });
    expect(answer.comments.map((c: { text: string }) => c.text)).toEqual(['It helped me.', 'Not for me.', 'Hmm.']);
    expect(answer.comments[0].replies.map((r: { text: string; userName: string }) => [r.userName, r.text])).toEqual([
      ['Ravi Iyer', 'Glad to hear.'],
    ]);
    expect((await summary(SPARK_TALK)).stanceCounts).toEqual({ agree: 1, disagree: 1, neutral: 0 });
  });

  it('comment likes are likes of target type comment; the viewer sees only their own mark', async () => {
    const { comment } = (await post(t.app, `${SPARK_TALK}/comments`, { text: 'Like me.', stance: 'neutral' }, asha.token)).body;
    const liked = await post(t.app, `/interactions/comment/${comment._id}/like`, {}, ravi.token);
    expect(liked.body).toEqual({ success: true, liked: true, likesCount: 1 });
    await post(t.app, `/interactions/comment/${comment._id}/like`, {}, asha.token);
    const find = async (token?: string) =>
      (await discussion(SPARK_TALK, token)).comments.find((c: { _id: string }) => c._id === comment._id);
    expect(await find(ravi.token)).toMatchObject({ likes: [ravi.id], likesCount: 2 });
    expect(await find(asha.token)).toMatchObject({ likes: [asha.id], likesCount: 2 });
    expect(await find()).toMatchObject({ likes: [], likesCount: 2 });
  });

  it('refuses replies to replies, stances on replies, and parents on another target', async () => {
    const { comment } = (await post(t.app, `${SPARK_TALK}/comments`, { text: 'Root' }, asha.token)).body;
    const reply = (await post(t.app, `${SPARK_TALK}/comments`, { text: 'Child', parentId: comment._id }, ravi.token)).body
      .comment;
    const nested = await post(t.app, `${SPARK_TALK}/comments`, { text: 'Grandchild', parentId: reply._id }, asha.token);
    expect(nested).toMatchObject({
      status: 400,
      body: { success: false, message: 'A reply answers a comment, not another reply.' },
    });
    const withStance = await post(
      t.app,
      `${SPARK_TALK}/comments`,
      { text: 'Hi', stance: 'agree', parentId: comment._id },
      asha.token,
    );
    expect(withStance.status).toBe(400);
    expect(withStance.body.message).toMatch(/stance/);
    for (const parentId of ['999999', 'abc', comment._id]) {
      const path = parentId === comment._id ? `${ARTICLE}/comments` : `${SPARK_TALK}/comments`;
      const answer = await post(t.app, path, { text: 'Hi', parentId }, asha.token);
      expect(answer, parentId).toMatchObject({
        status: 404,
        body: { success: false, message: 'No comment found with this id.' },
      });
    }
  });

  it('refuses blank, too long, control-character text and unknown stances with 400', async () => {
    const cases: [unknown, string][] = [
      [{ text: '   ' }, 'Comment text is required.'],
      [{}, 'Comment text is required.'],
      [{ text: 'x'.repeat(2001) }, 'Comment text must be at most 2000 characters.'],
      [{ text: 'a\u0000b' }, 'Comment text contains characters that are not allowed.'],
      [{ text: 'Fine', stance: 'maybe' }, 'Stance must be agree, disagree or neutral.'],
      [[1, 2], 'Please send the details as a JSON object.'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t.app, `${ARTICLE}/comments`, body, asha.token);
      expect(answer.status, message).toBe(400);
      expect(answer.body).toEqual({ success: false, message });
    }
    expect((await post(t.app, `${ARTICLE}/comments`, { text: 'x'.repeat(2000) }, asha.token)).status).toBe(201);
  });
});

describe(`a long discussion comes in pages (${STORE})`, () => {
  const EPISODE = 'the-four-vedas';
  const TALK = `/interactions/episode/${EPISODE}/comments`;
  const texts = (comments: { text: string }[]) => comments.map((c) => c.text);

  it('sends the latest 50 comments oldest first, and earlier pages by their cursor, each with its replies', async () => {
    const rows = Array.from({ length: 120 }, (_, n) => ({
      target_type: 'episode',
      target_id: EPISODE,
      parent_id: null,
      member_id: Number(asha.id),
      text: `Thought ${n + 1}`,
      stance: null,
      created_at: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
    }));
    for (let n = 0; n < rows.length; n += 40) await t.db.insertInto('comments').values(rows.slice(n, n + 40)).execute();
    const all = await t.db
      .selectFrom('comments')
      .select(['id', 'text'])
      .where('target_type', '=', 'episode')
      .where('target_id', '=', EPISODE)
      .where('parent_id', 'is', null)
      .orderBy('id')
      .execute();
    const thread = all.find((row) => row.text === 'Thought 30')!;
    await post(t.app, TALK, { text: 'A reply to thirty.', parentId: String(thread.id) }, ravi.token);

    const episode = (await get(t.app, `/user/getepisode/${EPISODE}`)).body.stream;
    expect(texts(episode.comments)).toEqual(texts(all.slice(-50)));

    const latest = await discussion(`/interactions/episode/${EPISODE}`);
    expect(texts(latest.comments)).toEqual(texts(all.slice(-50)));
    expect(latest.threadsCount).toBe(all.length);
    const everyComment = await t.db.selectFrom('comments').select('id').where('target_type', '=', 'episode').where('target_id', '=', EPISODE).execute();
    expect(latest.commentsCount).toBe(everyComment.length);
    expect(latest.earlierBefore).toBe(String(all.at(-50)!.id));

    const before = (cursor: string) => get(t.app, `${TALK}?before=${cursor}`).then((answer) => answer.body);
    const second = await before(latest.earlierBefore);
    expect(texts(second.comments)).toEqual(texts(all.slice(-100, -50)));
    const third = await before(second.earlierBefore);
    expect(texts(third.comments)).toEqual(texts(all.slice(0, -100)));
    expect(third.earlierBefore).toBeNull();
    const withReply = [...second.comments, ...third.comments].find((c: { text: string }) => c.text === 'Thought 30');
    expect(texts(withReply.replies)).toEqual(['A reply to thirty.']);
  });

  it('refuses a cursor that is not a comment id with 400', async () => {
    for (const cursor of ['abc', '0', '-1', '1.5', '9'.repeat(20)]) {
      const answer = await get(t.app, `${TALK}?before=${cursor}`);
      expect(answer.status, cursor).toBe(400);
      expect(answer.body).toEqual({ success: false, message: 'before must be the id of a comment.' });
    }
  });
});

describe(`targets and access (${STORE})`, () => {
  it('answers 404 for an unknown target type or a missing target', async () => {
    const unknown = await get(t.app, '/interactions/podcast/anything');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toMatch(/^Unknown kind of item\. Members can interact with: episode, article, spark/);
    const cases: [string, string][] = [
      ['/interactions/episode/no-such-episode', 'No episode found with this id.'],
      ['/interactions/article/article-that-does-not-exist', 'No article found with this id.'],
      // A spark's id under the article type is not an article.
      ['/interactions/article/spark-bathing-at-sunrise', 'No article found with this id.'],
      ['/interactions/article/drafts.article-four-aims-of-life', 'No article found with this id.'],
      ['/interactions/academy-item/nope', 'No course item found with this id.'],
      // A course the trust has not released yet.
      ['/interactions/academy-item/academyItem-temple-geometry', 'No course item found with this id.'],
      ['/interactions/comment/123456789', 'No comment found with this id.'],
      ['/interactions/comment/abc', 'No comment found with this id.'],
    ];
    for (const [path, message] of cases) {
      for (const answer of [await get(t.app, path), await post(t.app, `${path}/like`, {}, asha.token)]) {
        expect(answer, path).toMatchObject({ status: 404, body: { success: false, message } });
      }
    }
  });

  it('refuses what a target type does not take', async () => {
    const { comment } = (await post(t.app, `${ARTICLE}/comments`, { text: 'Rate me?' }, asha.token)).body;
    const rated = await post(t.app, `/interactions/comment/${comment._id}/rating`, { stars: 5 }, ravi.token);
    expect(rated).toMatchObject({ status: 400, body: { success: false, message: 'This comment cannot be rated.' } });
  });

  it('answers 401 to every write without a member', async () => {
    for (const action of ['like', 'save', 'share', 'view', 'rating', 'comments']) {
      const answer = await post(t.app, `${ARTICLE}/${action}`, { stars: 3, text: 'Hi' });
      expect(answer, action).toMatchObject({ status: 401, body: { success: false, message: 'Please log in to continue.' } });
    }
    expect((await post(t.app, `${ARTICLE}/like`, {}, 'not-a-token')).status).toBe(401);
  });

  it('never sends a reader another member’s id', async () => {
    const reader = await newMember(t.app);
    const { comment } = (await post(t.app, `${ARTICLE}/comments`, { text: 'Liked by Ravi' }, asha.token)).body;
    await post(t.app, `/interactions/comment/${comment._id}/like`, {}, ravi.token);
    const answers = [await summary(ARTICLE, reader.token), await discussion(ARTICLE, reader.token), await discussion(ARTICLE)];
    const likesLists: unknown[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (value && typeof value === 'object') {
        for (const [key, inner] of Object.entries(value)) {
          expect(['member_id', 'memberId', 'userId', 'user_id', 'email']).not.toContain(key);
          if (key === 'likes') likesLists.push(inner);
          collect(inner);
        }
      }
    };
    answers.forEach(collect);
    expect(likesLists.length).toBeGreaterThan(0);
    for (const likes of likesLists) expect(likes).toEqual([]);
    const seen = answers[1].comments.find((c: { _id: string }) => c._id === comment._id);
    expect(seen).toMatchObject({ likes: [], likesCount: 1 });
  });
});
