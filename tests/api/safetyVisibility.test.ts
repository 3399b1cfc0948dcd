/**
 * What a member may not read is not there for them anywhere: the generic interaction endpoints
 * (read, like, save, share, view, rate, comment, and a visitor's share and view) answer 404 for a
 * post outside its audience, one a moderator hid, a tribe's post to others and anything of a
 * member blocked either way, as the post's own page does; comments of a member blocked either way
 * are not listed; search counts only readable posts under a hashtag; a blocked member's "typing…"
 * reaches nobody it should not; a member who left a tribe is out of its conversation at once; and
 * another member's draft answers as a missing one does.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAFETY_MESSAGES } from '../../contracts/messages/safety';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';
import { openLive } from './liveClient';

let t: TestApp;
let baseUrl: string;
let author: TestMember;
let follower: TestMember;
let stranger: TestMember;
let blocked: TestMember;
let moderator: TestMember;
const handles: Record<string, string> = {};

const put = (url: string, token: string) => call(t.app, { method: 'PUT', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
const remove = (url: string, token: string) => call(t.app, { method: 'DELETE', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
const newPost = async (token: string, fields: Record<string, unknown> = {}) => {
  const made = await post(t.app, '/community/posts', { title: 'Evening chant', body: 'Sama Veda notes #samaganam', ...fields }, token);
  expect(made.status).toBe(201);
  return made.body.post.id as string;
};
const comment = (token: string | undefined, type: string, id: string, text: string, parentId?: string) =>
  post(t.app, `/interactions/${type}/${id}/comments`, { text, ...(parentId ? { parentId } : {}) }, token);
const commentTexts = async (type: string, id: string, token?: string) =>
  ((await get(t.app, `/interactions/${type}/${id}/comments`, token)).body.comments as { text: string; replies: { text: string }[] }[]).flatMap((c) => [c.text, ...c.replies.map((r) => r.text)]);
const visitorId = () => `visitor-${Math.random().toString(36).slice(2)}-0123456789`;

/** Every way the generic endpoints reach a target, with whether each answered 404. */
async function reach(type: string, id: string, token: string | undefined) {
  const answers = {
    summary: await get(t.app, `/interactions/${type}/${id}`, token),
    comments: await get(t.app, `/interactions/${type}/${id}/comments`, token),
    visitorShare: await post(t.app, `/interactions/${type}/${id}/visitor-share`, { visitorId: visitorId() }),
    visitorView: await post(t.app, `/interactions/${type}/${id}/visitor-view`, { visitorId: visitorId() }),
    ...(token
      ? {
          like: await post(t.app, `/interactions/${type}/${id}/like`, undefined, token),
          save: await post(t.app, `/interactions/${type}/${id}/save`, undefined, token),
          share: await post(t.app, `/interactions/${type}/${id}/share`, undefined, token),
          view: await post(t.app, `/interactions/${type}/${id}/view`, undefined, token),
          comment: await comment(token, type, id, 'Reaching in'),
        }
      : {}),
  };
  return Object.fromEntries(Object.entries(answers).map(([name, answer]) => [name, answer.status]));
}

beforeAll(async () => {
  t = await startTestApp();
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
  author = await newMember(t.app, { firstName: 'Asha', lastName: 'Menon' });
  follower = await newMember(t.app, { firstName: 'Bala', lastName: 'Krishnan' });
  stranger = await newMember(t.app, { firstName: 'Chitra', lastName: 'Iyer' });
  blocked = await newMember(t.app, { firstName: 'Dev', lastName: 'Rao' });
  moderator = await newMember(t.app, { firstName: 'Mohan', lastName: 'Das' });
  await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', Number(moderator.id)).execute();
  for (const [key, member] of Object.entries({ author, follower, stranger, blocked, moderator })) {
    handles[key] = (await get(t.app, '/community/me', member.token)).body.profile.handle;
  }
  expect((await put(`/community/profiles/${handles.author}/follow`, follower.token)).status).toBe(200);
});
afterAll(async () => {
  await t?.close();
});

