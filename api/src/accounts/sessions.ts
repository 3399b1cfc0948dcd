import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Ends every session of a member at once: raises the member's session version, which every token
 * carries (auth/tokens.ts); the authenticator refuses tokens of an older version. Returns the new
 * version, for the one fresh token a password reset or change hands back. One UPDATE, so two
 * simultaneous calls each raise it and neither's tokens survive the other.
 */
export async function endAllSessions(executor: Kysely<Database>, userId: number): Promise<number> {
  const row = await executor
    .updateTable('users')
    .set({ session_version: sql<number>`session_version + 1` })
    .where('id', '=', userId)
    .returning('session_version')
    .executeTakeFirstOrThrow();
  return Number(row.session_version);
}
