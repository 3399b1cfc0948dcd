/**
 * The sample members live in the API's database, not in the public dataset: they are seeded
 * once (a restart or a second instance adds nothing), nobody can log in as them, their pictures
 * are served, and their e-mail addresses appear in no answer.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPasswordHasher, UNUSABLE_PASSWORD_HASH } from '../../api/src/auth/passwords';
import {
  PROFILE_MEMBER,
  SAMPLE_CONVERSATIONS,
  SAMPLE_FOLLOWS,
  SAMPLE_MEMBERS,
  SAMPLE_POST_INTERACTIONS,
  SAMPLE_POSTS,
  SAMPLE_REVIEW_LIKES,
  SAMPLE_REVIEWS,
  SAMPLE_VIDEO_SAMPLE_COMMENTS,
  type SampleComment,
  SAMPLE_STORIES,
  SAMPLE_TRIBES,
  sampleEmail,
} from '../../api/src/community/seed';
import { COMMUNITY_SEED, seedCommunitySamples } from '../../api/src/community/seedSamples';
import { datedFrom, LIVE_SEED } from '../../api/src/community/seedLive';
import { isUniqueViolation } from '../../api/src/db/dialect';
import type { Database } from '../../api/src/db/schema';
import { createInteractions } from '../../api/src/interactions';
import type { CommentRecord } from '../../api/src/interactions/comments';
import type { Target } from '../../api/src/interactions/targets';
import { get, newMember, post, startTestApp, STORE, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t?.close();
});

const TABLES = [
  'users',
  'member_profiles',
  'follows',
  'posts',
  'post_hashtags',
  'stories',
  'tribes',
  'tribe_memberships',
  'conversations',
  'conversation_participants',
  'messages',
  'message_reactions',
  'book_reviews',
  'event_attendances',
  'reactions',
  'shares',
  'comments',
  'seed_runs',
] as const satisfies readonly (keyof Database)[];

async function counts() {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const row = await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow();
    result[table] = Number(row.n);
  }
  return result;
}

const userId = async (slug: string) =>
  (await t.db.selectFrom('users').select('id').where('email', '=', sampleEmail(slug)).executeTakeFirstOrThrow()).id;

describe(`the sample members (${STORE})`, () => {
  it('are seeded on the first start with their profiles, posts, stories, follows, tribes, conversations and reviews', async () => {
    const n = await counts();
    const messages = SAMPLE_CONVERSATIONS.flatMap((c) => c.messages);
    expect(n).toMatchObject({
      users: SAMPLE_MEMBERS.length,
      member_profiles: SAMPLE_MEMBERS.length,
      follows: SAMPLE_FOLLOWS.length,
      posts: Object.keys(SAMPLE_POSTS).length,
      post_hashtags: Object.values(SAMPLE_POSTS).reduce((sum, p) => sum + p.hashtags.length, 0),
      stories: SAMPLE_STORIES.length,
      tribes: SAMPLE_TRIBES.length,
      tribe_memberships: SAMPLE_TRIBES.reduce((sum, tribe) => sum + tribe.members.length, 0),
      conversations: SAMPLE_CONVERSATIONS.length,
      conversation_participants: SAMPLE_CONVERSATIONS.length * 2,
      messages: messages.length,
      message_reactions: messages.filter((m) => m.reaction).length,
      book_reviews: SAMPLE_REVIEWS.length,
    });
    const runs = (await t.db.selectFrom('seed_runs').select('name').execute()).map((run) => run.name);
    expect(runs).toEqual(expect.arrayContaining([COMMUNITY_SEED, LIVE_SEED]));
    const profile = await t.db
      .selectFrom('users')
      .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .select(['first_name', 'last_name', 'email_private', 'profession', 'institution', 'avatar_url', 'cover_url'])
      .where('users.email', '=', sampleEmail(PROFILE_MEMBER))
      .executeTakeFirstOrThrow();
    expect(profile).toMatchObject({ first_name: 'Shreya', last_name: 'Raghavan', email_private: 0 });
    expect(profile.avatar_url).toMatch(/^\/images\/local\/production\/[a-f0-9]{40}-400x400\.webp$/);
  });

  it('are not seeded again by a restart, a second instance, or two seeds at once', async () => {
    const before = await counts();
    const restarted = await startTestApp({}, { dataDir: t.config.dataDir, databaseUrl: t.config.databaseUrl });
    await restarted.close();
    await Promise.all([seedCommunitySamples(t.db), seedCommunitySamples(t.db)]);
    expect(await counts()).toEqual(before);
  });

  it("keep counts derived from relations: the profile's friends, followers, unread messages and tribe sizes", async () => {
    const profileId = await userId(PROFILE_MEMBER);
    const followers = await t.db.selectFrom('follows').select('follower_id').where('followee_id', '=', profileId).execute();
    const following = await t.db.selectFrom('follows').select('followee_id').where('follower_id', '=', profileId).execute();
    const friends = followers.filter((f) => following.some((g) => g.followee_id === f.follower_id));
    expect({ followers: followers.length, friends: friends.length }).toEqual({ followers: 8, friends: 6 });

    const unread = await t.db
      .selectFrom('conversation_participants as me')
      .innerJoin('messages', 'messages.conversation_id', 'me.conversation_id')
      .where('me.user_id', '=', profileId)
      .where('messages.sender_id', '<>', profileId)
      .where((eb) => eb('messages.sent_at', '>', eb.fn.coalesce('me.last_read_at', sql<string>`''`)))
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(unread.n)).toBe(3); // two from Ananya, one from Kavita

    const sizes = await t.db
      .selectFrom('tribes')
      .innerJoin('tribe_memberships', 'tribe_memberships.tribe_id', 'tribes.id')
      .select(['tribes.slug', (eb) => eb.fn.countAll<number | string>().as('n')])
      .groupBy('tribes.slug')
      .execute();
    expect(Object.fromEntries(sizes.map((s) => [s.slug, Number(s.n)]))).toEqual(
      Object.fromEntries(SAMPLE_TRIBES.map((tribe) => [tribe.slug, tribe.members.length])),
    );
  });

  it('allow one review per member and book, with 1 to 5 stars', async () => {
    const review = { user_id: await userId('arjun-mehta'), title: 'Again', text: 'Again', created_at: new Date().toISOString() };
    const duplicate = t.db.insertInto('book_reviews').values({ ...review, book_slug: 'wisdom-of-the-upanishads', stars: 3 }).execute();
    await expect(duplicate.catch((error: unknown) => isUniqueViolation(error))).resolves.toBe(true);
    await expect(t.db.insertInto('book_reviews').values({ ...review, book_slug: 'yoga-of-breath', stars: 6 }).execute()).rejects.toThrow();
    await expect(t.db.insertInto('book_reviews').values({ ...review, book_slug: 'yoga-of-breath', stars: 0 }).execute()).rejects.toThrow();
  });

  it('have pictures the image route serves', async () => {
    const rows = await t.db.selectFrom('member_profiles').select(['avatar_url', 'cover_url']).execute();
    const posts = await t.db.selectFrom('posts').select('image_url').execute();
    const stories = await t.db.selectFrom('stories').select('image_url').execute();
    const urls = [...rows.flatMap((r) => [r.avatar_url, r.cover_url]), ...posts.map((p) => p.image_url), ...stories.map((s) => s.image_url)];
    const distinct = [...new Set(urls.filter((url): url is string => url !== null))];
    expect(distinct.length).toBeGreaterThan(20);
    for (const url of distinct) {
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['content-type'], url).toBe('image/webp');
    }
  });
});

/** How many likes a sample figure becomes: one per member, never the author's own, the profile member's only where the post reads "You and N others". */
const seededLikes = (figure: number, author: string, byProfile = false) =>
  Math.min(figure, SAMPLE_MEMBERS.filter((m) => m.slug !== author && (byProfile || m.slug !== PROFILE_MEMBER)).length);
