import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * A member's learning in "download my data" and "delete my account": the items completed and the
 * playbacks reported while watching them (the segments the completion was judged from).
 */
export function registerLearningMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'learning',
    label: 'Completed items and playbacks',
    erasure: { effect: 'removed', explanation: 'The record of what you completed and of your playbacks is deleted.' },
    async export({ db, memberId }) {
      return {
        completions: await db
          .selectFrom('completions')
          .select(['target_type', 'target_id', 'completed_at'])
          .where('member_id', '=', memberId)
          .orderBy('completed_at')
          .execute(),
        playbacks: await db
          .selectFrom('playback_sessions')
          .select(['target_type', 'target_id', 'started_at', 'watched', 'updated_at'])
          .where('member_id', '=', memberId)
          .orderBy('started_at')
          .execute(),
      };
    },
    async erase({ trx, memberId }) {
      await trx.deleteFrom('completions').where('member_id', '=', memberId).execute();
      await trx.deleteFrom('playback_sessions').where('member_id', '=', memberId).execute();
    },
  });
}
