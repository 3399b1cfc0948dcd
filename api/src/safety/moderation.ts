import type { Kysely, Transaction } from 'kysely';
import type { MemberCard } from '../../../contracts/community';
import type { DecisionView, ReportGroup } from '../../../contracts/safety';
import { type ReportableType, type ReportReason, SUSPENDED_FOR_GOOD } from '../../../contracts/safetyRules';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { appealText } from '../../../contracts/grievance';
import { endAllSessions } from '../accounts/sessions';
import { clock } from '../clock';
import { CARD_COLUMNS, cardsOf as cardMaker, type People, withProfiles } from '../community/people';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { findItem, itemOrNotFound, type SafetyItem } from './items';
import { itemContext } from './itemContext';
import type { Notifier } from './notifications';
import { suspensionInForce } from '../auth/suspension';
import type { KarmaLedger } from '../karma/ledger';
import type { SessionsEndedSignal } from '../auth/sessionFamilies';

type Db = Kysely<Database>;
type Action = Database['moderation_decisions']['action'];
type DecisionRow = Awaited<ReturnType<ReturnType<typeof decisionsQuery>['execute']>>[number];

const DAY_MS = 24 * 60 * 60 * 1000;
const DECISIONS_PAGE_SIZE = 30;
/** What undoes what; an undoing decision is not itself undone (a new decision is taken instead). */
const REVERSAL: Partial<Record<Action, Action>> = { hide: 'unhide', dismiss: 'reopen', suspend: 'unsuspend' };

const decisionsQuery = (db: Db) => db.selectFrom('moderation_decisions').selectAll();

async function cardsOf(db: Db, ids: (number | null)[]): Promise<Map<number, MemberCard>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await withProfiles(db).select(CARD_COLUMNS).where('users.id', 'in', wanted).execute();
  const card = await cardMaker(db, rows);
  return new Map(rows.map((row) => [row.card_member_id, card(row)]));
}

