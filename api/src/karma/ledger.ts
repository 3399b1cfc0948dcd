import { type Kysely, type Selectable, sql } from 'kysely';
import { istDay } from '../../../contracts/dates';
import { KARMA_SEED_GRANT, type KarmaRuleKind } from '../../../contracts/karmaRules';
import { isPostgres, nowIso } from '../db/dialect';
import type { Database, KarmaEntriesTable } from '../db/schema';
import type { PublishedContent } from '../content/dataset';
import { expectedCredits, type ExpectedCredit, type KarmaScope } from './expected';
import { rulesOf } from './rules';
import { stageRanks, tellEarned } from './tidings';

type Db = Kysely<Database>;

const keyOf = (kind: string, targetType: string, targetId: string, actorId: number | null) => `${kind}\u0000${targetType}\u0000${targetId}\u0000${actorId ?? ''}`;

/** A standing credit: one not reversed (the row without what only reversals and the clock fill). */
type LiveCredit = Omit<Selectable<KarmaEntriesTable>, 'reverses_id' | 'created_at'>;

/** The credits of a scope that still stand; the trust's grants only when asked for (no rule gives or takes them). */
async function liveCredits(db: Db, scope: KarmaScope, withGrants = false): Promise<LiveCredit[]> {
  let query = db
    .selectFrom('karma_entries as e')
    .select(['e.id', 'e.member_id', 'e.event_kind', 'e.target_type', 'e.target_id', 'e.actor_id', 'e.seq', 'e.points', 'e.rule_version', 'e.cap_day'])
    .where('e.seq', '>', 0)
    .where('e.actor_id', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('karma_entries as r').select('r.id').whereRef('r.reverses_id', '=', 'e.id'))));
  if (scope.target) query = query.where('e.target_type', '=', scope.target.type).where('e.target_id', '=', scope.target.id);
  if (scope.actorId !== undefined) query = query.where('e.actor_id', '=', scope.actorId);
  if (!withGrants) query = query.where('e.event_kind', '<>', KARMA_SEED_GRANT);
  return query.execute();
}

/**
 * Only one writer of a member's entries at a time on PostgreSQL (SQLite runs one write
 * transaction at a time anyway), so two simultaneous events cannot both fit under a daily cap
 * that has room for one. Locks are taken in member order, so two writers never wait on each other.
 */
async function lockMembers(trx: Db, memberIds: Iterable<number>) {
  if (!isPostgres(trx)) return;
  for (const id of [...new Set(memberIds)].sort((a, b) => a - b)) {
    await sql`SELECT pg_advisory_xact_lock(hashtext(${`karma:${id}`}))`.execute(trx);
  }
}

/** Takes a standing credit back: a reversing entry, counted against the credit's own day. */
async function reverse(trx: Db, credit: LiveCredit, at: string) {
  await trx
    .insertInto('karma_entries')
    .values({
      member_id: credit.member_id,
      event_kind: credit.event_kind,
      target_type: credit.target_type,
      target_id: credit.target_id,
      actor_id: credit.actor_id,
      seq: -credit.seq,
      points: -credit.points,
      rule_version: credit.rule_version,
      reverses_id: credit.id,
      cap_day: credit.cap_day,
      created_at: at,
    })
    .execute();
}

/** Points already counted against a member's cap for one kind on one day in India. */
async function usedOn(trx: Db, memberId: number, kind: string, day: string) {
  const row = await trx
    .selectFrom('karma_entries')
    .select((eb) => eb.fn.sum<number>('points').as('used'))
    .where('member_id', '=', memberId)
    .where('event_kind', '=', kind)
    .where('cap_day', '=', day)
    .executeTakeFirst();
  return Number(row?.used ?? 0);
}

/**
 * Gives the credit with the rules published now: their points (a course item's coin value), cut
 * to what the day's cap still allows (a credit over the cap stands with 0 points, so undoing the
 * act and doing it again cannot earn more). `at` dates it: now for a live event, the act's own
 * time when the ledger is rebuilt.
 */
async function give(trx: Db, content: PublishedContent, credit: ExpectedCredit, at: string) {
  const { version, rules } = rulesOf(content);
  const rule = rules[credit.kind as KarmaRuleKind];
  const wanted = credit.coins ?? rule.points;
  const day = istDay(at);
  const room = rule.dailyCap === null ? wanted : Math.max(0, rule.dailyCap - (await usedOn(trx, credit.memberId, credit.kind, day)));
  const last = await trx
    .selectFrom('karma_entries')
    .select((eb) => eb.fn.max('seq').as('seq'))
    .where('event_kind', '=', credit.kind)
    .where('target_type', '=', credit.targetType)
    .where('target_id', '=', credit.targetId)
    .where('actor_id', '=', credit.actorId)
    .executeTakeFirst();
  await trx
    .insertInto('karma_entries')
    .values({
      member_id: credit.memberId,
      event_kind: credit.kind,
      target_type: credit.targetType,
      target_id: credit.targetId,
      actor_id: credit.actorId,
      seq: Number(last?.seq ?? 0) + 1,
      points: Math.min(wanted, room),
      rule_version: version,
      reverses_id: null,
      cap_day: day,
      created_at: at,
    })
    .execute();
}

