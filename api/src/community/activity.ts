import type { Kysely } from 'kysely';
import { LAST_ACTIVE_EVERY_MS } from '../../../contracts/communityRules';
import { clock } from '../clock';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';

/**
 * Writes "last active" for a member whose signed-in request just arrived, at most once a minute
 * (the condition is in the UPDATE, so every server process and request agrees without a cache).
 */
export async function recordActivity(db: Kysely<Database>, userId: number) {
  const since = new Date(clock.nowMs() - LAST_ACTIVE_EVERY_MS).toISOString();
  await db
    .updateTable('member_profiles')
    .set({ last_active_at: nowIso() })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_active_at', 'is', null), eb('last_active_at', '<', since)]))
    .execute();
}
