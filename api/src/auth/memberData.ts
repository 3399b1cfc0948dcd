import type { MemberDataRegistry } from '../members/dataRegistry';

/**
 * The member's logins (session families): when each began, whether "Remember me" was ticked, when
 * it was last renewed and how it ended. The refresh tokens' hashes are not part of the export: they
 * are a credential's fingerprint, not information about the member. Erasure removes both tables'
 * rows (they would also go with the account row).
 */
export function registerSessionMemberData(members: MemberDataRegistry) {
  members.register({
    name: 'sessions',
    label: 'Sessions (logins)',
    erasure: { effect: 'removed', explanation: 'Every login of your account ends and its record is deleted.' },
    export: ({ db, memberId }) =>
      db
        .selectFrom('session_families')
        .select(['created_at', 'remember', 'ends_at', 'last_used_at', 'revoked_at', 'revoked_reason'])
        .where('user_id', '=', memberId)
        .orderBy('created_at')
        .execute()
        .then((rows) => rows.map(({ remember, ...row }) => ({ ...row, remember_me: Number(remember) === 1 }))),
    async erase({ trx, memberId }) {
      // Refresh tokens go with their family (foreign key, cascade).
      await trx.deleteFrom('session_families').where('user_id', '=', memberId).execute();
    },
  });
}