describe(`A post's audience, hiding and blocks on the interaction endpoints (${STORE})`, () => {
  it("keeps a followers-only post's discussion, counts and writes to its author's followers", async () => {
    const id = await newPost(author.token, { audience: 'followers' });
    expect((await comment(follower.token, 'post', id, 'For followers only')).status).toBe(201);
    expect((await get(t.app, `/community/posts/${id}`)).status).toBe(404);
    const gone = { summary: 404, comments: 404, visitorShare: 404, visitorView: 404 };
    expect(await reach('post', id, undefined)).toEqual(gone);
    expect(await reach('post', id, stranger.token)).toEqual({ ...gone, like: 404, save: 404, share: 404, view: 404, comment: 404 });
    // Nothing the refused calls tried was stored.
    const summary = (await get(t.app, `/interactions/post/${id}`, follower.token)).body.interactions;
    expect(summary).toMatchObject({ likesCount: 0, savesCount: 0, sharesCount: 0, viewsCount: 0, commentsCount: 1 });
    expect(await commentTexts('post', id, follower.token)).toEqual(['For followers only']);
    // A list of cards leaves it out for whom it is not.
    const cards = (token?: string) => get(t.app, `/interactions/summaries?targets=post:${id},episode:matsya-the-fish`, token);
    expect((await cards(stranger.token)).body.summaries.map((s: { targetType: string }) => s.targetType)).toEqual(['episode']);
    expect((await cards(follower.token)).body.summaries.map((s: { targetType: string }) => s.targetType)).toEqual(['post', 'episode']);
    // Its comments are as private as it is.
    const commentId = (await get(t.app, `/interactions/post/${id}/comments`, follower.token)).body.comments[0]._id as string;
    expect((await post(t.app, `/interactions/comment/${commentId}/like`, undefined, stranger.token)).status).toBe(404);
    expect((await post(t.app, `/interactions/comment/${commentId}/like`, undefined, author.token)).status).toBe(200);
    expect((await post(t.app, '/reports', { itemType: 'comment', itemId: commentId, reason: 'spam' }, stranger.token)).status).toBe(404);
  });

  it("keeps a tribe's post to the tribe's members", async () => {
    expect((await put('/community/tribes/gita-study-circle/membership', author.token)).status).toBe(200);
    const id = await newPost(author.token, { audience: 'tribe', tribe: 'gita-study-circle' });
    expect((await comment(stranger.token, 'post', id, 'Not in the tribe')).status).toBe(404);
    expect((await post(t.app, `/interactions/post/${id}/like`, undefined, stranger.token)).status).toBe(404);
    expect((await put('/community/tribes/gita-study-circle/membership', stranger.token)).status).toBe(200);
    expect((await comment(stranger.token, 'post', id, 'Now in the tribe')).status).toBe(201);
    await remove('/community/tribes/gita-study-circle/membership', stranger.token);
    expect((await get(t.app, `/interactions/post/${id}/comments`, stranger.token)).status).toBe(404);
  });

  it('takes a post a moderator hid away from everyone but its author, on every endpoint', async () => {
    const id = await newPost(author.token);
    expect((await comment(follower.token, 'post', id, 'Before the hiding')).status).toBe(201);
    expect((await post(t.app, `/moderation/items/post/${id}/decision`, { action: 'hide', reason: 'Spam' }, moderator.token)).status).toBe(201);
    expect((await get(t.app, `/community/posts/${id}`)).status).toBe(404);
    expect(await reach('post', id, undefined)).toEqual({ summary: 404, comments: 404, visitorShare: 404, visitorView: 404 });
    expect((await post(t.app, `/interactions/post/${id}/like`, undefined, follower.token)).status).toBe(404);
    expect(await commentTexts('post', id, author.token)).toEqual(['Before the hiding']);
  });

  it("keeps a hidden comment and a hidden member's article out of reach too", async () => {
    const postId = await newPost(author.token);
    const unkind = (await comment(blocked.token, 'post', postId, 'Something unkind')).body.comment._id as string;
    expect((await post(t.app, `/moderation/items/comment/${unkind}/decision`, { action: 'hide', reason: 'Harassment' }, moderator.token)).status).toBe(201);
    expect((await post(t.app, `/interactions/comment/${unkind}/like`, undefined, follower.token)).status).toBe(404);
    expect((await comment(follower.token, 'post', postId, 'Answering it', unkind)).status).toBe(404);
    expect(await commentTexts('post', postId, follower.token)).toEqual([]);

    const now = new Date().toISOString();
    const article = await t.db
      .insertInto('member_articles')
      .values({ author_id: Number(author.id), title: 'The Quiet Mind', body: '[]', status: 'published', created_at: now, updated_at: now, published_at: now, excerpt: 'On stillness', read_minutes: 1, image_url: null, image_alt: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    const articleId = String(article.id);
    expect((await comment(follower.token, 'member-article', articleId, 'Well put')).status).toBe(201);
    expect((await post(t.app, `/moderation/items/article/${articleId}/decision`, { action: 'hide', reason: 'Copied' }, moderator.token)).status).toBe(201);
    expect(await reach('member-article', articleId, stranger.token)).toEqual({ summary: 404, comments: 404, visitorShare: 404, visitorView: 404, like: 404, save: 404, share: 404, view: 404, comment: 404 });
    expect(await commentTexts('member-article', articleId, author.token)).toEqual(['Well put']);
  });

  it('after a block neither member likes, comments on or reads the comments of the other, on anyone\'s item', async () => {
    const authorsPost = await newPost(author.token);
    const strangersPost = await newPost(stranger.token);
    const authorsComment = (await comment(author.token, 'post', strangersPost, 'By Asha')).body.comment._id as string;
    const blockedsComment = (await comment(blocked.token, 'post', strangersPost, 'By Dev')).body.comment._id as string;
    expect((await put(`/blocks/${handles.blocked}`, author.token)).status).toBe(200);

    expect((await post(t.app, `/interactions/post/${authorsPost}/like`, undefined, blocked.token)).status).toBe(404);
    // Commenting says why it is refused, as it did before the item became unreadable to them.
    expect(await comment(blocked.token, 'post', authorsPost, 'Let me in')).toMatchObject({ status: 403, body: { message: SAFETY_MESSAGES.blockedComment } });
    expect((await get(t.app, `/interactions/post/${authorsPost}/comments`, blocked.token)).status).toBe(404);
    expect((await post(t.app, `/interactions/comment/${authorsComment}/like`, undefined, blocked.token)).status).toBe(404);
    expect((await post(t.app, `/interactions/comment/${blockedsComment}/like`, undefined, author.token)).status).toBe(404);
    // On a third member's post, each is left out of the other's view of the discussion; others see both.
    expect(await commentTexts('post', strangersPost, blocked.token)).toEqual(['By Dev']);
    expect(await commentTexts('post', strangersPost, author.token)).toEqual(['By Asha']);
    expect(await commentTexts('post', strangersPost, follower.token)).toEqual(['By Asha', 'By Dev']);
    expect(await commentTexts('post', strangersPost)).toEqual(['By Asha', 'By Dev']);
    // Nothing of Dev's tries was stored.
    expect((await get(t.app, `/interactions/post/${authorsPost}`, author.token)).body.interactions).toMatchObject({ likesCount: 0, commentsCount: 0 });

    expect((await remove(`/blocks/${handles.blocked}`, author.token)).status).toBe(200);
    expect((await post(t.app, `/interactions/post/${authorsPost}/like`, undefined, blocked.token)).status).toBe(200);
    expect(await commentTexts('post', strangersPost, author.token)).toEqual(['By Asha', 'By Dev']);
  });

  it('counts under a hashtag in search only the posts the viewer may read', async () => {
    const tag = `#quietvisibility${STORE.toLowerCase()}`;
    await newPost(author.token, { body: `Open to all ${tag}` });
    await newPost(author.token, { body: `Followers only ${tag}`, audience: 'followers' });
    const hidden = await newPost(author.token, { body: `Hidden ${tag}` });
    await post(t.app, `/moderation/items/post/${hidden}/decision`, { action: 'hide', reason: 'Spam' }, moderator.token);
    const countFor = async (token?: string) =>
      (await get(t.app, `/community/search?q=${encodeURIComponent(tag)}`, token)).body.hashtags.find((h: { hashtag: string }) => h.hashtag === tag.slice(1))?.postsCount;
    expect(await countFor()).toBe(1);
    expect(await countFor(stranger.token)).toBe(1);
    expect(await countFor(follower.token)).toBe(2);
    expect(await countFor(author.token)).toBe(3);
  });
});

describe(`Typing, a left tribe's conversation and others' drafts (${STORE})`, () => {
  it("sends no blocked member's \"typing…\": refused in a direct conversation, left out in a tribe's", async () => {
    const direct = (await post(t.app, '/messages/conversations', { handle: handles.blocked }, follower.token)).body.conversation.id as string;
    const toFollower = await openLive(baseUrl, follower.token);
    expect((await toFollower.next()).event).toBe('ready');
    expect((await put(`/blocks/${handles.blocked}`, follower.token)).status).toBe(200);
    const refused = await post(t.app, `/messages/conversations/${direct}/typing`, {}, blocked.token);
    expect(refused).toMatchObject({ status: 403, body: { success: false } });

    for (const member of [follower, blocked, stranger]) await put('/community/tribes/sanskrit-sangha/membership', member.token);
    const tribeConversation = (await get(t.app, '/messages/conversations?filter=tribes', follower.token)).body.conversations.find(
      (c: { tribe: { slug: string } | null }) => c.tribe?.slug === 'sanskrit-sangha',
    ).id as string;
    // Everyone's list takes them into the conversation.
    for (const member of [blocked, stranger]) await get(t.app, '/messages/conversations?filter=tribes', member.token);
    expect((await post(t.app, `/messages/conversations/${tribeConversation}/typing`, {}, blocked.token)).status).toBe(200);
    expect((await post(t.app, `/messages/conversations/${tribeConversation}/typing`, {}, stranger.token)).status).toBe(200);
    // The first "typing…" the blocker hears is the second member's: the blocked member's never came.
    expect((await toFollower.nextOf('typing')).data.handle).toBe(handles.stranger);
    toFollower.close();
    await remove(`/blocks/${handles.blocked}`, follower.token);
  });

  it("takes a member who left a tribe out of its conversation at once: nothing read, nothing sent", async () => {
    const leaver = await newMember(t.app, { firstName: 'Lata', lastName: 'Pillai' });
    await put('/community/tribes/sanskrit-sangha/membership', leaver.token);
    const id = (await get(t.app, '/messages/conversations?filter=tribes', leaver.token)).body.conversations.find((c: { tribe: { slug: string } | null }) => c.tribe?.slug === 'sanskrit-sangha')
      .id as string;
    expect((await post(t.app, `/messages/conversations/${id}/messages`, { text: 'Hello all' }, leaver.token)).status).toBe(201);
    expect((await remove('/community/tribes/sanskrit-sangha/membership', leaver.token)).status).toBe(200);
    expect((await get(t.app, `/messages/conversations/${id}`, leaver.token)).status).toBe(404);
    expect((await post(t.app, `/messages/conversations/${id}/messages`, { text: 'One more' }, leaver.token)).status).toBe(404);
    expect((await post(t.app, `/messages/conversations/${id}/typing`, {}, leaver.token)).status).toBe(404);
    const texts = (await get(t.app, `/messages/conversations/${id}`, stranger.token)).body.messages.map((m: { text: string }) => m.text);
    expect(texts).toContain('Hello all');
    expect(texts).not.toContain('One more');
  });

  it("answers another member's post it may not read as a missing one, and one it may read as not theirs", async () => {
    const privatePost = await newPost(author.token, { audience: 'followers' });
    const publicPost = await newPost(author.token);
    const missing = await remove('/community/posts/999999', stranger.token);
    expect(missing.status).toBe(404);
    expect(await remove(`/community/posts/${privatePost}`, stranger.token)).toEqual(expect.objectContaining({ status: 404, body: missing.body }));
    expect((await remove(`/community/posts/${publicPost}`, stranger.token)).status).toBe(403);
  });
});
