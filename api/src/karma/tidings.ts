import { type Kysely, sql } from 'kysely';
import { istDay } from '../../../contracts/dates';
import { stageLabel } from '../../../contracts/memberStage';
import { ROUTES } from '../../../contracts/routes';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { stagesOf } from './stages';
import { standingsOf } from './standing';

type Db = Kysely<Database>;

/** Each member's stage, by its place in the published order. */
export async function stageRanks(trx: Db, content: PublishedContent, memberIds: Iterable<number>): Promise<Map<number, number>> {
  const stages = stagesOf(content);
  const standings = await standingsOf(trx, content, [...memberIds]);
  return new Map([...standings].map(([id, standing]) => [id, stages.findIndex((stage) => stage.key === standing.stageKey)]));
}

/**
 * Records the day's points, or brings them up to date: written afresh (unread, with a new id) so
 * the bell lists it among the newest; it stands or falls with the credits' transaction.
 */
async function tellPoints(trx: Db, memberId: number, day: string, points: number) {
  const eventKey = `karma:${memberId}:${day}`;
  await trx.deleteFrom('notifications').where('event_key', '=', eventKey).execute();
  await trx
    .insertInto('notifications')
    .values({ recipient_id: memberId, kind: 'karma', actor_id: null, item_type: null, item_id: null, detail: JSON.stringify({ points, href: ROUTES.personalProfile }), event_key: eventKey, created_at: nowIso(), read_at: null })
    .execute();
}

/**
 * Tells members of the points they just earned and of a stage reached. The day's points are one
 * notification per member, brought up to date with each credit (the bell does not fill with one
 * line per like); a stage is told once, the first time it is reached.
 */
export async function tellEarned(trx: Db, content: PublishedContent, earners: Set<number>, ranksBefore: Map<number, number>) {
  if (!earners.size) return;
  const day = istDay(nowIso());
  const ranksAfter = await stageRanks(trx, content, earners);
  const stages = stagesOf(content);
  for (const memberId of earners) {
    const today = await trx
      .selectFrom('karma_entries as e')
      .select(sql<number>`coalesce(sum(e.points), 0)`.as('points'))
      .where('e.member_id', '=', memberId)
      .where('e.cap_day', '=', day)
      .where('e.reverses_id', 'is', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('karma_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))))
      .executeTakeFirst();
    const points = Number(today?.points ?? 0);
    if (points > 0) await tellPoints(trx, memberId, day, points);
    const [before, after] = [ranksBefore.get(memberId) ?? 0, ranksAfter.get(memberId) ?? 0];
    if (after > before) {
      const stage = stages[after]!;
      await trx
        .insertInto('notifications')
        .values({ recipient_id: memberId, kind: 'stage', actor_id: null, item_type: null, item_id: null, detail: JSON.stringify({ stage: stageLabel(stage.name, stage.meaning), href: ROUTES.personalProfile }), event_key: `stage:${memberId}:${stage.key}`, created_at: nowIso(), read_at: null })
        .onConflict((conflict) => conflict.column('event_key').doNothing())
        .execute();
    }
  }
}
