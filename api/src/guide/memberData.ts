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
  members.register({
    name: 'guideConversations',
    label: 'Your conversation with the AI guide (its last few turns, kept for a day)',
    erasure: { effect: 'removed', explanation: 'Your conversations with the guide, and the answers kept in them, are deleted.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('guide_turns')
        .innerJoin('guide_threads', 'guide_threads.id', 'guide_turns.thread_id')
        .select(['guide_turns.question', 'guide_turns.answer', 'guide_turns.asked_at'])
        .where('guide_threads.member_id', '=', memberId)
        .orderBy('guide_turns.id')
        .execute(),
    async erase({ trx, memberId }) {
      await trx.deleteFrom('guide_threads').where('member_id', '=', memberId).execute();
    },
  });
}
