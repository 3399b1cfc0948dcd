import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { stageFor, stagesOf } from './stages';

/** A member's Karmic Points standing, derived from the ledger and the published stages. */
export interface KarmaStanding {
  /** The sum of the member's ledger entries. */
  points: number;
  /** The stage document's `_id`, e.g. "karmaStage-jijnasu": stable while staff rename stages. */
  stageKey: string;
  /** Its Sanskrit name, e.g. "Jijnasu". */
  stageName: string;
  /** Its meaning, e.g. "Seeker". */
  stageMeaning: string;
  /** How many other members have given the member points that still stand. */
  distinctGivers: number;
  /** The next stage and what is missing to reach it; null at the highest stage. */
  next: { stageName: string; pointsMissing: number; membersMissing: number } | null;
}

/** Ids per query: well under SQLite's and PostgreSQL's limits on bound parameters. */
const CHUNK = 500;

/**
 * The standing of each member named (unknown ids and members without entries stand at 0 points
 * and the first stage), in two grouped queries per 500 members, however many entries they have.
 */
export async function standingsOf(
  db: Kysely<Database>,
  content: PublishedContent,
  memberIds: readonly number[],
): Promise<Map<number, KarmaStanding>> {
  const ids = [...new Set(memberIds)];
  const points = new Map<number, number>();
  const givers = new Map<number, number>();
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const [totals, distinct] = await Promise.all([
      db
        .selectFrom('karma_entries')
        .select(['member_id', (eb) => eb.fn.sum<number>('points').as('total')])
        .where('member_id', 'in', chunk)
        .groupBy('member_id')
        .execute(),
      db
        .selectFrom('karma_entries as e')
        .select(['e.member_id', sql<number>`count(distinct e.actor_id)`.as('n')])
        .where('e.member_id', 'in', chunk)
        .where('e.seq', '>', 0)
        .where('e.points', '>', 0)
        .where('e.actor_id', 'is not', null)
        .whereRef('e.actor_id', '<>', 'e.member_id')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('karma_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))),
        )
        .groupBy('e.member_id')
        .execute(),
    ]);
    for (const row of totals) points.set(row.member_id, Number(row.total ?? 0));
    for (const row of distinct) givers.set(row.member_id, Number(row.n ?? 0));
  }
  const stages = stagesOf(content);
  return new Map(
    ids.map((id) => {
      const total = points.get(id) ?? 0;
      const distinctGivers = givers.get(id) ?? 0;
      const { stage, next } = stageFor(stages, total, distinctGivers);
      return [
        id,
        {
          points: total,
          stageKey: stage.key,
          stageName: stage.name,
          stageMeaning: stage.meaning,
          distinctGivers,
          next: next && {
            stageName: next.name,
            pointsMissing: Math.max(0, next.minPoints - total),
            membersMissing: Math.max(0, next.minDistinctMembers - distinctGivers),
          },
        },
      ];
    }),
  );
}
