import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EPISODE_CATEGORIES } from '../../api/src/episodes/categories';
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

const episode = async (token?: string, id = EPISODE_ID) => (await get(t.app, `/user/getepisode/${id}`, token)).body.stream;

describe(`episode listing (${STORE})`, () => {
  it("groups the seeded episodes by category in the pages' order, at least 4 each", async () => {
    const answer = await get(t.app, '/user/getAllEpisodesGroupedByCategory');
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(answer.body.data.map((group: { category: string }) => group.category)).toEqual([...EPISODE_CATEGORIES]);
    for (const group of answer.body.data) {
      expect(group.episodes.length).toBeGreaterThanOrEqual(4);
      for (const item of group.episodes) {
        expect(item).toEqual({
          _id: expect.any(String),
          name: expect.any(String),
          description: expect.any(String),
          video: expect.stringMatching(/^\/media\/.+\.mp4$/),
          thumbnail: expect.stringMatching(/^\/media\/.+\.jpg$/),
          category: group.category,
          likes: [],
          likesCount: expect.any(Number),
          saveStreams: [],
          shareCount: expect.any(Number),
        });
      }
    }
  });

  it('keeps a stable order between calls', async () => {
    const ids = async () =>
      (await get(t.app, '/user/getAllEpisodesGroupedByCategory')).body.data.flatMap((g: { episodes: { _id: string }[] }) =>
        g.episodes.map((e) => e._id),
      );
    expect(await ids()).toEqual(await ids());
  });

  it("shows the viewer's own likes and saves only", async () => {
    await post(t.app, '/user/like-unlike-stream', { streamId: 'kurma-the-tortoise' }, asha.token);
    await post(t.app, '/user/save-unsave-stream', { streamId: 'kurma-the-tortoise' }, asha.token);
    const find = async (token?: string) =>
      (await get(t.app, '/user/getAllEpisodesGroupedByCategory', token)).body.data
        .flatMap((g: { episodes: unknown[] }) => g.episodes)
        .find((e: { _id: string }) => e._id === 'kurma-the-tortoise');
    expect(await find(asha.token)).toMatchObject({ likes: [asha.id], saveStreams: [asha.id], likesCount: 1 });
    expect(await find(ravi.token)).toMatchObject({ likes: [], saveStreams: [], likesCount: 1 });
    expect(await find()).toMatchObject({ likes: [], saveStreams: [], likesCount: 1 });
  });
});

describe(`single episode (${STORE})`, () => {
  it('answers the episode with every field of its contract', async () => {
    const answer = await get(t.app, `/user/getepisode/${EPISODE_ID}`);
    expect(answer.status).toBe(200);
    expect(answer.body.success).toBe(true);
    expect(Object.keys(answer.body.stream).sort()).toEqual(
      [
        '_id',
        'name',
        'description',
        'video',
        'thumbnail',
        'category',
        'likes',
        'likesCount',
        'saveStreams',
        'shareCount',
        'comments',
      ].sort(),
    );
  });

  it('answers 404 for an unknown id', async () => {
    const answer = await get(t.app, '/user/getepisode/no-such-episode');
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ success: false, message: 'No episode found.' });
  });

  it('answers 404, not a database error, for ids that cannot be episode ids', async () => {
    for (const id of ['a%00b', "x'%20OR%201%3D1", '%E0%A4%93', 'MATSYA-THE-FISH']) {
      const answer = await get(t.app, `/user/getepisode/${id}`);
      expect(answer.status, id).toBe(404);
      expect(answer.body).toEqual({ success: false, message: 'No episode found.' });
    }
    for (const url of ['/user/like-unlike-stream', '/user/save-unsave-stream', '/user/share-stream']) {
      expect(await post(t.app, url, { streamId: 'matsya\u0000the-fish' }, asha.token)).toMatchObject({ status: 404 });
    }
    const comment = await post(t.app, '/user/add-comment-to-stream', { streamId: 'matsya\u0000', text: 'Hi' }, asha.token);
    expect(comment).toMatchObject({ status: 404, body: { success: false, message: 'No episode found with this id.' } });
  });
});

