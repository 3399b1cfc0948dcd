import type { Kysely } from 'kysely';
import { type MemberStage, stageLabel } from '../../../contracts/memberStage';
import type { Database } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { stagesOf } from '../karma/stages';
import { standingsOf } from '../karma/standing';

/** A member's stage and Karmic Points total. */
export interface MemberStanding {
  stage: MemberStage;
  points: number;
}
/** Every named member's standing in one batched lookup (no query per row). */
export type StageSource = (memberIds: readonly number[]) => Promise<ReadonlyMap<number, MemberStanding>>;
/** A looked-up member's stage; null for no member (a former member has none). */
export type StageOf = (memberId: number | null | undefined) => MemberStage | null;

/**
 * The stage source of each open database, provided once where the server is put together, so
 * that every answer naming members reads their stages the same way without each repository
 * being handed the Karmic Points rules. A database opened apart (a test's own connection) has
 * none, and its answers name no stage.
 */
const sources = new WeakMap<object, StageSource>();

export function provideMemberStages(db: Kysely<Database>, content: PublishedContent) {
  sources.set(db, async (memberIds) => {
    const standings = await standingsOf(db, content, memberIds);
    const order = stagesOf(content).map((stage) => stage.key);
    return new Map(
      [...standings].map(([id, standing]) => [
        id,
        {
          points: standing.points,
          stage: {
            key: standing.stageKey,
            rank: order.indexOf(standing.stageKey) + 1 || 1,
            name: standing.stageName,
            meaning: standing.stageMeaning,
            label: stageLabel(standing.stageName, standing.stageMeaning),
          },
        },
      ]),
    );
  });
}

/** The standings of the members an answer names, read in one batch. */
export async function lookUpStandings(db: Kysely<Database>, memberIds: Iterable<number | null | undefined>): Promise<(memberId: number | null | undefined) => MemberStanding | null> {
  const source = sources.get(db);
  const ids = [...new Set([...memberIds].filter((id): id is number => typeof id === 'number'))];
  const standings = source && ids.length ? await source(ids) : new Map<number, MemberStanding>();
  return (memberId) => (memberId == null ? null : (standings.get(memberId) ?? null));
}

/** The stages of the members an answer names, read in one batch. */
export async function lookUpStages(db: Kysely<Database>, memberIds: Iterable<number | null | undefined>): Promise<StageOf> {
  const standingOf = await lookUpStandings(db, memberIds);
  return (memberId) => standingOf(memberId)?.stage ?? null;
}

/** For what names a member in words only (an e-mail): no stage is shown, so none is read. */
export const NO_STAGES: StageOf = () => null;
