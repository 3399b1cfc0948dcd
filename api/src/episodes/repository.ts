import { type Kysely, sql } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import type { Member } from '../auth/authenticate';
import { EPISODE_CATEGORIES } from './categories';
import { EPISODE_ID_PATTERN } from './seed';
import { type CommentView, type EpisodeSummaryView, type EpisodeView, postView, type ReplyView, viewerMark } from './present';

const NO_EPISODE = 'No episode found with this id.';
const NO_COMMENT = 'No comment found with this id.';

/** Comment ids are numbers in the database; anything else cannot name a comment. */
function commentIdOf(value: string): number {
  const id = /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(id)) throw new HttpError(404, NO_COMMENT);
  return id;
}

/**
 * Anything but a slug cannot name an episode, so it is not looked up at all (PostgreSQL would
 * refuse a NUL in it with an error rather than find nothing).
 */
function assertEpisodeId(value: string, message = NO_EPISODE) {
  if (!EPISODE_ID_PATTERN.test(value)) throw new HttpError(404, message);
}

const categoryRank = (category: string) => {
  const rank = (EPISODE_CATEGORIES as readonly string[]).indexOf(category);
  return rank === -1 ? EPISODE_CATEGORIES.length : rank;
};

export function createEpisodeRepository(db: Kysely<Database>) {
  /** Episodes with their like count (derived, so it can never drift from the rows). */
  const episodesWithCounts = () =>
    db
      .selectFrom('episodes')
      .select([
        'episodes.id',
        'episodes.name',
        'episodes.description',
        'episodes.video',
        'episodes.thumbnail',
        'episodes.category',
        'episodes.position',
        'episodes.share_count',
      ])
      .select((eb) =>
        eb
          .selectFrom('episode_likes')
          .select(eb.fn.countAll().as('n'))
          .whereRef('episode_likes.episode_id', '=', 'episodes.id')
          .as('likes_count'),
      );

  type EpisodeWithCounts = Awaited<ReturnType<ReturnType<typeof episodesWithCounts>['executeTakeFirstOrThrow']>>;

  async function viewerMarks(table: 'episode_likes' | 'episode_saves', viewerId: number | undefined, episodeIds?: string[]) {
    if (viewerId === undefined || episodeIds?.length === 0) return new Set<string>();
    let query = db.selectFrom(table).select('episode_id').where('user_id', '=', viewerId);
    if (episodeIds) query = query.where('episode_id', 'in', episodeIds);
    return new Set((await query.execute()).map((row) => row.episode_id));
  }

  function summary(
    row: EpisodeWithCounts,
    likes: Set<string>,
    saves: Set<string>,
    viewerId: number | undefined,
  ): EpisodeSummaryView {
    return {
      _id: row.id,
      name: row.name,
      description: row.description,
      video: row.video,
      thumbnail: row.thumbnail,
      category: row.category,
      likes: viewerMark(likes.has(row.id), viewerId),
      likesCount: Number(row.likes_count ?? 0),
      saveStreams: viewerMark(saves.has(row.id), viewerId),
      shareCount: Number(row.share_count),
    };
  }

  async function assertEpisodeExists(trx: Kysely<Database>, episodeId: string) {
    assertEpisodeId(episodeId);
    const found = await trx.selectFrom('episodes').select('id').where('id', '=', episodeId).executeTakeFirst();
    if (!found) throw new HttpError(404, NO_EPISODE);
  }

  async function assertCommentExists(trx: Kysely<Database>, commentId: number) {
    const found = await trx.selectFrom('comments').select('id').where('id', '=', commentId).executeTakeFirst();
    if (!found) throw new HttpError(404, NO_COMMENT);
  }

  /**
   * Flips one (target, member) row inside a transaction. The primary key makes the insert a no-op
   * when the row exists, so any number of simultaneous calls leave exactly 0 or 1 rows.
   */
  async function toggleEpisodeMark(table: 'episode_likes' | 'episode_saves', episodeId: string, userId: number) {
    return db.transaction().execute(async (trx) => {
      await assertEpisodeExists(trx, episodeId);
      const inserted = await trx
        .insertInto(table)
        .values({ episode_id: episodeId, user_id: userId, created_at: nowIso() })
        .onConflict((conflict) => conflict.columns(['episode_id', 'user_id']).doNothing())
        .returning('user_id')
        .executeTakeFirst();
      if (!inserted) await trx.deleteFrom(table).where('episode_id', '=', episodeId).where('user_id', '=', userId).execute();
      const { n } = await trx
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('episode_id', '=', episodeId)
        .executeTakeFirstOrThrow();
      return { on: inserted !== undefined, count: Number(n) };
    });
  }

  return {
    async listGroupedByCategory(viewerId: number | undefined) {
      const [rows, likes, saves] = await Promise.all([
        episodesWithCounts().orderBy('episodes.position').orderBy('episodes.id').execute(),
        viewerMarks('episode_likes', viewerId),
        viewerMarks('episode_saves', viewerId),
      ]);
      const groups = new Map<string, EpisodeSummaryView[]>();
      for (const row of rows) {
        const group = groups.get(row.category) ?? [];
        group.push(summary(row, likes, saves, viewerId));
        groups.set(row.category, group);
      }
      return [...groups.entries()]
        .sort(([a], [b]) => categoryRank(a) - categoryRank(b) || a.localeCompare(b))
        .map(([category, episodes]) => ({ category, episodes }));
    },

    async getEpisode(episodeId: string, viewerId: number | undefined): Promise<EpisodeView> {
      assertEpisodeId(episodeId, 'No episode found.');
      const row = await episodesWithCounts().where('episodes.id', '=', episodeId).executeTakeFirst();
      if (!row) throw new HttpError(404, 'No episode found.');
      const [likes, saves, comments] = await Promise.all([
        viewerMarks('episode_likes', viewerId, [episodeId]),
        viewerMarks('episode_saves', viewerId, [episodeId]),
        db
          .selectFrom('comments')
          .innerJoin('users', 'users.id', 'comments.user_id')
          .select(['comments.id', 'comments.text', 'comments.created_at', 'users.first_name', 'users.last_name'])
          .select((eb) => [
            eb
              .selectFrom('comment_likes')
              .select(eb.fn.countAll().as('n'))
              .whereRef('comment_likes.comment_id', '=', 'comments.id')
              .as('likes_count'),
            (viewerId === undefined
              ? sql<number>`0`
              : eb
                  .selectFrom('comment_likes')
                  .select(eb.fn.countAll().as('n'))
                  .whereRef('comment_likes.comment_id', '=', 'comments.id')
                  .where('comment_likes.user_id', '=', viewerId)
            ).as('viewer_liked'),
          ])
          .where('comments.episode_id', '=', episodeId)
          .orderBy('comments.id')
          .execute(),
      ]);
      const replies = comments.length
        ? await db
            .selectFrom('replies')
            .innerJoin('users', 'users.id', 'replies.user_id')
            .select([
              'replies.id',
              'replies.comment_id',
              'replies.text',
              'replies.created_at',
              'users.first_name',
              'users.last_name',
            ])
            .where(
              'replies.comment_id',
              'in',
              comments.map((comment) => comment.id),
            )
            .orderBy('replies.id')
            .execute()
        : [];
      const repliesByComment = new Map<number, ReplyView[]>();
      for (const reply of replies) {
        const list = repliesByComment.get(reply.comment_id) ?? [];
        list.push(postView(reply.id, { firstName: reply.first_name, lastName: reply.last_name }, reply.text, reply.created_at));
        repliesByComment.set(reply.comment_id, list);
      }
      const commentViews: CommentView[] = comments.map((comment) => ({
        ...postView(comment.id, { firstName: comment.first_name, lastName: comment.last_name }, comment.text, comment.created_at),
        likes: viewerMark(Number(comment.viewer_liked) > 0, viewerId),
        likesCount: Number(comment.likes_count ?? 0),
        replies: repliesByComment.get(comment.id) ?? [],
      }));
      return { ...summary(row, likes, saves, viewerId), comments: commentViews };
    },

    async toggleLike(episodeId: string, userId: number) {
      const { on, count } = await toggleEpisodeMark('episode_likes', episodeId, userId);
      return { liked: on, likesCount: count };
    },

    async toggleSave(episodeId: string, userId: number) {
      const { on } = await toggleEpisodeMark('episode_saves', episodeId, userId);
      return { saved: on };
    },

    /** One atomic increment: concurrent shares are never lost. */
    async share(episodeId: string) {
      assertEpisodeId(episodeId);
      const row = await db
        .updateTable('episodes')
        .set((eb) => ({ share_count: eb('share_count', '+', 1) }))
        .where('id', '=', episodeId)
        .returning('share_count')
        .executeTakeFirst();
      if (!row) throw new HttpError(404, NO_EPISODE);
      return { shareCount: Number(row.share_count) };
    },

    async addComment(episodeId: string, author: Member, text: string): Promise<CommentView> {
      const row = await db.transaction().execute(async (trx) => {
        await assertEpisodeExists(trx, episodeId);
        return trx
          .insertInto('comments')
          .values({ episode_id: episodeId, user_id: author.id, text, created_at: nowIso() })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
      });
      return { ...postView(row.id, author, text, row.created_at), likes: [], likesCount: 0, replies: [] };
    },

    async addReply(commentIdText: string, author: Member, text: string): Promise<ReplyView> {
      const commentId = commentIdOf(commentIdText);
      const row = await db.transaction().execute(async (trx) => {
        await assertCommentExists(trx, commentId);
        return trx
          .insertInto('replies')
          .values({ comment_id: commentId, user_id: author.id, text, created_at: nowIso() })
          .returning(['id', 'created_at'])
          .executeTakeFirstOrThrow();
      });
      return postView(row.id, author, text, row.created_at);
    },

    async toggleCommentLike(commentIdText: string, userId: number) {
      const commentId = commentIdOf(commentIdText);
      return db.transaction().execute(async (trx) => {
        await assertCommentExists(trx, commentId);
        const inserted = await trx
          .insertInto('comment_likes')
          .values({ comment_id: commentId, user_id: userId, created_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['comment_id', 'user_id']).doNothing())
          .returning('user_id')
          .executeTakeFirst();
        if (!inserted)
          await trx.deleteFrom('comment_likes').where('comment_id', '=', commentId).where('user_id', '=', userId).execute();
        const { n } = await trx
          .selectFrom('comment_likes')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('comment_id', '=', commentId)
          .executeTakeFirstOrThrow();
        return { liked: inserted !== undefined, likesCount: Number(n) };
      });
    },
  };
}

export type EpisodeRepository = ReturnType<typeof createEpisodeRepository>;
