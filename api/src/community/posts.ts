import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { PostInput, PostView } from '../../../contracts/community';
import { HASHTAG_MAX_LENGTH, POST_HASHTAGS_MAX, videoIdFromLink } from '../../../contracts/communityRules';
import { hashtagsIn } from '../../../contracts/hashtags';
import { COMMUNITY_MESSAGES } from '../../../contracts/messages/community';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { CARD_COLUMNS, cardsOf, type People } from './people';
import type { PublishedCommunity } from './published';
import { hiddenReasons, notBlockedWith, notMutedBy, shownTo } from '../safety/visibility';
import type { KarmaLedger } from '../karma/ledger';
import { seenBy } from '../interactions/comments';
import { removeInteractionsOf } from '../interactions/removal';

const messages = COMMUNITY_MESSAGES;
export const POSTS_PAGE_SIZE = 10;

type Db = Kysely<Database>;
type PostScope = ExpressionBuilder<Database & { posts: Database['posts'] }, 'posts'>;

const POST_COLUMNS = [
  'posts.id',
  'posts.author_id',
  'posts.title',
  'posts.body',
  'posts.image_url',
  'posts.image_alt',
  'posts.video_sample_id',
  'posts.audience',
  'posts.tribe_id',
  'posts.created_at',
  'posts.updated_at',
] as const;

/**
 * Posts the viewer may read: public ones, their own, their followees' for followers, their tribes';
 * never a blocked (or blocking) member's, nor one a moderator hid unless it is the viewer's.
 */
export function visibleTo(viewerId: number | undefined) {
  return (eb: PostScope) => eb.and([audienceAllows(viewerId)(eb), notBlockedWith(viewerId, 'posts.author_id'), shownTo(viewerId, 'post', 'posts.id', 'posts.author_id')]);
}

function audienceAllows(viewerId: number | undefined) {
  return (eb: PostScope) => {
    if (viewerId === undefined) return eb('posts.audience', '=', 'everyone');
    return eb.or([
      eb('posts.audience', '=', 'everyone'),
      eb('posts.author_id', '=', viewerId),
      eb.and([
        eb('posts.audience', '=', 'followers'),
        eb.exists(eb.selectFrom('follows').select('follows.follower_id').where('follows.follower_id', '=', viewerId).whereRef('follows.followee_id', '=', 'posts.author_id')),
      ]),
      eb.and([
        eb('posts.audience', '=', 'tribe'),
        eb.exists(eb.selectFrom('tribe_memberships').select('tribe_memberships.user_id').where('tribe_memberships.user_id', '=', viewerId).whereRef('tribe_memberships.tribe_id', '=', 'posts.tribe_id')),
      ]),
    ]);
  };
}

