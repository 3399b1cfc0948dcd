/**
 * What a member sees of others stays consistent with blocks, hiding and deletion: comment counts
 * leave out comments of a member blocked either way and the replies under them (as the discussions
 * do); a story is reacted to
 * and replied to only by whom it is shown to, and only for its day; saved items no longer there say
 * so instead of showing an empty title, and every kind that can be saved is listed; a deleted story takes its likes, replies and notifications
 * with it; and a deleted comment's words leave the notifications that
 * quoted it and its replies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clock } from '../../api/src/clock';
import { STORY_LIFETIME_MS } from '../../contracts/communityRules';
import { COMMUNITY_MESSAGES } from '../../contracts/messages/community';
import { academyItemPath, sparkPath, videoPreviewPath } from '../../contracts/routes';
import { SAFETY_MESSAGES } from '../../contracts/messages/safety';
import { call, get, newMember, post, startTestApp, STORE, type TestApp, type TestMember } from './helpers';

let t: TestApp;
let author: TestMember;
let friend: TestMember;
let rude: TestMember;
let moderator: TestMember;
const handles: Record<string, string> = {};

const send = (method: 'PUT' | 'DELETE', url: string, token: string) => call(t.app, { method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` } });
const newPost = async (token: string, title = 'Evening chant') => {
  const made = await post(t.app, '/community/posts', { title, body: 'Sama Veda notes' }, token);
  expect(made.status).toBe(201);
  return made.body.post.id as string;
};
/** The words of every comment and reply a list shows. */
const shownIn = (threads: { text: string; replies: { text: string }[] }[]) => threads.flatMap((thread) => [thread.text, ...thread.replies.map((reply) => reply.text)]);
const comment = (token: string, type: string, id: string, text: string, parentId?: string) =>
  post(t.app, `/interactions/${type}/${id}/comments`, { text, ...(parentId ? { parentId } : {}) }, token);
