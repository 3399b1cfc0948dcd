import type { Kysely } from 'kysely';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import type { Database } from '../db/schema';
import { assertNotBlocked, blockedBetween, notBlockedWith } from '../safety/visibility';

/**
 * Messaging asks the safety module whether two members may reach each other, through these
 * functions only: a block either way refuses a message before anything is stored.
 */
export const blockedEitherWay = (db: Kysely<Database>, one: number, other: number) => blockedBetween(db, one, other);

export const assertMayWrite = (db: Kysely<Database>, senderId: number, recipientId: number) =>
  assertNotBlocked(db, senderId, recipientId, SAFETY_MESSAGES.blockedMessage);

/** As SQL: neither `memberId` nor the member in `memberColumn` has blocked the other. */
export const notBlockedWithMember = (memberId: number, memberColumn: string) => notBlockedWith(memberId, memberColumn);
