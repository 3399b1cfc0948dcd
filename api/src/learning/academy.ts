import type { Kysely } from 'kysely';
import type { AcademyAnswer } from '../../../contracts/learning';
import { TRENDING_SIZE, TRENDING_WINDOWS_HOURS } from '../../../contracts/learningRules';
import { clock } from '../clock';
import type { ContentDocument } from '../content/dataset';
import type { Database } from '../db/schema';
import type { Interactions } from '../interactions';
import { asCount } from '../interactions/repository';
import type { PublishedContent } from '../content/dataset';
import type { LearningProgress } from './progress';

const TARGET = 'academy-item';
const HOUR = 3_600_000;

interface AcademyDocument extends ContentDocument {
  status?: string;
  author?: { _ref?: string };
  topics?: { _ref?: string }[];
}

/** The items the trust has released (drafts are its unpublished courses: nobody's to see). */
export const publishedAcademyItems = (content: PublishedContent) =>
  content.published().filter((doc) => doc._type === 'academyItem' && (doc as AcademyDocument).status === 'published') as AcademyDocument[];

/** One topic the member liked or saved something under weighs as much as one star of rating. */
const TOPIC_WEIGHT = 1;

/**
 * The Academy's figures, all from the interaction tables: each item's ratings and counts with the
 * viewer's marks and progress, today's trending and the recommendations.
 */
export function createAcademy({ db, content, interactions, progress }: { db: Kysely<Database>; content: PublishedContent; interactions: Interactions; progress: LearningProgress }) {
  /** Interactions of any kind (likes, saves, shares, comments, ratings, views) per item since a moment. */
  async function actedOnSince(sinceMs: number, ids: string[]) {
    const since = new Date(sinceMs).toISOString();
    const counted = (table: 'reactions' | 'shares' | 'comments' | 'ratings' | 'views', column: 'created_at' | 'updated_at' | 'viewed_at') =>
      db
        .selectFrom(table)
        .select([`${table}.target_id as id`, (eb) => eb.fn.countAll().as('n')])
        .where(`${table}.target_type`, '=', TARGET)
        .where(`${table}.${column}` as never, '>=', since as never)
        .groupBy(`${table}.target_id`)
        .execute();
    const rows = (await Promise.all([counted('reactions', 'created_at'), counted('shares', 'created_at'), counted('comments', 'created_at'), counted('ratings', 'updated_at'), counted('views', 'viewed_at')])).flat();
    const totals = new Map<string, number>();
    for (const row of rows) if (ids.includes(row.id)) totals.set(row.id, (totals.get(row.id) ?? 0) + asCount(row.n));
    return [...totals].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  }

  async function trending(ids: string[]): Promise<AcademyAnswer['trending']> {
    const now = clock.nowMs();
    const day = await actedOnSince(now - TRENDING_WINDOWS_HOURS.day * HOUR, ids);
    const chosen: AcademyAnswer['trending'] = day.slice(0, TRENDING_SIZE).map(([id, n]) => ({ id, window: 'day', interactions: n }));
    if (chosen.length < TRENDING_SIZE) {
      const week = await actedOnSince(now - TRENDING_WINDOWS_HOURS.week * HOUR, ids);
      for (const [id, n] of week) {
        if (chosen.length >= TRENDING_SIZE) break;
        if (!chosen.some((entry) => entry.id === id)) chosen.push({ id, window: 'week', interactions: n });
      }
    }
    return chosen;
  }

  /** The topics of the items a member liked or saved, with how many such items carry each. */
  async function likedTopics(memberId: number, items: AcademyDocument[]) {
    const marked = await db.selectFrom('reactions').select('target_id').where('target_type', '=', TARGET).where('member_id', '=', memberId).execute();
    const weights = new Map<string, number>();
    for (const id of new Set(marked.map((row) => row.target_id))) {
      for (const topic of items.find((item) => item._id === id)?.topics ?? []) if (topic._ref) weights.set(topic._ref, (weights.get(topic._ref) ?? 0) + 1);
    }
    return weights;
  }

  return {
    async overview(viewerId: number | undefined): Promise<Omit<AcademyAnswer, 'success'>> {
      const items = publishedAcademyItems(content);
      const ids = items.map((item) => item._id);
      const [summaries, mine, topics, followed, trendingItems] = await Promise.all([
        interactions.repository.summaries(ids.map((id) => ({ type: TARGET, id })), viewerId),
        viewerId === undefined ? undefined : progress.progressOf(viewerId, TARGET),
        viewerId === undefined ? new Map<string, number>() : likedTopics(viewerId, items),
        viewerId === undefined ? [] : db.selectFrom('person_follows').select('person_id').where('member_id', '=', viewerId).execute(),
        trending(ids),
      ]);
      const stats = summaries.map((summary) => ({
        id: summary.targetId,
        ratingAverage: summary.ratingAverage,
        ratingCount: summary.ratingCount,
        likesCount: summary.likesCount,
        savesCount: summary.savesCount,
        viewsCount: summary.viewsCount,
        commentsCount: summary.commentsCount,
        liked: summary.viewer?.liked ?? false,
        saved: summary.viewer?.saved ?? false,
        stars: summary.viewer?.stars ?? null,
        completed: mine?.completed.has(summary.targetId) ?? false,
        watchedPercent: mine?.percent.get(summary.targetId) ?? 0,
      }));
      const score = (id: string) => {
        const rating = stats.find((s) => s.id === id)?.ratingAverage ?? 0;
        const affinity = (items.find((item) => item._id === id)?.topics ?? []).reduce((sum, topic) => sum + (topics.get(topic._ref ?? '') ?? 0), 0);
        return rating + TOPIC_WEIGHT * affinity;
      };
      const ratersOf = (id: string) => stats.find((s) => s.id === id)?.ratingCount ?? 0;
      const recommended = ids
        .filter((id) => !mine?.completed.has(id))
        .sort((a, b) => score(b) - score(a) || ratersOf(b) - ratersOf(a) || a.localeCompare(b));
      return { items: stats, trending: trendingItems, recommended, followedAuthors: followed.map((row) => row.person_id) };
    },
  };
}

export type Academy = ReturnType<typeof createAcademy>;