describe(`toggles (${STORE})`, () => {
  it('like twice returns to the start', async () => {
    const before = (await episode(ravi.token)).likesCount;
    const first = await post(t.app, '/user/like-unlike-stream', { streamId: 'varaha-the-boar' }, ravi.token);
    expect(first.body).toEqual({ success: true, liked: true, likesCount: 1 });
    expect((await episode(ravi.token, 'varaha-the-boar')).likes).toEqual([ravi.id]);
    const second = await post(t.app, '/user/like-unlike-stream', { streamId: 'varaha-the-boar' }, ravi.token);
    expect(second.body).toEqual({ success: true, liked: false, likesCount: 0 });
    expect((await episode(ravi.token, 'varaha-the-boar')).likes).toEqual([]);
    expect((await episode(ravi.token)).likesCount).toBe(before);
  });

  it('save twice returns to the start', async () => {
    expect((await post(t.app, '/user/save-unsave-stream', { streamId: 'varaha-the-boar' }, ravi.token)).body).toEqual({
      success: true,
      saved: true,
    });
    expect((await episode(ravi.token, 'varaha-the-boar')).saveStreams).toEqual([ravi.id]);
    expect((await post(t.app, '/user/save-unsave-stream', { streamId: 'varaha-the-boar' }, ravi.token)).body).toEqual({
      success: true,
      saved: false,
    });
    expect((await episode(ravi.token, 'varaha-the-boar')).saveStreams).toEqual([]);
  });

  it('two members liking count 2, and each sees only their own id', async () => {
    await post(t.app, '/user/like-unlike-stream', { streamId: 'rama-the-ideal-king' }, asha.token);
    const answer = await post(t.app, '/user/like-unlike-stream', { streamId: 'rama-the-ideal-king' }, ravi.token);
    expect(answer.body).toEqual({ success: true, liked: true, likesCount: 2 });
    expect((await episode(asha.token, 'rama-the-ideal-king')).likes).toEqual([asha.id]);
  });

  it('share counts up by one each time', async () => {
    const start = (await episode(undefined, 'vamana-three-steps')).shareCount;
    expect((await post(t.app, '/user/share-stream', { streamId: 'vamana-three-steps' }, asha.token)).body).toEqual({
      success: true,
      shareCount: start + 1,
    });
    expect((await post(t.app, '/user/share-stream', { streamId: 'vamana-three-steps' }, ravi.token)).body).toEqual({
      success: true,
      shareCount: start + 2,
    });
    expect((await episode(undefined, 'vamana-three-steps')).shareCount).toBe(start + 2);
  });

  it.each(['/user/like-unlike-stream', '/user/save-unsave-stream', '/user/share-stream'])(
    '%s answers 404 for an unknown stream and 400 without one',
    async (url) => {
      expect(await post(t.app, url, { streamId: 'no-such-episode' }, asha.token)).toMatchObject({
        status: 404,
        body: { success: false, message: expect.stringMatching(/No episode/) },
      });
      expect(await post(t.app, url, {}, asha.token)).toMatchObject({
        status: 400,
        body: { success: false, message: 'Stream id is required.' },
      });
      expect(await post(t.app, url, { streamId: { $ne: null } }, asha.token)).toMatchObject({
        status: 400,
        body: { success: false, message: 'Stream id must be text.' },
      });
      expect(await post(t.app, url, { streamId: 'x'.repeat(201) }, asha.token)).toMatchObject({ status: 400 });
    },
  );
});

