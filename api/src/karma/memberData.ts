import type { MemberDataRegistry } from '../members/dataRegistry';
import { reverseGivenBy } from './ledger';

/**
 * A member's Karmic Points in "download my data" and "delete my account": their ledger goes with
 * them, and the points they gave others are taken back by reversing entries (the acts are gone).
 */
export function registerKarmaMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'karmicPoints',
    label: 'Karmic Points',
    erasure: {
      effect: 'removed',
      explanation: 'Your Karmic Points and their history are deleted, and the points your likes and comments gave others are taken back.',
    },
    async export({ db, memberId }) {
      return db
        .selectFrom('karma_entries')
        .select(['event_kind', 'target_type', 'target_id', 'points', 'rule_version', 'reverses_id', 'id', 'created_at'])
        .where('member_id', '=', memberId)
        .orderBy('id')
        .execute();
    },
    async erase({ trx, memberId }) {
      await reverseGivenBy(trx, memberId);
      await trx.deleteFrom('karma_entries').where('member_id', '=', memberId).execute();
    },
  });
}
