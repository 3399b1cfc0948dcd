import { SUSPENDED_FOR_GOOD } from '../../../contracts/safetyRules';
import { clock } from '../clock';

/**
 * A suspension in force now, or null. It belongs to the account (the login and every session
 * refuse a suspended member), so moderation, which sets it, reads it from here.
 */
export function suspensionInForce(suspendedUntil: string | null | undefined): string | null {
  if (!suspendedUntil) return null;
  return suspendedUntil === SUSPENDED_FOR_GOOD || Date.parse(suspendedUntil) > clock.nowMs() ? suspendedUntil : null;
}
