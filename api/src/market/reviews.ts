import { type Kysely, sql } from 'kysely';
import { REVIEWS_PAGE_SIZE } from '../../../contracts/bookShop';
import type { RatingSummary, ReviewView } from '../../../contracts/reviews';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import { displayName } from '../episodes/present';
import { type StageOf, lookUpStages } from '../members/stages';
import type { KarmaLedger } from '../karma/ledger';

/** The interaction model's target type of a review (api/src/interactions/targets.ts). */
const REVIEW_TARGET = 'review';

/** The average to one decimal, as a card shows it. */
const roundedAverage = (average: number | string | null) => (average === null ? null : Math.round(Number(average) * 10) / 10);

/**
 * Book reviews in the database (members' data), keyed by the book's slug as the sample seed
 * stores them: one per member and book (a unique key). Ratings are computed from them on read —
 * a GROUP BY over a few thousand rows is well under a millisecond, and nothing can drift.
 */
export function createReviewStore(db: Kysely<Database>, karma?: KarmaLedger) {
  const selectViews = (viewerId: number | undefined) =>
    db
      .selectFrom('book_reviews as r')
      .innerJoin('users as u', 'u.id', 'r.user_id')
      .leftJoin('member_profiles as p', 'p.user_id', 'r.user_id')
      .select((eb) => [
        'r.id',
        'r.user_id',
        'r.stars',
        'r.title',
        'r.text',
        'r.created_at',
        'r.updated_at',
        'u.first_name',
        'u.last_name',
        eb
          .selectFrom('reactions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('target_type', '=', REVIEW_TARGET)
          .where('kind', '=', 'like')
          .whereRef('target_id', '=', sql<string>`cast(r.id as text)`)
          .as('likes_count'),
        eb
          .selectFrom('comments')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('target_type', '=', REVIEW_TARGET)
          .whereRef('target_id', '=', sql<string>`cast(r.id as text)`)
          .as('replies_count'),
        eb
          .selectFrom('reactions')
          .select((e) => e.fn.countAll<number>().as('n'))
          .where('target_type', '=', REVIEW_TARGET)
          .where('kind', '=', 'like')
          .where('member_id', '=', viewerId ?? -1)
          .whereRef('target_id', '=', sql<string>`cast(r.id as text)`)
          .as('viewer_liked'),
      ]);

  type Row = Awaited<ReturnType<ReturnType<typeof selectViews>['execute']>>[number];
  const toView = (row: Row, viewerId: number | undefined, stageOf: StageOf): ReviewView => ({
    id: String(row.id),
    reviewer: displayName(row.first_name, row.last_name),
    stage: stageOf(row.user_id),
    stars: row.stars,
    title: row.title,
    text: row.text,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    likesCount: Number(row.likes_count ?? 0),
    repliesCount: Number(row.replies_count ?? 0),
    liked: Number(row.viewer_liked ?? 0) > 0,
    mine: viewerId !== undefined && row.user_id === viewerId,
  });

  async function summary(bookSlug: string): Promise<RatingSummary> {
    const row = await db
      .selectFrom('book_reviews')
      .select((eb) => [eb.fn.avg<number | string | null>('stars').as('average'), eb.fn.countAll<number | string>().as('count')])
      .where('book_slug', '=', bookSlug)
      .executeTakeFirst();
    return { average: roundedAverage(row?.average ?? null), count: Number(row?.count ?? 0) };
  }

  return {
    summary,

    /** Every reviewed book's rating, by slug. */
    async allRatings(): Promise<{ bookSlug: string; average: number; count: number }[]> {
      const rows = await db
        .selectFrom('book_reviews')
        .select((eb) => ['book_slug', eb.fn.avg<number | string>('stars').as('average'), eb.fn.countAll<number | string>().as('count')])
        .groupBy('book_slug')
        .orderBy('book_slug')
        .execute();
      return rows.map((row) => ({ bookSlug: row.book_slug, average: roundedAverage(row.average) ?? 0, count: Number(row.count) }));
    },

    async page(bookSlug: string, page: number, viewerId: number | undefined) {
      const rows = await selectViews(viewerId)
        .where('r.book_slug', '=', bookSlug)
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .limit(REVIEWS_PAGE_SIZE + 1)
        .offset((page - 1) * REVIEWS_PAGE_SIZE)
        .execute();
      const mine = viewerId === undefined ? undefined : await selectViews(viewerId).where('r.book_slug', '=', bookSlug).where('r.user_id', '=', viewerId).executeTakeFirst();
      const shown = rows.slice(0, REVIEWS_PAGE_SIZE);
      const stageOf = await lookUpStages(db, [...shown, ...(mine ? [mine] : [])].map((row) => row.user_id));
      return {
        reviews: shown.map((row) => toView(row, viewerId, stageOf)),
        hasMore: rows.length > REVIEWS_PAGE_SIZE,
        myReview: mine ? toView(mine, viewerId, stageOf) : null,
      };
    },

    /** Writes or rewrites the member's review; `created` tells which. */
    async save(bookSlug: string, userId: number, review: { stars: number; title: string; text: string }) {
      const now = nowIso();
      const existing = await db.selectFrom('book_reviews').select('id').where('book_slug', '=', bookSlug).where('user_id', '=', userId).executeTakeFirst();
      await db
        .insertInto('book_reviews')
        .values({ user_id: userId, book_slug: bookSlug, ...review, created_at: now, updated_at: null })
        .onConflict((conflict) => conflict.columns(['user_id', 'book_slug']).doUpdateSet({ ...review, updated_at: now }))
        .execute();
      const row = await selectViews(userId).where('r.book_slug', '=', bookSlug).where('r.user_id', '=', userId).executeTakeFirstOrThrow();
      return { created: existing === undefined, review: toView(row, userId, await lookUpStages(db, [userId])) };
    },

    /** Deletes the member's review with its likes and replies; false when there was none. */
    async remove(bookSlug: string, userId: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const row = await trx.selectFrom('book_reviews').select('id').where('book_slug', '=', bookSlug).where('user_id', '=', userId).executeTakeFirst();
        if (!row) return false;
        const targetId = String(row.id);
        const replies = await trx.selectFrom('comments').select('id').where('target_type', '=', REVIEW_TARGET).where('target_id', '=', targetId).execute();
        const replyIds = trx.selectFrom('comments').select(sql<string>`cast(id as text)`.as('id')).where('target_type', '=', REVIEW_TARGET).where('target_id', '=', targetId);
        await trx.deleteFrom('reactions').where('target_type', '=', 'comment').where('target_id', 'in', replyIds).execute();
        await trx.deleteFrom('reactions').where('target_type', '=', REVIEW_TARGET).where('target_id', '=', targetId).execute();
        await trx.deleteFrom('comments').where('target_type', '=', REVIEW_TARGET).where('target_id', '=', targetId).where('parent_id', 'is not', null).execute();
        await trx.deleteFrom('comments').where('target_type', '=', REVIEW_TARGET).where('target_id', '=', targetId).execute();
        await trx.deleteFrom('book_reviews').where('id', '=', row.id).execute();
        // What the review and its replies earned is taken back with them.
        await karma?.settleDeletedComments(trx, replies.map((reply) => reply.id), { type: REVIEW_TARGET, id: targetId });
        return true;
      });
    },
  };
}

export type ReviewStore = ReturnType<typeof createReviewStore>;
