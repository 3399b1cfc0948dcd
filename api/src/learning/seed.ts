import type { Kysely, Transaction } from 'kysely';
import { clock } from '../clock';
import { isUniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';
import { SAMPLE_MEMBERS, sampleEmail } from '../community/seed';

/** The name under which seed_runs records that the learning samples' interactions were seeded. */
export const LEARNING_SEED = 'learning-samples-dated-from-first-start';
/** The same for the video samples' ratings, likes, forwards and views (once fields of the content). */
export const VIDEO_SEED = 'video-samples-dated-from-first-start';

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

/** The video samples' figures as the content once carried them: average stars, likes, forwards and views. */
export const VIDEO_SAMPLES: Record<string, { rating: number; likes: number; forwards: number; views: number }> = {
  'videoSample-surya-namaskar-science': { rating: 4.5, likes: 54, forwards: 2, views: 12480 },
  'videoSample-live-morning-pranayama': { rating: 4.7, likes: 312, forwards: 18, views: 2140 },
  'videoSample-live-arthashastra-startups': { rating: 4.4, likes: 188, forwards: 22, views: 1560 },
  'videoSample-live-banarasi-handloom': { rating: 4.6, likes: 241, forwards: 31, views: 1875 },
  'videoSample-live-dharma-and-the-news': { rating: 4.3, likes: 156, forwards: 12, views: 1320 },
  'videoSample-live-evening-raga': { rating: 4.8, likes: 402, forwards: 27, views: 2980 },
  'videoSample-live-moksha-patam': { rating: 4.5, likes: 133, forwards: 9, views: 940 },
  'videoSample-trending-ayurveda-monsoon': { rating: 4.6, likes: 1240, forwards: 143, views: 28400 },
  'videoSample-trending-kautilya-leadership': { rating: 4.4, likes: 860, forwards: 97, views: 19750 },
  'videoSample-trending-why-the-saree-endures': { rating: 4.5, likes: 1510, forwards: 210, views: 34200 },
  'videoSample-trending-sanskrit-and-ai': { rating: 4.7, likes: 2030, forwards: 356, views: 41800 },
  'videoSample-trending-geometry-of-konark': { rating: 4.8, likes: 1720, forwards: 188, views: 36900 },
  'videoSample-trending-mahabharata-strategy-game': { rating: 4.3, likes: 690, forwards: 64, views: 15300 },
};

/** Views a day, over the week before the first start, for this many views of the old figures (at most one a member). */
const VIEWS_PER_DAILY_VIEWER = 2_500;

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
  await onceNamed(db, LEARNING_SEED, insertSamples);
  await onceNamed(db, VIDEO_SEED, insertVideoSamples);
}

/** Runs a seed once per database under its name in seed_runs, as the sample members, dated back from now. */
async function onceNamed(db: Kysely<Database>, name: string, insert: (trx: Transaction<Database>, memberIds: number[], now: number) => Promise<void>) {
  try {
    await db.transaction().execute(async (trx) => {
      const now = clock.nowMs();
      const run = await trx
        .insertInto('seed_runs')
        .values({ name, applied_at: new Date(now).toISOString() })
        .onConflict((conflict) => conflict.column('name').doNothing())
        .executeTakeFirst();
      if (Number(run.numInsertedOrUpdatedRows ?? 0n) === 0) return;
      const members = await trx.selectFrom('users').select('id').where('email', 'in', SAMPLE_MEMBERS.map((m) => sampleEmail(m.slug))).orderBy('id').execute();
      if (!members.length) return;
      await insert(trx, members.map((m) => m.id), now);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
}

/**
 * The video samples' figures as members' interactions over the week before the first start:
 * ratings averaging the old rating, likes and forwards by as many members as the figures (at most
 * all of them), and daily views in proportion to the old view counts, so the shelves keep their order.
 */
async function insertVideoSamples(trx: Transaction<Database>, memberIds: number[], now: number) {
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR).toISOString();
  for (const [id, sample] of Object.entries(VIDEO_SAMPLES)) {
    const target = { target_type: 'video-sample', target_id: id };
    const when = (i: number) => at(6 + ((i * 17) % 150));
    const stars = starsAveraging(sample.rating, memberIds.length);
    await trx.insertInto('ratings').values(memberIds.map((member_id, i) => ({ ...target, member_id, stars: stars[i]!, created_at: when(i), updated_at: when(i) }))).execute();
    await trx.insertInto('reactions').values(memberIds.slice(0, sample.likes).map((member_id, i) => ({ ...target, kind: 'like', member_id, created_at: when(i) }))).execute();
    await trx.insertInto('shares').values(memberIds.slice(0, sample.forwards).map((member_id, i) => ({ ...target, member_id, visitor_hash: null, created_at: when(i) }))).execute();
    const perDay = Math.min(memberIds.length, Math.max(1, Math.round(sample.views / VIEWS_PER_DAILY_VIEWER)));
    const views = [1, 2, 3, 4, 5, 6, 7].flatMap((daysAgo) =>
      memberIds.slice(0, perDay).map((member_id, i) => {
        const iso = at(daysAgo * 24 - 1 - (i % 3));
        return { ...target, member_id, visitor_hash: null, day: iso.slice(0, 10), created_at: iso, viewed_at: iso };
      }),
    );
    await trx.insertInto('views').values([...new Map(views.map((row) => [`${row.member_id}|${row.day}`, row])).values()]).execute();
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
