import type { Kysely } from 'kysely';
import { SUSPENDED_FOR_GOOD } from '../../../contracts/safetyRules';
import type { Database } from '../db/schema';
import { clock } from '../clock';

/**
 * A suspension in force now, or null. It belongs to the account (the login and every session
 * refuse a suspended member), so moderation, which sets it, reads it from here.
 */
export function suspensionInForce(suspendedUntil: string | null | undefined): string | null {
  if (!suspendedUntil) return null;
  return suspendedUntil === SUSPENDED_FOR_GOOD || Date.parse(suspendedUntil) > clock.nowMs() ? suspendedUntil : null;
}

/** The moderator's reason for the member's suspension in force (the latest one not lifted), or null. */
export async function suspensionReason(db: Kysely<Database>, memberId: number): Promise<string | null> {
  const row = await db
    .selectFrom('moderation_decisions')
    .select('reason')
    .where('member_id', '=', memberId)
    .where('action', '=', 'suspend')
    .where('reversed_by', 'is', null)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.reason ?? null;
}
