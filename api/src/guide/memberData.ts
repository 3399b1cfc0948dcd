import type { MemberDataRegistry } from '../members/dataRegistry';

/** The questions a member asked the guide, in "download my data" and "delete my account". */
export function registerGuideMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'guideQuestions',
    label: 'Questions you asked the AI guide',
    erasure: { effect: 'removed', explanation: 'The questions you asked the guide are deleted.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('guide_questions')
        .select(['question', 'asked_at'])
        .where('member_id', '=', memberId)
        .orderBy('asked_at')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('guide_questions').where('member_id', '=', memberId).execute();
    },
  });
}
