/**
 * npm run member -- role EMAIL staff|moderator|member: gives an account the staff role (the Studio)
 * or the moderator role (reports, hiding, suspensions), or takes either away; only an account whose
 * e-mail address is confirmed can be given a role. Roles are given here, on the server, by whoever
 * runs it — never through the API, so no session, however obtained, can raise itself. A change of
 * role takes effect at the member's next request; their open live streams, on every running server,
 * end (their pages reconnect under the new role), so none goes on under the old one.
 */
import { loadConfig } from '../api/src/config';
import { openDatabase } from '../api/src/db/connection';
import { migrateToLatest } from '../api/src/db/migrate';
import type { UserRole } from '../api/src/db/schema';
import { signalSessionsEndedFromOutside } from '../api/src/live/outside';

const ROLES: readonly UserRole[] = ['member', 'staff', 'moderator'];
const USAGE = 'Usage: npm run member -- role EMAIL staff|moderator|member';
const GIVEN: Record<UserRole, string> = {
  staff: 'staff: they may edit content at /studio',
  moderator: 'a moderator: they may act on reports at /moderation',
  member: 'a member (no Studio access, no moderation)',
};

async function main(argv: string[]): Promise<number> {
  const [command, rawEmail, role] = argv;
  if (command !== 'role' || !rawEmail || !role) {
    console.error(USAGE);
    return 2;
  }
  if (!ROLES.includes(role as UserRole)) {
    console.error(`Unknown role "${role}": use one of ${ROLES.join(', ')}.`);
    return 2;
  }
  const email = rawEmail.trim().toLowerCase();
  const db = openDatabase(loadConfig());
  try {
    await migrateToLatest(db);
    const account = await db.selectFrom('users').select(['id', 'email_confirmed_at']).where('email', '=', email).executeTakeFirst();
    if (!account) {
      console.error(`No account with the e-mail ${email}: the person signs up on the site first.`);
      return 1;
    }
    // A role is trust in a person; an address nobody has proven could be anyone's.
    if (role !== 'member' && !account.email_confirmed_at) {
      console.error(
        `${email} has not confirmed its e-mail address, so it cannot be given the ${role} role: the member opens the confirmation link sent at sign-up (Settings sends another), then run this again.`,
      );
      return 1;
    }
    await db.updateTable('users').set({ role: role as UserRole }).where('id', '=', account.id).execute();
    await signalSessionsEndedFromOutside(db, [account.id]);
    console.log(`${email} is now ${GIVEN[role as UserRole]}.`);
    return 0;
  } finally {
    await db.destroy();
  }
}

process.exitCode = await main(process.argv.slice(2));