const nameOf = (slug: string) => {
  const member = SAMPLE_MEMBERS.find((m) => m.slug === slug)!;
  return `${member.firstName} ${member.lastName}`;
};

/**
 * Read through the interaction model the /interactions endpoints answer from (their route
 * contracts are declared separately), resolving posts and reviews through the target registry.
 */
const interactionsOf = () => createInteractions({ db: t.db, content: { published: () => [] } });

async function expectThreads(target: Target, samples: SampleComment[]) {
  const { threads } = await interactionsOf().comments.threads(target, undefined);
  const shape = (record: CommentRecord) => ({
    userName: `${record.author.firstName} ${record.author.lastName}`,
    text: record.text,
    createdAt: record.createdAt,
    likesCount: record.likesCount,
  });
  const dated = await sampleDate();
  const expected = (sample: { author: string; text: string; postedAt: string; likes: number }) => ({
    userName: nameOf(sample.author),
    text: sample.text,
    createdAt: dated(sample.postedAt),
    likesCount: seededLikes(sample.likes, sample.author),
  });
  expect(threads.map((thread) => ({ ...shape(thread), stance: thread.stance, replies: thread.replies.map(shape) }))).toEqual(
    samples.map((sample) => ({ ...expected(sample), stance: sample.stance ?? null, replies: (sample.replies ?? []).map(expected) })),
  );
  for (const thread of threads) for (const reply of thread.replies) expect(reply.parentId).toBe(thread.id);
}

/** Sample dates as the first start moved them (they are dated from it). */
const sampleDate = async () =>
  datedFrom((await t.db.selectFrom('seed_runs').select('applied_at').where('name', '=', LIVE_SEED).executeTakeFirstOrThrow()).applied_at);

