import type { Kysely } from 'kysely';
import type { ReportBody, ReportView } from '../../../contracts/safety';
import type { ReportableType, ReportReason } from '../../../contracts/safetyRules';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { clock } from '../clock';
import { CARD_COLUMNS, cardsOf, type People, withProfiles } from '../community/people';
import { isUniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { itemOrNotFound } from './items';
import type { Notifier } from './notifications';

type Db = Kysely<Database>;
type Relation = 'blocks' | 'mutes';
const COLUMNS = { blocks: ['blocker_id', 'blocked_id'], mutes: ['muter_id', 'muted_id'] } as const;

const reportView = (row: { id: number; item_type: string; item_id: string; reason: string; status: string; created_at: string; decided_at: string | null }): ReportView => ({
  id: String(row.id),
  itemType: row.item_type as ReportableType,
  itemId: row.item_id,
  reason: row.reason as ReportReason,
  status: row.status as ReportView['status'],
  createdAt: row.created_at,
  decidedAt: row.decided_at,
});

/** Members' reports, blocks and mutes. */
export function createMemberSafety(db: Db, people: People, notifier: Notifier) {
  return {
    async report(reporterId: number, body: Omit<ReportBody, 'details'> & { details: string | null }) {
      const item = await itemOrNotFound(db, body.itemType, body.itemId, reporterId);
      if (item.ownerId === reporterId) throw new HttpError(400, SAFETY_MESSAGES.reportOwn);
      let row;
      try {
        row = await db
          .insertInto('reports')
          .values({
            reporter_id: reporterId,
            item_type: item.type,
            item_id: item.id,
            owner_id: item.ownerId,
            reason: body.reason,
            details: body.details,
            status: 'open',
            created_at: clock.nowIso(),
            decided_at: null,
            decision_id: null,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      } catch (error) {
        if (isUniqueViolation(error)) throw new HttpError(409, SAFETY_MESSAGES.alreadyReported);
        throw error;
      }
      await notifier.notify({
        recipientId: reporterId,
        kind: 'report',
        actorId: null,
        itemType: item.type,
        itemId: item.id,
        detail: { outcome: 'received', href: item.href },
        eventKey: `report:${row.id}:received`,
      });
      return reportView(row);
    },

    async mine(reporterId: number) {
      const rows = await db.selectFrom('reports').selectAll().where('reporter_id', '=', reporterId).orderBy('id', 'desc').limit(200).execute();
      return rows.map(reportView);
    },

    /** Blocks or mutes (`on`), or lifts it. A block also ends the follows between the two. */
    async relate(relation: Relation, memberId: number, handle: string, on: boolean) {
      const otherId = await people.idOf(handle);
      if (otherId === memberId) throw new HttpError(400, relation === 'blocks' ? SAFETY_MESSAGES.blockSelf : SAFETY_MESSAGES.muteSelf);
      const [mine, theirs] = COLUMNS[relation];
      await db.transaction().execute(async (trx) => {
        if (!on) {
          await trx.deleteFrom(relation).where(mine, '=', memberId).where(theirs, '=', otherId).execute();
          return;
        }
        const created_at = clock.nowIso();
        if (relation === 'blocks') {
          await trx.insertInto('blocks').values({ blocker_id: memberId, blocked_id: otherId, created_at }).onConflict((c) => c.columns(['blocker_id', 'blocked_id']).doNothing()).execute();
        } else {
          await trx.insertInto('mutes').values({ muter_id: memberId, muted_id: otherId, created_at }).onConflict((c) => c.columns(['muter_id', 'muted_id']).doNothing()).execute();
        }
        if (relation === 'blocks') {
          await trx
            .deleteFrom('follows')
            .where((eb) =>
              eb.or([
                eb.and([eb('follower_id', '=', memberId), eb('followee_id', '=', otherId)]),
                eb.and([eb('follower_id', '=', otherId), eb('followee_id', '=', memberId)]),
              ]),
            )
            .execute();
        }
      });
      return on;
    },

    /** The members one has blocked or muted, most recent first. */
    async list(relation: Relation, memberId: number) {
      const rows =
        relation === 'blocks'
          ? await withProfiles(db).innerJoin('blocks', 'blocks.blocked_id', 'users.id').select([...CARD_COLUMNS, 'blocks.created_at as since']).where('blocks.blocker_id', '=', memberId).orderBy('blocks.created_at', 'desc').execute()
          : await withProfiles(db).innerJoin('mutes', 'mutes.muted_id', 'users.id').select([...CARD_COLUMNS, 'mutes.created_at as since']).where('mutes.muter_id', '=', memberId).orderBy('mutes.created_at', 'desc').execute();
      const card = await cardsOf(db, rows);
      return rows.map((row) => ({ ...card(row), since: row.since }));
    },
  };
}

export type MemberSafety = ReturnType<typeof createMemberSafety>;
