import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { InteractionSummary } from '../../../contracts/interactions';
import { isPostgres, nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { KarmaLedger } from '../karma/ledger';
import { seenBy, STANCE_KEYS, stanceCountsOf } from './comments';
import type { Target } from './targets';

/** The two toggles, stored in `reactions`. */
export type ReactionKind = 'like' | 'save';

/** Counts come back as numbers from SQLite and as numeric strings (bigint) from PostgreSQL. */
export const asCount = (value: unknown) => Number(value ?? 0);

/** Average stars to two decimals; null while nobody has rated. */
const averageOf = (sum: unknown, count: number) => (count === 0 ? null : Math.round((asCount(sum) / count) * 100) / 100);

/**
 * Likes, saves, shares, views and ratings on any target (the target is already resolved by the
 * registry). Every count is derived from the rows; nothing is a stored counter.
 */
export function createInteractionRepository(db: Kysely<Database>, karma?: KarmaLedger) {
  const ofTarget = (target: Target) => ({ target_type: target.type, target_id: target.id });

  /**
   * Only one share of a target at a time on PostgreSQL (SQLite runs one write transaction at a
   * time anyway), so each press answers its own count: two presses never both answer N+2.
   */
  async function lockTargetShares(trx: Kysely<Database>, target: Target) {
    if (!isPostgres(trx)) return;
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`shares:${target.type}:${target.id}`}))`.execute(trx);
  }

  return {
    /**
     * Flips one (target, kind, member) row inside a transaction. The primary key makes the insert
     * a no-op when the row exists, so any number of simultaneous calls leave exactly 0 or 1 rows.
     */
    async toggleReaction(target: Target, kind: ReactionKind, memberId: number) {
      return db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('reactions')
          .values({ ...ofTarget(target), kind, member_id: memberId, created_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['target_type', 'target_id', 'kind', 'member_id']).doNothing())
          .returning('member_id')
          .executeTakeFirst();
        if (!inserted) {
          await trx
            .deleteFrom('reactions')
            .where('target_type', '=', target.type)
            .where('target_id', '=', target.id)
            .where('kind', '=', kind)
            .where('member_id', '=', memberId)
            .execute();
        }
        // A like's Karmic Points are given or taken back in the same transaction as the like.
        if (kind === 'like') await karma?.settle(trx, { target, actorId: memberId });
        const { n } = await trx
          .selectFrom('reactions')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('target_type', '=', target.type)
          .where('target_id', '=', target.id)
          .where('kind', '=', kind)
          .executeTakeFirstOrThrow();
        return { on: inserted !== undefined, count: asCount(n) };
      });
    },

    /**
     * A member's press counts every time: one row each. A visitor's (`visitorId`, the random id
     * their browser keeps) counts once per target: its hash is unique per target, so a repeat adds
     * nothing. The answer is the count including this share.
     */
    async share(target: Target, memberId: number | null, visitorId?: string) {
      return db.transaction().execute(async (trx) => {
        await lockTargetShares(trx, target);
        const visitor_hash = visitorId === undefined ? null : createHash('sha256').update(visitorId).digest('hex');
        await trx
          .insertInto('shares')
          .values({ ...ofTarget(target), member_id: memberId, visitor_hash, created_at: nowIso() })
          .onConflict((conflict) => conflict.columns(['target_type', 'target_id', 'visitor_hash']).doNothing())
          .execute();
        const { n } = await trx
          .selectFrom('shares')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('target_type', '=', target.type)
          .where('target_id', '=', target.id)
          .executeTakeFirstOrThrow();
        return asCount(n);
      });
    },

    /**
     * A viewer counts once per target and UTC day however often they view it: a member by id, a
     * visitor by the hash of the random id their browser keeps. viewed_at keeps the day's latest.
     * The answer is the number of (viewer, day) views of the target.
     */
    async view(target: Target, viewer: { memberId: number } | { visitorId: string }) {
      const now = nowIso();
      const member_id = 'memberId' in viewer ? viewer.memberId : null;
      const visitor_hash = 'visitorId' in viewer ? createHash('sha256').update(viewer.visitorId).digest('hex') : null;
      await db
        .insertInto('views')
        .values({ ...ofTarget(target), member_id, visitor_hash, day: now.slice(0, 10), created_at: now, viewed_at: now })
        .onConflict((conflict) =>
          conflict.columns(member_id === null ? ['target_type', 'target_id', 'visitor_hash', 'day'] : ['target_type', 'target_id', 'member_id', 'day']).doUpdateSet({ viewed_at: now }),
        )
        .execute();
      const { n } = await db
        .selectFrom('views')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('target_type', '=', target.type)
        .where('target_id', '=', target.id)
        .executeTakeFirstOrThrow();
      return asCount(n);
    },

    /** One rating per member and target: rating again replaces the stars. */
    async rate(target: Target, memberId: number, stars: number) {
      const now = nowIso();
      await db
        .insertInto('ratings')
        .values({ ...ofTarget(target), member_id: memberId, stars, created_at: now, updated_at: now })
        .onConflict((conflict) =>
          conflict.columns(['target_type', 'target_id', 'member_id']).doUpdateSet({ stars, updated_at: now }),
        )
        .execute();
      const row = await db
        .selectFrom('ratings')
        .select((eb) => [eb.fn.countAll().as('n'), eb.fn.sum('stars').as('total')])
        .where('target_type', '=', target.type)
        .where('target_id', '=', target.id)
        .executeTakeFirstOrThrow();
      const ratingCount = asCount(row.n);
      return { stars, ratingAverage: averageOf(row.total, ratingCount), ratingCount };
    },

    /**
     * The summaries of many targets (a list's cards) in a fixed number of grouped queries, however
     * many targets; in the order given.
     */
    async summaries(targets: readonly Target[], viewerId: number | undefined): Promise<InteractionSummary[]> {
      if (targets.length === 0) return [];
      const keyOf = (type: string, id: string) => `${type}\u0000${id}`;
      const among = (table: 'reactions' | 'shares' | 'views' | 'comments' | 'ratings') =>
        db
          .selectFrom(table)
          .where((eb) => eb.or(targets.map((target) => eb.and([eb(`${table}.target_type`, '=', target.type), eb(`${table}.target_id`, '=', target.id)]))));
      const tally = (rows: { target_type: string; target_id: string; n: unknown }[]) =>
        new Map(rows.map((row) => [keyOf(row.target_type, row.target_id), asCount(row.n)]));
      const grouped = (table: 'shares' | 'views') =>
        among(table)
          .select([`${table}.target_type`, `${table}.target_id`, (eb) => eb.fn.countAll().as('n')])
          .groupBy([`${table}.target_type`, `${table}.target_id`])
          .execute();
      // Comments are counted as the viewer is shown them (without those of a member blocked either way).
      const seenComments = () => among('comments').where(seenBy(viewerId));
      const [reactionRows, shares, views, comments, ratingRows, stanceRows, mine] = await Promise.all([
        among('reactions').select(['target_type', 'target_id', 'kind', (eb) => eb.fn.countAll().as('n')]).groupBy(['target_type', 'target_id', 'kind']).execute(),
        grouped('shares'),
        grouped('views'),
        seenComments().select(['target_type', 'target_id', (eb) => eb.fn.countAll().as('n')]).groupBy(['target_type', 'target_id']).execute(),
        among('ratings').select(['target_type', 'target_id', (eb) => eb.fn.countAll().as('n'), (eb) => eb.fn.sum('stars').as('total')]).groupBy(['target_type', 'target_id']).execute(),
        seenComments().select(['target_type', 'target_id', 'stance', (eb) => eb.fn.countAll().as('n')]).where('stance', 'in', STANCE_KEYS).groupBy(['target_type', 'target_id', 'stance']).execute(),
        viewerId === undefined
          ? Promise.resolve([])
          : among('reactions').select(['target_type', 'target_id', 'kind']).where('member_id', '=', viewerId).execute(),
      ]);
      const viewerStars =
        viewerId === undefined ? new Map<string, number>() : new Map((await among('ratings').select(['target_type', 'target_id', 'stars']).where('member_id', '=', viewerId).execute()).map((row) => [keyOf(row.target_type, row.target_id), Number(row.stars)]));
      const reactions = (kind: ReactionKind) => tally(reactionRows.filter((row) => row.kind === kind));
      const [likes, saves] = [reactions('like'), reactions('save')];
      const [shareCounts, viewCounts, commentCounts] = [tally(shares), tally(views), tally(comments)];
      const ratings = new Map(ratingRows.map((row) => [keyOf(row.target_type, row.target_id), row]));
      const marked = new Set(mine.map((row) => `${row.kind}\u0000${keyOf(row.target_type, row.target_id)}`));
      return targets.map((target) => {
        const key = keyOf(target.type, target.id);
        const rating = ratings.get(key);
        const ratingCount = asCount(rating?.n);
        return {
          targetType: target.type,
          targetId: target.id,
          likesCount: likes.get(key) ?? 0,
          savesCount: saves.get(key) ?? 0,
          sharesCount: shareCounts.get(key) ?? 0,
          viewsCount: viewCounts.get(key) ?? 0,
          commentsCount: commentCounts.get(key) ?? 0,
          stanceCounts: stanceCountsOf(stanceRows.filter((row) => keyOf(row.target_type, row.target_id) === key)),
          ratingAverage: averageOf(rating?.total, ratingCount),
          ratingCount,
          viewer:
            viewerId === undefined
              ? null
              : { liked: marked.has(`like\u0000${key}`), saved: marked.has(`save\u0000${key}`), stars: viewerStars.get(key) ?? null },
        };
      });
    },

    /** Every count of a target and the viewer's own marks, in one query. */
    async summary(target: Target, viewerId: number | undefined): Promise<InteractionSummary> {
      const viewer = viewerId ?? -1; // no member has a negative id, so a visitor matches nothing
      const row = await db
        .selectNoFrom((eb) => {
          const reactions = (kind: ReactionKind) =>
            eb
              .selectFrom('reactions')
              .where('target_type', '=', target.type)
              .where('target_id', '=', target.id)
              .where('kind', '=', kind);
          const rowsOf = (table: 'shares' | 'views') =>
            eb.selectFrom(table).where(`${table}.target_type`, '=', target.type).where(`${table}.target_id`, '=', target.id);
          const seenComments = () => eb.selectFrom('comments').where('comments.target_type', '=', target.type).where('comments.target_id', '=', target.id).where(seenBy(viewerId));
          const ratings = () =>
            eb.selectFrom('ratings').where('ratings.target_type', '=', target.type).where('ratings.target_id', '=', target.id);
          return [
            reactions('like').select(eb.fn.countAll().as('n')).as('likes'),
            reactions('save').select(eb.fn.countAll().as('n')).as('saves'),
            rowsOf('shares').select(eb.fn.countAll().as('n')).as('shares'),
            rowsOf('views').select(eb.fn.countAll().as('n')).as('views'),
            seenComments().select(eb.fn.countAll().as('n')).as('comments'),
            ratings().select(eb.fn.countAll().as('n')).as('ratings'),
            ratings()
              .select((inner) => inner.fn.sum('ratings.stars').as('n'))
              .as('stars_total'),
            reactions('like').where('member_id', '=', viewer).select(eb.fn.countAll().as('n')).as('viewer_liked'),
            reactions('save').where('member_id', '=', viewer).select(eb.fn.countAll().as('n')).as('viewer_saved'),
            ratings().where('ratings.member_id', '=', viewer).select('ratings.stars').as('viewer_stars'),
          ];
        })
        .executeTakeFirstOrThrow();
      const stances = await db
        .selectFrom('comments')
        .select(['stance', (eb) => eb.fn.countAll().as('n')])
        .where('target_type', '=', target.type)
        .where('target_id', '=', target.id)
        .where('stance', 'in', STANCE_KEYS)
        .where(seenBy(viewerId))
        .groupBy('stance')
        .execute();
      const ratingCount = asCount(row.ratings);
      return {
        targetType: target.type,
        targetId: target.id,
        likesCount: asCount(row.likes),
        savesCount: asCount(row.saves),
        sharesCount: asCount(row.shares),
        viewsCount: asCount(row.views),
        commentsCount: asCount(row.comments),
        stanceCounts: stanceCountsOf(stances),
        ratingAverage: averageOf(row.stars_total, ratingCount),
        ratingCount,
        viewer:
          viewerId === undefined
            ? null
            : {
                liked: asCount(row.viewer_liked) > 0,
                saved: asCount(row.viewer_saved) > 0,
                stars: row.viewer_stars === null || row.viewer_stars === undefined ? null : Number(row.viewer_stars),
              },
      };
    },
  };
}

export type InteractionRepository = ReturnType<typeof createInteractionRepository>;