const postIdOf = async (key: string) =>
  (
    await t.db
      .selectFrom('posts')
      .select('id')
      .where('author_id', '=', await userId(SAMPLE_POSTS[key]!.author))
      .where('created_at', '=', (await sampleDate())(SAMPLE_POSTS[key]!.postedAt))
      .executeTakeFirstOrThrow()
  ).id;

describe(`the sample interactions (${STORE})`, () => {
  it("are seeded on the posts: comments with stances and replies, likes (one per member) and every forward", async () => {
    for (const [key, sample] of Object.entries(SAMPLE_POST_INTERACTIONS)) {
      const target = await interactionsOf().targets.resolve('post', String(await postIdOf(key)), { viewerId: undefined, kind: 'comment' });
      await expectThreads(target, sample.comments);
      const stances = { agree: 0, disagree: 0, neutral: 0 };
      for (const c of sample.comments) if (c.stance) stances[c.stance] += 1;
      const summary = await interactionsOf().repository.summary(target, undefined);
      expect(summary.stanceCounts).toEqual(stances);
      const author = SAMPLE_POSTS[key]!.author;
      expect({ key, likes: summary.likesCount, shares: summary.sharesCount, comments: summary.commentsCount }).toEqual({
        key,
        likes: seededLikes(sample.likes, author, sample.likedByProfile),
        shares: sample.forwards,
        comments: sample.comments.reduce((sum, c) => sum + 1 + (c.replies?.length ?? 0), 0),
      });
    }
  });

  it('show "You and N others" on the karma yoga post, and the profile member never likes their own or other posts otherwise', async () => {
    const profileId = await userId(PROFILE_MEMBER);
    const liked = await t.db
      .selectFrom('reactions')
      .select(['target_type', 'target_id'])
      .where('member_id', '=', profileId)
      .where('kind', '=', 'like')
      // Other areas' samples (the academy's) have the profile member like their items too.
      .where('target_type', 'in', ['post', 'review', 'comment'])
      .execute();
    expect(liked).toEqual([{ target_type: 'post', target_id: String(await postIdOf('karma-yoga-at-work')) }]);
  });

  it("are seeded on the reviews' likes and on the featured video sample's comments", async () => {
    for (const review of SAMPLE_REVIEWS) {
      const id = (
        await t.db
          .selectFrom('book_reviews')
          .select('id')
          .where('user_id', '=', await userId(review.member))
          .where('book_slug', '=', review.bookSlug)
          .executeTakeFirstOrThrow()
      ).id;
      const target = await interactionsOf().targets.resolve('review', String(id), { viewerId: undefined, kind: 'like' });
      const summary = await interactionsOf().repository.summary(target, undefined);
      expect({ review: review.key, likes: summary.likesCount }).toEqual({
        review: review.key,
        likes: seededLikes(SAMPLE_REVIEW_LIKES[review.key] ?? 0, review.member),
      });
    }
    for (const [videoSampleId, comments] of Object.entries(SAMPLE_VIDEO_SAMPLE_COMMENTS)) {
      await expectThreads({ type: 'video-sample', id: videoSampleId }, comments);
    }
  });
});

describe(`logging in as a sample member (${STORE})`, () => {
  it('never succeeds, and answers like any wrong password', async () => {
    for (const member of SAMPLE_MEMBERS.slice(0, 3)) {
      for (const password of [UNUSABLE_PASSWORD_HASH, 'unusable', 'saffron-river-42']) {
        const answer = await post(t.app, '/user/login', { email: sampleEmail(member.slug), password });
        expect(answer.status).toBe(401);
        expect(answer.body).toEqual({ success: false, message: 'Incorrect e-mail or password.' });
      }
    }
  });

  it('is refused by the hasher without an error, whatever the password', async () => {
    const hasher = await createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    for (const password of ['', UNUSABLE_PASSWORD_HASH, 'anything at all']) {
      await expect(hasher.verify(UNUSABLE_PASSWORD_HASH, password)).resolves.toBe(false);
    }
  });
});

describe(`the sample members' e-mail addresses (${STORE})`, () => {
  it('appear in no answer of the API or the content endpoint', async () => {
    const privateEmails = SAMPLE_MEMBERS.filter((m) => m.emailPrivate).map((m) => sampleEmail(m.slug));
    expect(privateEmails.length).toBeGreaterThan(0);
    const member = await newMember(t.app);
    const answers = [
      (await get(t.app, '/user/getAllEpisodesGroupedByCategory', member.token)).body,
      (await get(t.app, '/user/getAllEpisodesGroupedByCategory')).body,
      (await t.app.inject({ url: `/v2025-02-19/data/query/production?${new URLSearchParams({ query: '*' })}` })).body,
    ];
    const text = JSON.stringify(answers);
    expect(SAMPLE_MEMBERS.map((m) => sampleEmail(m.slug)).filter((email) => text.includes(email))).toEqual([]);
  });
});
