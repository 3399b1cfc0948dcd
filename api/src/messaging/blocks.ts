import type { Kysely } from 'kysely';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import type { Database } from '../db/schema';
import { assertNotBlocked, blockedBetween } from '../safety/visibility';

/**
 * Messaging asks the safety module whether two members may reach each other, through these two
 * functions only: a block either way refuses a message before anything is stored.
 */
export const blockedEitherWay = (db: Kysely<Database>, one: number, other: number) => blockedBetween(db, one, other);

export const assertMayWrite = (db: Kysely<Database>, senderId: number, recipientId: number) =>
  assertNotBlocked(db, senderId, recipientId, SAFETY_MESSAGES.blockedMessage);
