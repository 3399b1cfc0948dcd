import type { Kysely, Selectable } from 'kysely';
import { addMonths, type BillingPeriod, type MembershipBill } from '../../../contracts/membershipBill';
import type { MembershipView } from '../../../contracts/memberships';
import { isPostgres, isUniqueViolation, nowIso } from '../db/dialect';
import type { Database, MembershipOrdersTable } from '../db/schema';
import type { PricedMembership } from './plans';

/**
 * Members' memberships. An order remembers what it buys (`rememberOrder`); once paid it becomes
 * one membership row (`recordPaid`). A renewal starts where the member's last paid period ends
 * (or now, when that has passed), so paying early never loses days. Recording the same order
 * again returns the membership already recorded and changes nothing.
 */
export interface RecordedMembership {
  id: number;
  memberId: number;
  orderId: string;
  membership: MembershipView;
  bill: MembershipBill;
  createdAt: string;
  /** False when the order had been recorded before (a replayed payment report). */
  isNew: boolean;
}

type OrderRow = Selectable<MembershipOrdersTable>;
type MembershipRow = Selectable<Database['memberships']>;

const billOf = (row: OrderRow): MembershipBill => ({
  months: row.months,
  listTotal: row.list_total,
  discount: row.discount,
  subtotal: row.subtotal,
  gstRate: row.gst_basis_points / 100,
  gst: row.gst,
  total: row.total,
});

const viewOf = (order: OrderRow, membership: Pick<MembershipRow, 'starts_at' | 'ends_at'>): MembershipView => ({
  planId: order.plan_id,
  planName: order.plan_name,
  period: order.period as BillingPeriod,
  startsAt: membership.starts_at,
  endsAt: membership.ends_at,
});

function recorded(order: OrderRow, membership: MembershipRow, isNew: boolean): RecordedMembership {
  return {
    id: membership.id,
    memberId: membership.member_id,
    orderId: membership.order_id,
    membership: viewOf(order, membership),
    bill: billOf(order),
    createdAt: membership.created_at,
    isNew,
  };
}

export function createMembershipStore(db: Kysely<Database>) {
  const orderOf = (executor: Kysely<Database>, orderId: string) =>
    executor.selectFrom('membership_orders').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  const membershipOf = (executor: Kysely<Database>, orderId: string) =>
    executor.selectFrom('memberships').selectAll().where('order_id', '=', orderId).executeTakeFirst();
  const lastEnd = async (executor: Kysely<Database>, memberId: number) =>
    (await executor.selectFrom('memberships').select('ends_at').where('member_id', '=', memberId).orderBy('ends_at', 'desc').limit(1).executeTakeFirst())
      ?.ends_at ?? null;

  /** The membership in force at `at`, if any. */
  async function current(memberId: number, at: Date): Promise<MembershipView | null> {
    const instant = at.toISOString();
    const row = await db
      .selectFrom('memberships')
      .innerJoin('membership_orders', 'membership_orders.order_id', 'memberships.order_id')
      .selectAll('membership_orders')
      .select(['memberships.starts_at', 'memberships.ends_at'])
      .where('memberships.member_id', '=', memberId)
      .where('memberships.starts_at', '<=', instant)
      .where('memberships.ends_at', '>', instant)
      .orderBy('memberships.starts_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row ? viewOf(row, row) : null;
  }

  async function existing(orderId: string): Promise<RecordedMembership | null> {
    const [order, membership] = [await orderOf(db, orderId), await membershipOf(db, orderId)];
    return order && membership ? recorded(order, membership, false) : null;
  }

  return {
    current,

    /** The one premium check: a paid membership in force at `at`. */
    async hasPremium(memberId: number, at: Date = new Date()): Promise<boolean> {
      return (await current(memberId, at)) !== null;
    },

    /** The end of the last period the member has paid for (null when never a member). */
    paidUntil: (memberId: number) => lastEnd(db, memberId),

    /** What a new payments order buys, priced now; kept with the order until it is paid. */
    async rememberOrder(orderId: string, memberId: number, priced: PricedMembership): Promise<void> {
      const { bill } = priced;
      await db
        .insertInto('membership_orders')
        .values({
          order_id: orderId,
          member_id: memberId,
          plan_id: priced.planId,
          plan_name: priced.planName,
          period: priced.period,
          months: bill.months,
          list_total: bill.listTotal,
          discount: bill.discount,
          subtotal: bill.subtotal,
          gst_basis_points: Math.round(bill.gstRate * 100),
          gst: bill.gst,
          total: bill.total,
          created_at: nowIso(),
        })
        .execute();
    },

    /** The bill a membership order was priced at (null for another kind of order). */
    async orderBill(orderId: string): Promise<MembershipBill | null> {
      const order = await orderOf(db, orderId);
      return order ? billOf(order) : null;
    },

    /** A membership recorded for a paid order (null before it is paid, or for another kind of order). */
    findByOrder: existing,

    /**
     * Records the membership a paid order bought, once. Its period starts at `paidAt` or at the end
     * of the member's last paid period, whichever is later, and runs the plan's months.
     * Null when the order is not a membership order.
     */
    async recordPaid(orderId: string, paidAt: Date): Promise<RecordedMembership | null> {
      try {
        return await db.transaction().execute(async (trx) => {
          const order = await orderOf(trx, orderId);
          if (!order) return null;
          // One renewal at a time per member, so two orders paid together do not both start at the same end.
          if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', order.member_id).forUpdate().execute();
          const already = await membershipOf(trx, orderId);
          if (already) return recorded(order, already, false);
          const previousEnd = await lastEnd(trx, order.member_id);
          const start = previousEnd && previousEnd > paidAt.toISOString() ? new Date(previousEnd) : paidAt;
          const row = await trx
            .insertInto('memberships')
            .values({
              member_id: order.member_id,
              order_id: orderId,
              starts_at: start.toISOString(),
              ends_at: addMonths(start, order.months).toISOString(),
              created_at: nowIso(),
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          return recorded(order, row, true);
        });
      } catch (error) {
        // The same order reported twice at once: the other report recorded it.
        if (!isUniqueViolation(error)) throw error;
        const found = await existing(orderId);
        if (!found) throw error;
        return found;
      }
    },
  };
}

export type MembershipStore = ReturnType<typeof createMembershipStore>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Members' memberships and the premium check (api/src/memberships), created in registerApiV1. */
    memberships: MembershipStore;
  }
}