/**
 * Brings the ledger in line with the interaction tables for a scope: a credit for every act that
 * should give one and has none standing, a reversing entry for every standing credit whose act is
 * gone (unliked, deleted, hidden, unpublished). Called inside the transaction that changed the
 * interaction, so the two commit together; the unique key on (kind, target, actor, seq) turns a
 * simultaneous second writer of the same act into an error rather than a second credit.
 *
 * `replay` (the rebuild) dates new credits at their act's time, in the order the acts happened, so
 * daily caps fall on the days they fell on live.
 */
export async function reconcile(trx: Db, content: PublishedContent, scope: KarmaScope, options: { replay?: boolean } = {}) {
  /** The acts and the credits of the scope, compared: what to give and what to take back. */
  const differences = async () => {
    const expected = await expectedCredits(trx, content, scope);
    const live = await liveCredits(trx, scope);
    const wanted = new Set(expected.map((credit) => keyOf(credit.kind, credit.targetType, credit.targetId, credit.actorId)));
    const standing = new Set(live.map((credit) => keyOf(credit.event_kind, credit.target_type, credit.target_id, credit.actor_id)));
    const extra = live.filter((credit) => !wanted.has(keyOf(credit.event_kind, credit.target_type, credit.target_id, credit.actor_id)));
    const missing = expected.filter((credit) => !standing.has(keyOf(credit.kind, credit.targetType, credit.targetId, credit.actorId))).sort((a, b) => a.at.localeCompare(b.at));
    return { extra, missing, members: new Set([...extra.map((credit) => credit.member_id), ...missing.map((credit) => credit.memberId)]) };
  };
  let found = await differences();
  if (found.members.size === 0) return { given: 0, reversed: 0 };
  // Compare again under the members' locks, acts and credits both: another writer's act and its
  // credit commit together while it holds the lock, so what is read under it is never half of one
  // (an act read before it committed and its credit after would be taken back wrongly).
  const locked = new Set<number>();
  while ([...found.members].some((id) => !locked.has(id))) {
    await lockMembers(trx, [...found.members].filter((id) => !locked.has(id)));
    for (const id of found.members) locked.add(id);
    found = await differences();
  }
  const { extra, missing } = found;
  const now = nowIso();
  // Members earning now are told of it (a rebuild replays the past: nobody is told again).
  const earners = new Set(options.replay ? [] : missing.map((credit) => credit.memberId));
  const ranksBefore = earners.size ? await stageRanks(trx, content, earners) : new Map<number, number>();
  for (const credit of extra) await reverse(trx, credit, now);
  for (const credit of missing) await give(trx, content, credit, options.replay ? credit.at : now);
  await tellEarned(trx, content, earners, ranksBefore);
  return { given: missing.length, reversed: extra.length };
}

/** Takes back every standing credit a member gave others (their account is being erased). */
export async function reverseGivenBy(trx: Db, actorId: number) {
  const live = (await liveCredits(trx, { actorId }, true)).filter((credit) => credit.member_id !== actorId);
  await lockMembers(trx, live.map((credit) => credit.member_id));
  const now = nowIso();
  for (const credit of live) await reverse(trx, credit, now);
  return live.length;
}

/** The ledger as the features that cause credits see it: one call after the act, in its transaction. */
export function createKarmaLedger(content: PublishedContent) {
  return {
    /**
     * Brings the credits of a scope in line with what just changed: a member's like or comment on
     * a target (`{ target, actorId }`), or everything on a target that was deleted, hidden or
     * shown again (`{ target }`).
     */
    settle: (trx: Db, scope: KarmaScope) => reconcile(trx, content, scope),
    /** After comments were deleted (with their likes): what they earned and what their item earned through them. */
    async settleDeletedComments(trx: Db, commentIds: readonly (string | number)[], item: { type: string; id: string }) {
      for (const id of commentIds) await reconcile(trx, content, { target: { type: 'comment', id: String(id) } });
      await reconcile(trx, content, { target: item });
    },
    /**
     * After a moderator hid something (or showed it again): what it earned, and for a comment what
     * its item earned through it. Things that earn nothing (a story, a message) are left alone.
     */
    async settleModerated(trx: Db, itemType: string, itemId: string) {
      if (itemType === 'post' || itemType === 'article') {
        await reconcile(trx, content, { target: { type: itemType === 'post' ? 'post' : 'member-article', id: itemId } });
      } else if (itemType === 'comment' && /^\d{1,15}$/.test(itemId)) {
        const comment = await trx.selectFrom('comments').select(['target_type', 'target_id']).where('id', '=', Number(itemId)).executeTakeFirst();
        await reconcile(trx, content, { target: { type: 'comment', id: itemId } });
        if (comment) await reconcile(trx, content, { target: { type: comment.target_type, id: comment.target_id } });
      }
    },
    /** Takes back the credits a member gave (their account is being erased). */
    reverseGivenBy: (trx: Db, actorId: number) => reverseGivenBy(trx, actorId),
  };
}

export type KarmaLedger = ReturnType<typeof createKarmaLedger>;
