import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * A member's memberships in "download my data" and "delete my account": the periods paid for
 * and what each order bought. Deleting the account ends the membership and deletes these rows;
 * the payment itself stays in the trust's accounts (the `payments` part, kept).
 */
export function registerMembershipMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'memberships',
    label: 'Memberships',
    erasure: {
      effect: 'removed',
      explanation: 'Your membership ends and its record is deleted; the payment for it stays in the trust’s accounts.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('memberships')
        .innerJoin('membership_orders', 'membership_orders.order_id', 'memberships.order_id')
        .select([
          'membership_orders.plan_name',
          'membership_orders.period',
          'membership_orders.total',
          'membership_orders.gst',
          'memberships.order_id',
          'memberships.starts_at',
          'memberships.ends_at',
        ])
        .where('memberships.member_id', '=', memberId)
        .orderBy('memberships.starts_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('memberships').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('membership_orders').where('member_id', '=', memberId).execute();
    },
  });
}
