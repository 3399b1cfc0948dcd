import type { Kysely } from 'kysely';
import { addMonths, type BillingPeriod } from '../../../contracts/membershipBill';
import type { MembershipView } from '../../../contracts/memberships';
import { isPostgres, isUniqueViolation, nowIso } from '../db/dialect';
import type { Database, MembershipsTable } from '../db/schema';
import type { PricedMembership } from './plans';

/**
 * Members' paid memberships. A paid order becomes one row; a renewal starts where the member's
 * last paid period ends (or now, when that has passed), so paying early never loses days.
 * Recording the same order again returns the row already recorded and changes nothing.
 */
export interface RecordedMembership {
  id: number;
  memberId: number;
  orderId: string;
  membership: MembershipView;
  bill: PricedMembership['bill'];
  createdAt: string;
  /** False when the order had been recorded before (a replayed payment report). */
  isNew: boolean;
}

type Row = Omit<MembershipsTable, 'id' | 'created_at'> & { id: number; created_at: string };

function recorded(row: Row, isNew: boolean): RecordedMembership {
  return {
    id: row.id,
    memberId: row.member_id,
    orderId: row.order_id,
    membership: { planId: row.plan_id, planName: row.plan_name, period: row.period as BillingPeriod, startsAt: row.starts_at, endsAt: row.ends_at },
    bill: {
      months: row.months,
      listTotal: row.list_total,
      discount: row.discount,
      subtotal: row.subtotal,
      gstRate: row.gst_basis_points / 100,
      gst: row.gst,
      total: row.total,
    },
    createdAt: row.created_at,
    isNew,
  };
}

export function createMembershipStore(db: Kysely<Database>) {
  const byOrder = (executor: Kysely<Database>, orderId: string) =>
    executor.selectFrom('memberships').selectAll().where('order_id', '=', orderId).executeTakeFirst();

  const lastEnd = async (executor: Kysely<Database>, memberId: number) =>
    (await executor.selectFrom('memberships').select('ends_at').where('member_id', '=', memberId).orderBy('ends_at', 'desc').limit(1).executeTakeFirst())
      ?.ends_at ?? null;

  /** The membership in force at `at`, if any. */
  async function current(memberId: number, at: Date): Promise<MembershipView | null> {
    const instant = at.toISOString();
    const row = await db
      .selectFrom('memberships')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('starts_at', '<=', instant)
      .where('ends_at', '>', instant)
      .orderBy('starts_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? recorded(row, false).membership : null;
  }

  return {
    current,

    /** The one premium check (SPEC §2 plan table): a paid membership in force at `at`. */
    async hasPremium(memberId: number, at: Date = new Date()): Promise<boolean> {
      return (await current(memberId, at)) !== null;
    },

    /** The end of the last period the member has paid for (null when never a member). */
    paidUntil: (memberId: number) => lastEnd(db, memberId),

    /** A membership recorded for a paid order, found by the order's id. */
    async findByOrder(orderId: string): Promise<RecordedMembership | null> {
      const row = await byOrder(db, orderId);
      return row ? recorded(row, false) : null;
    },

    /**
     * Records the membership a paid order bought, once. The period starts at `paidAt` or at the end
     * of the member's last paid period, whichever is later, and runs the plan's months.
     */
    async recordPaid(input: { memberId: number; orderId: string; priced: PricedMembership; paidAt: Date }): Promise<RecordedMembership> {
      const { memberId, orderId, priced, paidAt } = input;
      try {
        return await db.transaction().execute(async (trx) => {
          // One renewal at a time per member, so two orders paid together do not both start at the same end.
          if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', memberId).forUpdate().execute();
          const existing = await byOrder(trx, orderId);
          if (existing) return recorded(existing, false);
          const previousEnd = await lastEnd(trx, memberId);
          const start = previousEnd && previousEnd > paidAt.toISOString() ? new Date(previousEnd) : paidAt;
          const { bill } = priced;
          const row = await trx
            .insertInto('memberships')
            .values({
              member_id: memberId,
              order_id: orderId,
              plan_id: priced.planId,
              plan_name: priced.planName,
              period: priced.period,
              months: bill.months,
              starts_at: start.toISOString(),
              ends_at: addMonths(start, bill.months).toISOString(),
              list_total: bill.listTotal,
              discount: bill.discount,
              subtotal: bill.subtotal,
              gst_basis_points: Math.round(bill.gstRate * 100),
              gst: bill.gst,
              total: bill.total,
              created_at: nowIso(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return recorded(row, true);
        });
      } catch (error) {
        // The same order reported twice at once: the other report recorded it.
        if (!isUniqueViolation(error)) throw error;
        const existing = await byOrder(db, orderId);
        if (!existing) throw error;
        return recorded(existing, false);
      }
    },
  };
}

export type MembershipStore = ReturnType<typeof createMembershipStore>;