const storyOf = async (member: TestMember, sharedAtMs = clock.nowMs()) =>
  String(
    (
      await t.db
        .insertInto('stories')
        .values({ author_id: Number(member.id), image_url: '/uploads/story.jpg', image_alt: 'The river at dawn', caption: 'The river at dawn', created_at: new Date(sharedAtMs).toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id,
  );

beforeAll(async () => {
  t = await startTestApp();
  author = await newMember(t.app, { firstName: 'Asha', lastName: 'Menon' });
  friend = await newMember(t.app, { firstName: 'Bala', lastName: 'Krishnan' });
  rude = await newMember(t.app, { firstName: 'Dev', lastName: 'Rao' });
  moderator = await newMember(t.app, { firstName: 'Mohan', lastName: 'Das' });
  await t.db.updateTable('users').set({ role: 'moderator' }).where('id', '=', Number(moderator.id)).execute();
  for (const [key, member] of Object.entries({ author, friend, rude })) handles[key] = (await get(t.app, '/community/me', member.token)).body.profile.handle;
});
afterAll(async () => {
  await t?.close();
});

describe(`Counts, stories, saved items and deleted comments as a viewer sees them (${STORE})`, () => {
  it("counts a post's and an article's comments without those of a member blocked either way", async () => {
    const postId = await newPost(author.token);
    const article = 'article-four-aims-of-life';
    for (const [type, id] of [['post', postId], ['article', article]] as const) {
      expect((await comment(friend.token, type, id, 'A kind word')).status).toBe(201);
      const rudeComment = (await comment(rude.token, type, id, 'An unkind word')).body.comment._id as string;
      expect((await comment(friend.token, type, id, 'Answering Dev', rudeComment)).status).toBe(201);
    }
    const postCount = async (token: string) => (await get(t.app, `/community/posts/${postId}`, token)).body.post.commentsCount;
    const counts = async (type: string, id: string, token: string) => ({
      summary: (await get(t.app, `/interactions/${type}/${id}`, token)).body.interactions.commentsCount,
      list: (await get(t.app, `/interactions/${type}/${id}/comments`, token)).body.commentsCount,
      many: (await get(t.app, `/interactions/summaries?targets=${type}:${id}`, token)).body.summaries[0].commentsCount,
    });
    expect(await postCount(author.token)).toBe(3);
    expect(await counts('article', article, author.token)).toEqual({ summary: 3, list: 3, many: 3 });

    // The author blocks Dev: Dev's comment leaves the author's counts, and so does Bala's reply under it, which no
    // list shows the author either (a reply is shown under its comment): counts and lists agree.
    expect((await send('PUT', `/blocks/${handles.rude}`, author.token)).status).toBe(200);
    expect(await postCount(author.token)).toBe(1);
    const discussion = (await get(t.app, `/community/posts/${postId}/comments`, author.token)).body;
    expect(discussion.commentsCount).toBe(1);
    expect(shownIn(discussion.comments)).toEqual(['A kind word']);
    expect(await counts('article', article, author.token)).toEqual({ summary: 1, list: 1, many: 1 });
    expect(shownIn((await get(t.app, `/interactions/article/${article}/comments`, author.token)).body.comments)).not.toContain('Answering Dev');
    const feedCard = (await get(t.app, '/community/feed', author.token)).body.posts.find((p: { id: string }) => p.id === postId);
    expect(feedCard.commentsCount).toBe(1);
    // Bala blocked nobody: Bala still counts every comment; a visitor too.
    expect(await counts('article', article, friend.token)).toEqual({ summary: 3, list: 3, many: 3 });
    expect((await get(t.app, `/interactions/article/${article}`)).body.interactions.commentsCount).toBeGreaterThanOrEqual(3);

    // The other way: Dev blocked Bala, so Bala's count leaves Dev's comment, and Bala's own reply under it, out too.
    expect((await send('PUT', `/blocks/${handles.friend}`, rude.token)).status).toBe(200);
    expect(await counts('article', article, friend.token)).toEqual({ summary: 1, list: 1, many: 1 });
  });

  it('lets a story be liked and replied to for its day by whom it is shown to, and by no one blocked either way', async () => {
    const [asha, bala, dev] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const devHandle = (await get(t.app, '/community/me', dev.token)).body.profile.handle;
    expect((await send('PUT', `/blocks/${devHandle}`, asha.token)).status).toBe(200);
    const story = await storyOf(asha);

    expect((await post(t.app, `/interactions/story/${story}/like`, undefined, bala.token)).body).toMatchObject({ liked: true, likesCount: 1 });
    expect((await comment(bala.token, 'story', story, 'What a sunrise')).status).toBe(201);
    const likeNotice = await t.db.selectFrom('notifications').select('kind').where('recipient_id', '=', Number(asha.id)).where('item_type', '=', 'story').execute();
    expect(likeNotice.map((n) => n.kind).sort()).toEqual(['comment', 'like']);

    // Dev, blocked by Asha, can neither react nor reply; nothing of it is stored.
    expect((await post(t.app, `/interactions/story/${story}/like`, undefined, dev.token)).status).toBe(404);
    expect(await comment(dev.token, 'story', story, 'Let me in')).toMatchObject({ status: 403, body: { success: false, message: SAFETY_MESSAGES.blockedComment } });
    expect((await get(t.app, `/interactions/story/${story}/comments`, dev.token)).status).toBe(404);
    const stored = await t.db.selectFrom('comments').select('text').where('target_type', '=', 'story').where('target_id', '=', story).execute();
    expect(stored.map((row) => row.text)).toEqual(['What a sunrise']);

    // A story is not saved or shared: it is gone in a day.
    expect((await post(t.app, `/interactions/story/${story}/save`, undefined, bala.token)).status).toBe(400);

    // A story shared more than a day ago answers 404 to everyone, its author included.
    const expired = await storyOf(asha, clock.nowMs() - STORY_LIFETIME_MS - 60_000);
    expect((await post(t.app, `/interactions/story/${expired}/like`, undefined, bala.token)).status).toBe(404);
    expect((await comment(bala.token, 'story', expired, 'Still there?')).status).toBe(404);
    expect((await get(t.app, `/interactions/story/${expired}`, asha.token)).status).toBe(404);

    // A story a moderator hid is gone for all but its author.
    const hidden = await storyOf(asha);
    expect((await post(t.app, `/moderation/items/story/${hidden}/decision`, { action: 'hide', reason: 'Not suitable' }, moderator.token)).status).toBe(201);
    expect((await post(t.app, `/interactions/story/${hidden}/like`, undefined, bala.token)).status).toBe(404);
    expect((await get(t.app, `/interactions/story/${hidden}`, asha.token)).status).toBe(200);
  });

  it('deletes a story with its likes and replies, their likes, and the notifications that point at any of them', async () => {
    const [asha, bala, chitra] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const story = await storyOf(asha);
    expect((await post(t.app, `/interactions/story/${story}/like`, undefined, bala.token)).status).toBe(200);
    const reply = (await comment(bala.token, 'story', story, 'What a sunrise')).body.comment._id as string;
    expect((await comment(chitra.token, 'story', story, 'Where is this river?', reply)).status).toBe(201);
    expect((await post(t.app, `/interactions/comment/${reply}/like`, undefined, asha.token)).status).toBe(200);
    const left = async () => ({
      comments: (await t.db.selectFrom('comments').select('id').where('target_type', '=', 'story').where('target_id', '=', story).execute()).length,
      reactions: (
        await t.db
          .selectFrom('reactions')
          .select('kind')
          .where((eb) => eb.or([eb.and([eb('target_type', '=', 'story'), eb('target_id', '=', story)]), eb.and([eb('target_type', '=', 'comment'), eb('target_id', '=', reply)])]))
          .execute()
      ).length,
      notifications: (
        await t.db
          .selectFrom('notifications')
          .select('kind')
          .where((eb) => eb.or([eb.and([eb('item_type', '=', 'story'), eb('item_id', '=', story)]), eb.and([eb('item_type', '=', 'comment'), eb('item_id', '=', reply)])]))
          .execute()
      ).length,
    });
    // Asha was told of the like, Bala's reply and Chitra's; Bala of Chitra's answer and of Asha's like.
    expect(await left()).toEqual({ comments: 2, reactions: 2, notifications: 5 });
    expect((await send('DELETE', `/community/stories/${story}`, asha.token)).status).toBe(200);
    expect(await left()).toEqual({ comments: 0, reactions: 0, notifications: 0 });
    // Nothing of it is reachable any more.
    expect((await get(t.app, `/interactions/story/${story}/comments`, bala.token)).status).toBe(404);
  });

  it('keeps saved items that are no longer there in the list with a line saying so', async () => {
    const [asha, bala] = [await newMember(t.app), await newMember(t.app)];
    const balaHandle = (await get(t.app, '/community/me', bala.token)).body.profile.handle;
    const kept = await newPost(bala.token, 'A verse to keep');
    const deleted = await newPost(bala.token, 'A verse soon deleted');
    const hidden = await newPost(author.token, 'A verse soon hidden');
    // A post from before titles were asked for has only its text.
    const untitled = await newPost(author.token, 'Soon without a title');
    await t.db.updateTable('posts').set({ title: null, body: '   Only the text of the post  ' }).where('id', '=', Number(untitled)).execute();
    for (const id of [kept, deleted, hidden, untitled]) expect((await post(t.app, `/interactions/post/${id}/save`, undefined, asha.token)).status).toBe(200);
    expect((await post(t.app, '/interactions/article/article-four-aims-of-life/save', undefined, asha.token)).status).toBe(200);

    // An article the trust has since unpublished (saved when it was there).
    await t.db.insertInto('reactions').values({ target_type: 'article', target_id: 'article-since-unpublished', kind: 'save', member_id: Number(asha.id), created_at: new Date().toISOString() }).execute();
    // A deleted post takes its saves with it: it leaves the list.
    expect((await send('DELETE', `/community/posts/${deleted}`, bala.token)).status).toBe(200);
    expect((await post(t.app, `/moderation/items/post/${hidden}/decision`, { action: 'hide', reason: 'Copied' }, moderator.token)).status).toBe(201);
    const saved = async () => (await get(t.app, '/community/me/saved', asha.token)).body.items as { targetId: string; title: string; href: string | null; available: boolean }[];
    const byId = (items: Awaited<ReturnType<typeof saved>>) => Object.fromEntries(items.map((item) => [item.targetId, { title: item.title, available: item.available, linked: item.href !== null }]));
    const gone = { title: COMMUNITY_MESSAGES.savedItemGone, available: false, linked: false };
    const before = byId(await saved());
    expect(before[deleted]).toBeUndefined();
    expect(before).toMatchObject({
      [kept]: { title: 'A verse to keep', available: true, linked: true },
      'article-since-unpublished': gone,
      [hidden]: gone,
      [untitled]: { title: 'Only the text of the post', available: true, linked: true },
      'article-four-aims-of-life': { available: true, linked: true },
    });

    // Blocking Bala takes Bala's post out of reach: it stays saved, as no longer available.
    expect((await send('PUT', `/blocks/${balaHandle}`, asha.token)).status).toBe(200);
    const after = byId(await saved());
    expect(after[kept]).toEqual(gone);
    expect(Object.values(after).every((item) => item.title.trim().length > 0)).toBe(true);
  });

  it('lists every kind a member can save, sparks, course items and videos included, each with its title and page', async () => {
    const asha = await newMember(t.app);
    const kinds = [
      ['spark', 'spark-a-gita-verse-for-exam-stress', 'A Gita verse for exam stress', sparkPath('a-gita-verse-for-exam-stress')],
      ['academy-item', 'academyItem-arthashastra-for-founders', 'Arthashastra for Founders', academyItemPath('arthashastra-for-founders')],
      ['video-sample', 'videoSample-live-arthashastra-startups', 'Arthashastra and the Startup Economy', videoPreviewPath('live-arthashastra-startups')],
    ] as const;
    for (const [type, id] of kinds) expect((await post(t.app, `/interactions/${type}/${id}/save`, undefined, asha.token)).status).toBe(200);
    // One saved when it was there, since taken down by the trust.
    await t.db.insertInto('reactions').values({ target_type: 'spark', target_id: 'spark-since-unpublished', kind: 'save', member_id: Number(asha.id), created_at: new Date().toISOString() }).execute();
    const items = (await get(t.app, '/community/me/saved', asha.token)).body.items as { targetType: string; targetId: string; title: string; href: string | null; available: boolean }[];
    const byId = Object.fromEntries(items.map((item) => [item.targetId, item]));
    for (const [type, id, title, href] of kinds) expect(byId[id]).toMatchObject({ targetType: type, title, href, available: true });
    expect(byId['spark-since-unpublished']).toMatchObject({ title: COMMUNITY_MESSAGES.savedItemGone, href: null, available: false });
  });

  it("removes a deleted comment's words, and its replies', from the notifications that quoted them", async () => {
    const [asha, bala, chitra] = [await newMember(t.app), await newMember(t.app), await newMember(t.app)];
    const chitraHandle = (await get(t.app, '/community/me', chitra.token)).body.profile.handle;
    const postId = await newPost(asha.token);
    const words = `The ashram gate code is 4417, ask @${chitraHandle}`;
    const first = (await comment(bala.token, 'post', postId, words)).body.comment._id as string;
    const replyWords = 'Thank you, I will come at six';
    expect((await comment(asha.token, 'post', postId, replyWords, first)).status).toBe(201);
    const quoted = async () => JSON.stringify(await t.db.selectFrom('notifications').select(['recipient_id', 'detail']).where('actor_id', 'in', [Number(bala.id), Number(asha.id)]).execute());
    expect(await quoted()).toContain('4417');
    expect(await quoted()).toContain(replyWords);

    // Deleted from the post's discussion (the feed's endpoint): the notifications stay, without the words.
    expect((await send('DELETE', `/community/comments/${first}`, bala.token)).status).toBe(200);
    expect(await quoted()).not.toContain('4417');
    expect(await quoted()).not.toContain(replyWords);
    const kinds = await t.db.selectFrom('notifications').select('kind').where('actor_id', '=', Number(bala.id)).execute();
    expect(kinds.map((n) => n.kind).sort()).toEqual(['comment', 'mention']);

    // The same through the generic endpoint, on an article.
    const other = 'My phone is 98765 11111, call after the satsang';
    const onArticle = (await comment(bala.token, 'article', 'article-four-aims-of-life', `${other} @${chitraHandle}`)).body.comment._id as string;
    expect(await quoted()).toContain('98765 11111');
    expect((await send('DELETE', `/interactions/comments/${onArticle}`, bala.token)).status).toBe(200);
    expect(await quoted()).not.toContain('98765 11111');
  });
});
