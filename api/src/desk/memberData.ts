import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * What the desk keeps that names a member. The answers staff sent to a member's enquiries, and the
 * refund of their orders, go with those (registered by members/parts.ts and market/memberData.ts);
 * here: what a member of staff did at the desk. The record stays, since it is the trust's account
 * of what happened to others' enquiries and orders, but no longer points to the staff member.
 */
export function registerDeskMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'deskActions',
    label: 'Your actions at the trust’s desk (staff)',
    erasure: {
      effect: 'anonymised',
      explanation: 'What you did at the trust’s desk stays on its record, signed “a former member of staff”; enquiries assigned to you are unassigned.',
    },
    export: ({ db, memberId }) =>
      db.selectFrom('desk_actions').select(['item_type', 'item_id', 'action', 'before', 'after', 'at']).where('staff_id', '=', memberId).orderBy('id').execute(),
    async erase({ trx, memberId }) {
      await trx.updateTable('desk_actions').set({ staff_id: null, staff_name: 'a former member of staff' }).where('staff_id', '=', memberId).execute();
      await trx.updateTable('enquiry_answers').set({ staff_id: null, staff_name: 'a former member of staff' }).where('staff_id', '=', memberId).execute();
      await trx.updateTable('enquiries').set({ assignee_id: null }).where('assignee_id', '=', memberId).execute();
    },
  });
}