describe(`comments and replies (${STORE})`, () => {
  it('come back oldest first with the right author, text trimmed', async () => {
    const streamId = 'narasimha-the-protector';
    const first = await post(
      t.app,
      '/user/add-comment-to-stream',
      { streamId, text: '  Prahlada’s faith is the heart of this story.  ' },
      asha.token,
    );
    expect(first.status).toBe(201);
    expect(first.body).toEqual({
      success: true,
      comment: {
        _id: expect.any(String),
        userName: 'Asha Rao',
        userImage: null,
        text: 'Prahlada’s faith is the heart of this story.',
        userStage: expect.objectContaining({ name: 'Jijnasu', meaning: 'Seeker', label: 'Jijnasu — Seeker', rank: 1 }),
        likes: [],
        likesCount: 0,
        replies: [],
        createdAt: expect.any(String),
      },
    });
    const second = await post(
      t.app,
      '/user/add-comment-to-stream',
      { streamId, text: 'Dusk, a threshold, neither man nor beast: clever.' },
      ravi.token,
    );
    const third = await post(t.app, '/user/add-comment-to-stream', { streamId, text: 'Watching again tonight.' }, asha.token);
    const replyA = await post(
      t.app,
      '/user/add-reply-to-stream-comment',
      { commentId: first.body.comment._id, text: 'Agreed!' },
      ravi.token,
    );
    expect(replyA.status).toBe(201);
    expect(replyA.body).toEqual({
      success: true,
      reply: { _id: expect.any(String), userName: 'Ravi Iyer', userImage: null, text: 'Agreed!', createdAt: expect.any(String), userStage: expect.objectContaining({ name: 'Jijnasu', meaning: 'Seeker', label: 'Jijnasu — Seeker', rank: 1 }) },
    });
    await post(t.app, '/user/add-reply-to-stream-comment', { commentId: first.body.comment._id, text: 'Thank you.' }, asha.token);
    await post(
      t.app,
      '/user/add-reply-to-stream-comment',
      { commentId: Number(second.body.comment._id), text: 'Numbers as ids work too.' },
      asha.token,
    );

    const { comments } = await episode(undefined, streamId);
    expect(comments.map((c: { text: string; userName: string }) => [c.userName, c.text])).toEqual([
      ['Asha Rao', 'Prahlada’s faith is the heart of this story.'],
      ['Ravi Iyer', 'Dusk, a threshold, neither man nor beast: clever.'],
      ['Asha Rao', 'Watching again tonight.'],
    ]);
    expect(comments[0].replies.map((r: { text: string; userName: string }) => [r.userName, r.text])).toEqual([
      ['Ravi Iyer', 'Agreed!'],
      ['Asha Rao', 'Thank you.'],
    ]);
    expect(comments[1].replies).toHaveLength(1);
    expect(comments[2]._id).toBe(third.body.comment._id);
  });

  it('comment like toggles, counts per member and shows only the viewer', async () => {
    const comment = (await post(t.app, '/user/add-comment-to-stream', { streamId: EPISODE_ID, text: 'Like me' }, asha.token)).body
      .comment;
    expect((await post(t.app, '/user/like-unlike-stream-comment', { commentId: comment._id }, asha.token)).body).toEqual({
      success: true,
      liked: true,
      likesCount: 1,
    });
    expect((await post(t.app, '/user/like-unlike-stream-comment', { commentId: comment._id }, ravi.token)).body).toEqual({
      success: true,
      liked: true,
      likesCount: 2,
    });
    const seen = (await episode(ravi.token)).comments.find((c: { _id: string }) => c._id === comment._id);
    expect(seen).toMatchObject({ likes: [ravi.id], likesCount: 2 });
    expect((await post(t.app, '/user/like-unlike-stream-comment', { commentId: comment._id }, ravi.token)).body).toEqual({
      success: true,
      liked: false,
      likesCount: 1,
    });
    expect((await post(t.app, '/user/like-unlike-stream-comment', { commentId: comment._id }, asha.token)).body).toEqual({
      success: true,
      liked: false,
      likesCount: 0,
    });
  });

  it('refuses blank, too-long and wrong-typed text with 400, writing nothing', async () => {
    const count = async () => (await episode(undefined, 'the-four-vedas')).comments.length;
    const before = await count();
    for (const [text, message] of [
      ['   ', /Comment text is required/],
      ['', /Comment text is required/],
      ['x'.repeat(2001), /at most 2000/],
      [42, /must be text/],
      [undefined, /Comment text is required/],
      ['\u200b \u200b\ufeff', /Comment text is required/],
      // PostgreSQL refuses NUL in text; a lone surrogate would be stored as U+FFFD.
      ['hello\u0000world', /Comment text contains characters that are not allowed/],
      ['hello \ud800', /Comment text contains characters that are not allowed/],
    ] as const) {
      const answer = await post(t.app, '/user/add-comment-to-stream', { streamId: 'the-four-vedas', text }, asha.token);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: expect.stringMatching(message) });
    }
    expect(
      (await post(t.app, '/user/add-comment-to-stream', { streamId: 'the-four-vedas', text: 'y'.repeat(2000) }, asha.token))
        .status,
    ).toBe(201);
    expect(await count()).toBe(before + 1);
    const comment = (await episode(undefined, 'the-four-vedas')).comments[0];
    expect(
      (await post(t.app, '/user/add-reply-to-stream-comment', { commentId: comment._id, text: ' ' }, asha.token)).body.message,
    ).toMatch(/Reply text is required/);
    expect(
      (await post(t.app, '/user/add-reply-to-stream-comment', { commentId: comment._id, text: 'z'.repeat(2001) }, asha.token))
        .status,
    ).toBe(400);
    expect(
      (await post(t.app, '/user/add-reply-to-stream-comment', { commentId: comment._id, text: 'a\u0000b' }, asha.token)).body,
    ).toEqual({ success: false, message: 'Reply text contains characters that are not allowed.' });
    expect((await episode(undefined, 'the-four-vedas')).comments[0].replies).toEqual([]);
  });

  it('keeps Unicode text, line breaks and SQL-looking text exactly as written', async () => {
    const text = "ॐ नमो नारायणाय 🙏\nline two\t'); DROP TABLE comments; --";
    const answer = await post(t.app, '/user/add-comment-to-stream', { streamId: 'temples-as-sacred-geometry', text }, asha.token);
    expect(answer.status).toBe(201);
    expect(answer.body.comment.text).toBe(text);
    expect((await episode(undefined, 'temples-as-sacred-geometry')).comments.at(-1).text).toBe(text);
  });

  it('answers 404 for an unknown stream or comment', async () => {
    expect(
      (await post(t.app, '/user/add-comment-to-stream', { streamId: 'no-such-episode', text: 'Hello' }, asha.token)).status,
    ).toBe(404);
    for (const commentId of ['999999', 'abc', '1.5', '-1', '99999999999999999999']) {
      const reply = await post(t.app, '/user/add-reply-to-stream-comment', { commentId, text: 'Hello' }, asha.token);
      expect(reply.status, commentId).toBe(404);
      expect(reply.body).toEqual({ success: false, message: 'No comment found with this id.' });
      expect((await post(t.app, '/user/like-unlike-stream-comment', { commentId }, asha.token)).status).toBe(404);
    }
  });

  it.each([
    ['/user/like-unlike-stream', { streamId: EPISODE_ID }],
    ['/user/save-unsave-stream', { streamId: EPISODE_ID }],
    ['/user/share-stream', { streamId: EPISODE_ID }],
    ['/user/add-comment-to-stream', { streamId: EPISODE_ID, text: 'Hi' }],
    ['/user/add-reply-to-stream-comment', { commentId: '1', text: 'Hi' }],
    ['/user/like-unlike-stream-comment', { commentId: '1' }],
  ])('%s answers 401 without a token', async (url, body) => {
    expect(await post(t.app, url, body)).toMatchObject({
      status: 401,
      body: { success: false, message: 'Please log in to continue.' },
    });
  });
});
