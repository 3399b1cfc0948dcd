import type { MemberDataRegistry } from '../members/dataRegistry';
import { blankExcerpts } from './excerpts';

/**
 * Safety's part of a member's data:
 * - reports: the member's open reports are removed; decided ones stay in the moderation record
 *   (what was reported and decided) without the reporter.
 * - blocks and mutes: removed (both the member's and others' of the member).
 * - notifications: removed, with the record of e-mails sent about them; others' notifications of
 *   what the member did stay, naming "a former member".
 */
export function registerSafetyMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'reports',
    label: 'Reports you made',
    erasure: {
      effect: 'anonymised',
      explanation: 'Your open reports are deleted. Reports a moderator has decided stay in the moderation record, with nothing linking them to you.',
    },
    export: ({ db, memberId }) =>
      db
        .selectFrom('reports')
        .select(['item_type', 'item_id', 'reason', 'details', 'status', 'created_at', 'decided_at'])
        .where('reporter_id', '=', memberId)
        .orderBy('id')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('reports').where('reporter_id', '=', memberId).where('status', '=', 'open').execute();
      await trx.updateTable('reports').set({ reporter_id: null, details: null }).where('reporter_id', '=', memberId).execute();
    },
  });

  members.register({
    name: 'blocks',
    label: 'Members you blocked or muted',
    erasure: { effect: 'removed', explanation: 'Your blocks and mutes are deleted.' },
    async export({ db, memberId }) {
      return {
        blocked: await db
          .selectFrom('blocks')
          .innerJoin('member_profiles', 'member_profiles.user_id', 'blocks.blocked_id')
          .select(['member_profiles.handle', 'blocks.created_at'])
          .where('blocks.blocker_id', '=', memberId)
          .execute(),
        muted: await db
          .selectFrom('mutes')
          .innerJoin('member_profiles', 'member_profiles.user_id', 'mutes.muted_id')
          .select(['member_profiles.handle', 'mutes.created_at'])
          .where('mutes.muter_id', '=', memberId)
          .execute(),
      };
    },
    async erase({ trx, memberId }) {
      await trx.deleteFrom('blocks').where((eb) => eb.or([eb('blocker_id', '=', memberId), eb('blocked_id', '=', memberId)])).execute();
      await trx.deleteFrom('mutes').where((eb) => eb.or([eb('muter_id', '=', memberId), eb('muted_id', '=', memberId)])).execute();
    },
  });

  members.register({
    name: 'notifications',
    label: 'Notifications',
    erasure: { effect: 'removed', explanation: 'Your notifications, and the record of the e-mails sent about them, are deleted; others’ notifications of what you wrote no longer quote it.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('notifications')
        // Not the excerpt or the actor: those are other members' words and names.
        .select(['kind', 'item_type', 'item_id', 'created_at', 'read_at'])
        .where('recipient_id', '=', memberId)
        .orderBy('id')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('notifications').where('recipient_id', '=', memberId).execute();
      // Others' notifications of what the member wrote keep what happened, not the member's words.
      await blankExcerpts(trx, { actorId: memberId });
      await trx.deleteFrom('email_deliveries').where('recipient_id', '=', memberId).execute();
    },
  });
}