export function createPosts(db: Db, people: People, published: PublishedCommunity, karma?: KarmaLedger) {
  const basePosts = () =>
    db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.author_id')
      .innerJoin('member_profiles', 'member_profiles.user_id', 'users.id')
      .leftJoin('tribes', 'tribes.id', 'posts.tribe_id')
      .select(POST_COLUMNS)
      .select(CARD_COLUMNS)
      .select(['tribes.slug as tribe_slug', 'tribes.name as tribe_name']);
  type PostRow = Awaited<ReturnType<ReturnType<typeof basePosts>['execute']>>[number];

  /** The rows as views, with hashtags, counts and the viewer's marks read in a few batched queries. */
  async function present(rows: PostRow[], viewerId: number | undefined): Promise<PostView[]> {
    if (!rows.length) return [];
    const ids = rows.map((row) => row.id);
    const textIds = ids.map(String);
    const counted = async (rows: Promise<{ target_id: string; n: unknown }[]>) => new Map((await rows).map((row) => [row.target_id, Number(row.n)]));
    const commentCounts = db
      .selectFrom('comments')
      .select(['target_id', (eb) => eb.fn.countAll().as('n')])
      .where('target_type', '=', 'post')
      .where('target_id', 'in', textIds)
      // Counted as the post's discussion shows them to the viewer.
      .where(seenBy(viewerId))
      .groupBy('target_id');
    const shareCounts = db.selectFrom('shares').select(['target_id', (eb) => eb.fn.countAll().as('n')]).where('target_type', '=', 'post').where('target_id', 'in', textIds).groupBy('target_id');
    const [tags, likes, comments, shares, marks] = await Promise.all([
      db.selectFrom('post_hashtags').select(['post_id', 'hashtag']).where('post_id', 'in', ids).orderBy('position').execute(),
      db
        .selectFrom('reactions')
        .select(['target_id', (eb) => eb.fn.countAll().as('n')])
        .where('target_type', '=', 'post')
        .where('kind', '=', 'like')
        .where('target_id', 'in', textIds)
        .groupBy('target_id')
        .execute(),
      counted(commentCounts.execute()),
      counted(shareCounts.execute()),
      viewerId === undefined
        ? Promise.resolve([])
        : db.selectFrom('reactions').select(['target_id', 'kind']).where('target_type', '=', 'post').where('member_id', '=', viewerId).where('target_id', 'in', textIds).execute(),
    ]);
    const likeCounts = new Map(likes.map((row) => [row.target_id, Number(row.n)]));
    const hidden = await hiddenReasons(db, 'post', rows.filter((row) => row.author_id === viewerId).map((row) => String(row.id)));
    const authorCard = await cardsOf(db, rows);
    const videos = published.videos(rows.flatMap((row) => (row.video_sample_id ? [row.video_sample_id] : [])));
    return rows.map((row) => {
      const id = String(row.id);
      return {
        id,
        author: authorCard(row),
        title: row.title,
        body: row.body,
        hashtags: tags.filter((tag) => tag.post_id === row.id).map((tag) => tag.hashtag),
        imageUrl: row.image_url,
        imageAlt: row.image_alt,
        video: row.video_sample_id ? (videos.get(row.video_sample_id) ?? null) : null,
        audience: row.audience as PostView['audience'],
        tribe: row.tribe_slug && row.tribe_name ? { slug: row.tribe_slug, name: row.tribe_name } : null,
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        likesCount: likeCounts.get(id) ?? 0,
        commentsCount: comments.get(id) ?? 0,
        sharesCount: shares.get(id) ?? 0,
        liked: marks.some((mark) => mark.target_id === id && mark.kind === 'like'),
        saved: marks.some((mark) => mark.target_id === id && mark.kind === 'save'),
        mine: row.author_id === viewerId,
        ...(hidden.has(id) ? { hiddenReason: hidden.get(id)! } : {}),
      };
    });
  }

  async function page(query: ReturnType<typeof basePosts>, viewerId: number | undefined, pageNumber: number) {
    const rows = await query
      .limit(POSTS_PAGE_SIZE + 1)
      .offset((pageNumber - 1) * POSTS_PAGE_SIZE)
      .execute();
    return { posts: await present(rows.slice(0, POSTS_PAGE_SIZE), viewerId), page: pageNumber, hasMore: rows.length > POSTS_PAGE_SIZE };
  }

  /** A post's hashtags, video and tribe checked and resolved; a refused post stores nothing. */
  async function prepare(authorId: number, input: PostInput) {
    const hashtags = hashtagsIn(`${input.title} ${input.body}`);
    if (hashtags.length > POST_HASHTAGS_MAX) throw new HttpError(400, messages.tooManyHashtags(POST_HASHTAGS_MAX));
    if (hashtags.some((tag) => tag.length > HASHTAG_MAX_LENGTH)) throw new HttpError(400, messages.hashtagTooLong(HASHTAG_MAX_LENGTH));
    let videoId: string | null = null;
    if (input.videoLink) {
      videoId = videoIdFromLink(input.videoLink);
      if (!videoId || !published.video(videoId)) throw new HttpError(400, messages.videoNotFound);
    }
    const audience = input.audience ?? 'everyone';
    let tribeId: number | null = null;
    if (audience === 'tribe') {
      if (!input.tribe) throw new HttpError(400, messages.tribeRequired);
      const tribe = await db
        .selectFrom('tribes')
        .innerJoin('tribe_memberships', 'tribe_memberships.tribe_id', 'tribes.id')
        .select('tribes.id')
        .where('tribes.slug', '=', input.tribe)
        .where('tribe_memberships.user_id', '=', authorId)
        .executeTakeFirst();
      if (!tribe) throw new HttpError(400, messages.notInTribe);
      tribeId = tribe.id;
    }
    await people.assertOwnUpload(authorId, input.imageUrl);
    return {
      hashtags,
      values: {
        title: input.title,
        body: input.body,
        image_url: input.imageUrl ?? null,
        image_alt: input.imageUrl ? (input.imageAlt ?? null) : null,
        video_sample_id: videoId,
        audience,
        tribe_id: tribeId,
      },
    };
  }

  /** The member's own post: 404 for one they may not read (as for a missing one), 403 for another's they can see. */
  async function ownPost(postId: number, authorId: number) {
    const row = await db.selectFrom('posts').select(['author_id', 'tribe_id']).where('id', '=', postId).where(visibleTo(authorId)).executeTakeFirst();
    if (!row) throw new HttpError(404, messages.postNotFound);
    if (row.author_id !== authorId) throw new HttpError(403, messages.notYourPost);
    return row;
  }

  const touchTribe = (tribeId: number | null, at: string) =>
    tribeId === null ? Promise.resolve() : db.updateTable('tribes').set({ last_active_at: at }).where('id', '=', tribeId).execute().then(() => undefined);

  return {
    present,
    basePosts,

    async get(postId: number, viewerId: number | undefined): Promise<PostView> {
      const row = await basePosts().where('posts.id', '=', postId).where(visibleTo(viewerId)).executeTakeFirst();
      if (!row) throw new HttpError(404, messages.postNotFound);
      return (await present([row], viewerId))[0]!;
    },

    async create(authorId: number, input: PostInput) {
      const { hashtags, values } = await prepare(authorId, input);
      const createdAt = nowIso();
      const id = await db.transaction().execute(async (trx) => {
        const row = await trx.insertInto('posts').values({ author_id: authorId, ...values, created_at: createdAt }).returning('id').executeTakeFirstOrThrow();
        if (hashtags.length) await trx.insertInto('post_hashtags').values(hashtags.map((hashtag, position) => ({ post_id: row.id, hashtag, position }))).execute();
        return row.id;
      });
      await touchTribe(values.tribe_id, createdAt);
      return this.get(id, authorId);
    },

    async update(postId: number, authorId: number, input: PostInput) {
      await ownPost(postId, authorId);
      const { hashtags, values } = await prepare(authorId, input);
      await db.transaction().execute(async (trx) => {
        await trx.updateTable('posts').set({ ...values, updated_at: nowIso() }).where('id', '=', postId).execute();
        await trx.deleteFrom('post_hashtags').where('post_id', '=', postId).execute();
        if (hashtags.length) await trx.insertInto('post_hashtags').values(hashtags.map((hashtag, position) => ({ post_id: postId, hashtag, position }))).execute();
      });
      return this.get(postId, authorId);
    },

    async remove(postId: number, authorId: number) {
      await ownPost(postId, authorId);
      const target = { type: 'post', id: String(postId) };
      await db.transaction().execute(async (trx) => {
        const commentIds = await removeInteractionsOf(trx, target);
        await trx.deleteFrom('posts').where('id', '=', postId).execute();
        // What the post and its comments earned is taken back with them.
        await karma?.settleDeletedComments(trx, commentIds, target);
      });
    },

    /** The member's network first (themself, the people they follow, their tribes), then everyone's public posts; newest first in each. */
    feed(viewerId: number | undefined, pageNumber: number) {
      // A muted member's posts leave the feed (their profile still shows them).
      let query = basePosts().where(visibleTo(viewerId)).where(notMutedBy(viewerId, 'posts.author_id'));
      if (viewerId !== undefined) {
        query = query.orderBy(
          (eb) =>
            eb
              .case()
              .when(
                eb.or([
                  eb('posts.author_id', '=', viewerId),
                  eb.exists(eb.selectFrom('follows').select('follows.follower_id').where('follows.follower_id', '=', viewerId).whereRef('follows.followee_id', '=', 'posts.author_id')),
                  eb.exists(eb.selectFrom('tribe_memberships').select('tribe_memberships.user_id').where('tribe_memberships.user_id', '=', viewerId).whereRef('tribe_memberships.tribe_id', '=', 'posts.tribe_id')),
                ]),
              )
              .then(sql.lit(0))
              .else(sql.lit(1))
              .end(),
          'asc',
        );
      }
      return page(query.orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc'), viewerId, pageNumber);
    },

    async byMember(handle: string, viewerId: number | undefined, pageNumber: number) {
      const authorId = await people.idOf(handle);
      return page(basePosts().where('posts.author_id', '=', authorId).where(visibleTo(viewerId)).orderBy('posts.created_at', 'desc').orderBy('posts.id', 'desc'), viewerId, pageNumber);
    },

    byHashtag(hashtag: string, viewerId: number | undefined, pageNumber: number) {
      const query = basePosts()
        .where(visibleTo(viewerId))
        .where((eb) => eb.exists(eb.selectFrom('post_hashtags').select('post_hashtags.post_id').whereRef('post_hashtags.post_id', '=', 'posts.id').where(sql`lower(post_hashtags.hashtag)`, '=', hashtag.toLowerCase())))
        .orderBy('posts.created_at', 'desc')
        .orderBy('posts.id', 'desc');
      return page(query, viewerId, pageNumber);
    },
  };
}

export type Posts = ReturnType<typeof createPosts>;