/** The moderators' side: the queue of open reports, and decisions (recorded, reversible). */
export function createModeration(db: Db, people: People, notifier: Notifier, karma?: KarmaLedger, sessionsEnded?: SessionsEndedSignal, appeal: () => string = () => appealText(null)) {
  /** The suspended member hears it by e-mail (they can no longer log in to read a notification): why, until when, how to appeal. */
  async function tellSuspended(decisionId: number, memberId: number, until: string, reason: string) {
    const member = await db.selectFrom('users').select('first_name').where('id', '=', memberId).executeTakeFirst();
    await notifier.sendOnce(`suspension:${decisionId}`, memberId, (to) => ({
      to,
      subject: SAFETY_MESSAGES.suspensionEmailSubject,
      text: SAFETY_MESSAGES.suspensionEmail(member?.first_name ?? 'member', until, reason, appeal()),
      headers: { 'X-Jnanam-Kind': 'suspension' },
    }));
  }

  async function record(trx: Transaction<Database>, values: { moderatorId: number; action: Action; itemType: string; itemId: string; memberId: number | null; reason: string; suspendedUntil?: string | null }) {
    return trx
      .insertInto('moderation_decisions')
      .values({
        moderator_id: values.moderatorId,
        action: values.action,
        item_type: values.itemType,
        item_id: values.itemId,
        member_id: values.memberId,
        reason: values.reason,
        suspended_until: values.suspendedUntil ?? null,
        created_at: clock.nowIso(),
        reversed_by: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  async function present(rows: DecisionRow[]): Promise<DecisionView[]> {
    const cards = await cardsOf(db, rows.flatMap((row) => [row.moderator_id, row.member_id]));
    return rows.map((row) => ({
      id: String(row.id),
      action: row.action,
      itemType: row.item_type,
      itemId: row.item_id,
      moderator: row.moderator_id === null ? null : (cards.get(row.moderator_id) ?? null),
      member: row.member_id === null ? null : (cards.get(row.member_id) ?? null),
      reason: row.reason,
      suspendedUntil: row.suspended_until,
      createdAt: row.created_at,
      reversedBy: row.reversed_by === null ? null : String(row.reversed_by),
      reversible: row.reversed_by === null && REVERSAL[row.action] !== undefined,
    }));
  }

  /** Tells each reporter of the item's reports settled by `decisionId` what was decided. */
  async function tellReporters(decisionId: number, item: Pick<SafetyItem, 'type' | 'id' | 'href'>, outcome: 'upheld' | 'dismissed' | 'reopened') {
    const reports = await db.selectFrom('reports').select(['id', 'reporter_id']).where('decision_id', '=', decisionId).execute();
    for (const report of reports) {
      if (report.reporter_id === null) continue;
      await notifier.notify({
        recipientId: report.reporter_id,
        kind: 'report',
        actorId: null,
        itemType: item.type,
        itemId: item.id,
        detail: { outcome, href: outcome === 'upheld' ? null : item.href },
        eventKey: `report:${report.id}:${outcome}:${decisionId}`,
      });
    }
  }

  /** Settles the item's open reports with a decision. */
  const settle = (trx: Transaction<Database>, type: string, id: string, decisionId: number, status: 'upheld' | 'dismissed') =>
    trx
      .updateTable('reports')
      .set({ status, decided_at: clock.nowIso(), decision_id: decisionId })
      .where('item_type', '=', type)
      .where('item_id', '=', id)
      .where('status', '=', 'open')
      .execute();

  return {
    /** Open reports, one group per item, the longest-waiting item first. */
    async queue(): Promise<ReportGroup[]> {
      const reports = await db.selectFrom('reports').selectAll().where('status', '=', 'open').orderBy('created_at').orderBy('id').limit(1000).execute();
      const groups = new Map<string, typeof reports>();
      for (const report of reports) {
        const key = `${report.item_type}:${report.item_id}`;
        groups.set(key, [...(groups.get(key) ?? []), report]);
      }
      const answer: ReportGroup[] = [];
      for (const group of groups.values()) {
        const first = group[0]!;
        const type = first.item_type as ReportableType;
        const item = await findItem(db, type, first.item_id);
        const ownerId = item?.ownerId ?? first.owner_id;
        const [cards, owner, hidden, seen, reporters] = await Promise.all([
          cardsOf(db, [ownerId]),
          ownerId === null ? undefined : db.selectFrom('users').select('suspended_until').where('id', '=', ownerId).executeTakeFirst(),
          db.selectFrom('hidden_items').select(['reason', 'hidden_at']).where('item_type', '=', type).where('item_id', '=', first.item_id).executeTakeFirst(),
          itemContext(db, type, item?.id ?? first.item_id),
          cardsOf(db, group.map((report) => report.reporter_id)),
        ]);
        answer.push({
          item: {
            type,
            id: first.item_id,
            excerpt: item?.excerpt ?? '',
            context: item?.context ?? null,
            href: item?.href ?? null,
            author: ownerId === null ? null : (cards.get(ownerId) ?? null),
            authorSuspendedUntil: suspensionInForce(owner?.suspended_until),
            hidden: hidden ? { reason: hidden.reason, at: hidden.hidden_at } : null,
            deleted: item === undefined,
            ...seen,
          },
          firstReportedAt: first.created_at,
          reports: group.map((report) => ({
            id: String(report.id),
            reason: report.reason as ReportReason,
            details: report.details,
            reporter: report.reporter_id === null ? null : (reporters.get(report.reporter_id)?.name ?? null),
            createdAt: report.created_at,
          })),
        });
      }
      return answer;
    },

    /** Hides the item (gone for all but its author, who is told why) or dismisses its reports. */
    async decide(moderatorId: number, type: ReportableType, id: string, action: 'hide' | 'dismiss', reason: string) {
      const item = await findItem(db, type, id);
      const open = await db.selectFrom('reports').select(['id', 'owner_id']).where('item_type', '=', type).where('item_id', '=', item?.id ?? id).where('status', '=', 'open').execute();
      if (action === 'dismiss' && !open.length) throw new HttpError(409, SAFETY_MESSAGES.nothingToDecide);
      if (action === 'hide') {
        if (!item) throw new HttpError(404, SAFETY_MESSAGES.itemNotFound(type));
        if (type === 'member') throw new HttpError(400, 'A member is not hidden: suspend them instead, or dismiss the reports.');
        const hidden = await db.selectFrom('hidden_items').select('item_id').where('item_type', '=', type).where('item_id', '=', item.id).executeTakeFirst();
        if (hidden) throw new HttpError(409, SAFETY_MESSAGES.alreadyHidden);
      }
      const itemId = item?.id ?? id;
      const ownerId = item?.ownerId ?? open[0]?.owner_id ?? null;
      const decision = await db.transaction().execute(async (trx) => {
        const row = await record(trx, { moderatorId, action, itemType: type, itemId, memberId: ownerId, reason });
        if (action === 'hide') {
          await trx.insertInto('hidden_items').values({ item_type: type, item_id: itemId, owner_id: ownerId, reason, decision_id: row.id, hidden_at: row.created_at }).execute();
          // Hidden content earns no Karmic Points: what it earned is taken back with the decision.
          await karma?.settleModerated(trx, type, itemId);
        }
        await settle(trx, type, itemId, row.id, action === 'hide' ? 'upheld' : 'dismissed');
        return row;
      });
      const place = { type, id: itemId, href: item?.href ?? null };
      await tellReporters(decision.id, place, action === 'hide' ? 'upheld' : 'dismissed');
      if (action === 'hide' && ownerId !== null) {
        await notifier.notify({ recipientId: ownerId, kind: 'moderation', actorId: null, itemType: type, itemId, detail: { outcome: 'hidden', reason, href: place.href }, eventKey: `decision:${decision.id}` });
      }
      return (await present([decision]))[0]!;
    },

    /** Suspends a member for `days` (null: for good): their sessions end now and login is refused until then. */
    async suspend(moderatorId: number, handle: string, reason: string, days: number | null) {
      const memberId = await people.idOf(handle);
      if (memberId === moderatorId) throw new HttpError(400, SAFETY_MESSAGES.suspendSelf);
      const member = await db.selectFrom('users').select(['role']).where('id', '=', memberId).executeTakeFirstOrThrow();
      if (member.role !== 'member') throw new HttpError(403, SAFETY_MESSAGES.suspendModerator);
      const until = days === null ? SUSPENDED_FOR_GOOD : new Date(clock.nowMs() + days * DAY_MS).toISOString();
      const item = await itemOrNotFound(db, 'member', handle);
      const decision = await db.transaction().execute(async (trx) => {
        const row = await record(trx, { moderatorId, action: 'suspend', itemType: 'member', itemId: item.id, memberId, reason, suspendedUntil: until });
        await trx.updateTable('users').set({ suspended_until: until }).where('id', '=', memberId).execute();
        await endAllSessions(trx, memberId, 'everywhere');
        await settle(trx, 'member', item.id, row.id, 'upheld');
        return row;
      });
      await sessionsEnded?.(memberId);
      await tellSuspended(decision.id, memberId, until, reason);
      await tellReporters(decision.id, { ...item, href: null }, 'upheld');
      return (await present([decision]))[0]!;
    },

    /** Undoes a decision: shows the item again, reopens the dismissed reports, or lifts the suspension. */
    async reverse(moderatorId: number, decisionId: number, reason: string) {
      const original = await db.selectFrom('moderation_decisions').selectAll().where('id', '=', decisionId).executeTakeFirst();
      if (!original) throw new HttpError(404, SAFETY_MESSAGES.decisionNotFound);
      if (original.reversed_by !== null) throw new HttpError(409, SAFETY_MESSAGES.alreadyReversed);
      const action = REVERSAL[original.action];
      if (!action) throw new HttpError(409, SAFETY_MESSAGES.notReversible);
      const decision = await db.transaction().execute(async (trx) => {
        const row = await record(trx, { moderatorId, action, itemType: original.item_type, itemId: original.item_id, memberId: original.member_id, reason });
        if (action === 'unhide') {
          await trx.deleteFrom('hidden_items').where('decision_id', '=', original.id).execute();
          await karma?.settleModerated(trx, original.item_type, original.item_id);
        }
        if (action === 'reopen') {
          await trx.updateTable('reports').set({ status: 'open', decided_at: null, decision_id: null }).where('decision_id', '=', original.id).execute();
        }
        if (action === 'unsuspend' && original.member_id !== null) {
          await trx.updateTable('users').set({ suspended_until: null }).where('id', '=', original.member_id).where('suspended_until', '=', original.suspended_until).execute();
        }
        await trx.updateTable('moderation_decisions').set({ reversed_by: row.id }).where('id', '=', original.id).execute();
        return row;
      });
      if (action === 'unhide' && original.member_id !== null) {
        const item = await findItem(db, original.item_type as ReportableType, original.item_id);
        await notifier.notify({
          recipientId: original.member_id,
          kind: 'moderation',
          actorId: null,
          itemType: original.item_type,
          itemId: original.item_id,
          detail: { outcome: 'shown', href: item?.href ?? null },
          eventKey: `decision:${decision.id}`,
        });
      }
      return (await present([decision]))[0]!;
    },

    async decisions(page: number) {
      const rows = await decisionsQuery(db)
        .orderBy('id', 'desc')
        .limit(DECISIONS_PAGE_SIZE + 1)
        .offset((page - 1) * DECISIONS_PAGE_SIZE)
        .execute();
      return { decisions: await present(rows.slice(0, DECISIONS_PAGE_SIZE)), hasMore: rows.length > DECISIONS_PAGE_SIZE };
    },
  };
}

export type Moderation = ReturnType<typeof createModeration>;
