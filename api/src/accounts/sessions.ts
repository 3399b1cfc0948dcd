import { sql, type Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { SessionEndReason } from '../auth/sessionFamilies';

/**
 * Ends every session of a member at once: ends every family of refresh tokens (so none can be
 * renewed) and raises the member's session version, which every access token carries
 * (auth/tokens.ts); the authenticator refuses tokens of an ended family or an older version.
 * Returns the new version, for the one fresh session a password reset or change hands back. One
 * UPDATE each, so two simultaneous calls each raise it and neither's tokens survive the other.
 */
export async function endAllSessions(executor: Kysely<Database>, userId: number, reason: SessionEndReason): Promise<number> {
  await executor
    .updateTable('session_families')
    .set({ revoked_at: nowIso(), revoked_reason: reason })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  const row = await executor
    .updateTable('users')
    .set({ session_version: sql<number>`session_version + 1` })
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return Number(row.session_version);
}
