import type { Kysely, Transaction } from 'kysely';
import { clock } from '../clock';
import { isUniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';
import { SAMPLE_MEMBERS, sampleEmail } from '../community/seed';

/** The name under which seed_runs records that the learning samples' interactions were seeded. */
export const LEARNING_SEED = 'learning-samples-dated-from-first-start';

interface AcademySample {
  /** The sample figures the items once carried as fields: average stars, raters, likes. */
  rating: number;
  raters: number;
  likes: number;
  /** Acted on within the last day (today's trending), else over the past week. */
  recent?: boolean;
}

/** The academy items' sample figures, now members' ratings, likes and views (as many as there are sample members). */
export const ACADEMY_SAMPLES: Record<string, AcademySample> = {
  'academyItem-sanskrit-alphabet': { rating: 4.5, raters: 86, likes: 55 },
  'academyItem-surya-namaskar': { rating: 4.7, raters: 132, likes: 99 },
  'academyItem-nakshatras': { rating: 4.8, raters: 204, likes: 144, recent: true },
  'academyItem-arthashastra-for-founders': { rating: 4.4, raters: 61, likes: 38 },
  'academyItem-sama-veda-chant': { rating: 4.6, raters: 77, likes: 42 },
};

/** Sparks viewed by sample members on the days before the first start: this many viewers a day. */
export const SPARK_SAMPLE_VIEWERS: Record<string, number> = {
  'spark-one-breath-before-you-speak': 9,
  'spark-the-meaning-of-om-in-40-seconds': 12,
  'spark-gayatri-mantra-word-by-word': 7,
  'spark-why-the-tulsi-is-in-the-courtyard': 10,
  'spark-temple-bells-and-the-mind': 6,
};

const HOUR = 3_600_000;

/**
 * Stars for `count` raters whose average is as near `average` as whole stars allow: some give
 * the star above, the rest the star below.
 */
export function starsAveraging(average: number, count: number): number[] {
  const low = Math.floor(average);
  const high = Math.min(5, low + 1);
  const highs = Math.round((average - low) * count);
  return Array.from({ length: count }, (_, i) => (i < highs ? high : low));
}

/**
 * Once per database, on the first start after this exists: the academy items' sample ratings,
 * likes and views, and sparks' views, as sample members' interactions dated back from now (so
 * today's trending is not empty on a first start). Members' own rows are never touched.
 */
export async function seedLearningSamples(db: Kysely<Database>): Promise<void> {
  try {
    await db.transaction().execute(async (trx) => {
      const now = clock.nowMs();
      const run = await trx
        .insertInto('seed_runs')
        .values({ name: LEARNING_SEED, applied_at: new Date(now).toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      if (Number(run.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      const members = await trx.selectFrom('users').select('id').where('email', 'in', SAMPLE_MEMBERS.map((m) => sampleEmail(m.slug))).orderBy('id').execute();
      if (!members.length) return;
      await insertSamples(trx, members.map((m) => m.id), now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

async function insertSamples(trx: Transaction<Database>, memberIds: number[], now: number) {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  let item = 0;
  for (const [id, sample] of Object.entries(ACADEMY_SAMPLES)) {
    item++;
    // Recent items were acted on in the last 20 hours; the others two to six days ago.
    const when = (i: number) => at(sample.recent ? 1 + ((i * 7) % 19) : 48 + ((i * 13 + item * 11) % 96));
    const target = { target_type: 'academy-item', target_id: id };
    const raters = memberIds.slice(0, sample.raters);
    const stars = starsAveraging(sample.rating, raters.length);
    await trx
      .insertInto('ratings')
      .values(raters.map((member_id, i) => ({ ...target, member_id, stars: stars[i]!, created_at: when(i), updated_at: when(i) })))
      .execute();
    await trx
      .insertInto('reactions')
      .values(memberIds.slice(0, sample.likes).map((member_id, i) => ({ ...target, kind: 'like', member_id, created_at: when(i) })))
      .execute();
    await trx
      .insertInto('views')
      .values(raters.map((member_id, i) => ({ ...target, member_id, visitor_hash: null, day: when(i).slice(0, 10), created_at: when(i), viewed_at: when(i) })))
      .execute();
  }
  for (const [id, perDay] of Object.entries(SPARK_SAMPLE_VIEWERS)) {
    const rows = [1, 2, 3].flatMap((daysAgo) =>
      memberIds.slice(0, Math.min(perDay, memberIds.length)).map((member_id, i) => {
        const iso = at(daysAgo * 24 - 2 - (i % 5));
        return { target_type: 'spark', target_id: id, member_id, visitor_hash: null, day: iso.slice(0, 10), created_at: iso, viewed_at: iso };
      }),
    );
    // Two viewers' hours can fall on one day twice at a day's edge: the day's first stands.
    const unique = [...new Map(rows.map((r) => [`${r.member_id}|${r.day}`, r])).values()];
    await trx.insertInto('views').values(unique).execute();
  }
}
