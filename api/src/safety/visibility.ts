import { type Kysely, sql } from 'kysely';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * What a member may see and reach, as SQL conditions the community's queries add to theirs: a
 * block hides the two members from each other both ways, a mute takes the muted member's posts out
 * of the muter's feed only, and an item a moderator hid is gone for everyone but its author.
 */

/** Neither the viewer nor the member in `memberColumn` has blocked the other (always true for a visitor). */
export function notBlockedWith(viewerId: number | undefined, memberColumn: string) {
  if (viewerId === undefined) return sql<boolean>`1 = 1`;
  const member = sql.ref(memberColumn);
  return sql<boolean>`not exists (select 1 from blocks where (blocks.blocker_id = ${viewerId} and blocks.blocked_id = ${member}) or (blocks.blocker_id = ${member} and blocks.blocked_id = ${viewerId}))`;
}

/** The viewer has not muted the member in `memberColumn`. */
export function notMutedBy(viewerId: number | undefined, memberColumn: string) {
  if (viewerId === undefined) return sql<boolean>`1 = 1`;
  return sql<boolean>`not exists (select 1 from mutes where mutes.muter_id = ${viewerId} and mutes.muted_id = ${sql.ref(memberColumn)})`;
}

/** The item (`itemType`, id in `idColumn`) is not hidden by a moderator, or the viewer is its author (`ownerColumn`). */
export function shownTo(viewerId: number | undefined, itemType: string, idColumn: string, ownerColumn: string) {
  const hidden = sql`exists (select 1 from hidden_items where hidden_items.item_type = ${itemType} and hidden_items.item_id = cast(${sql.ref(idColumn)} as text))`;
  if (viewerId === undefined) return sql<boolean>`not ${hidden}`;
  return sql<boolean>`(not ${hidden} or ${sql.ref(ownerColumn)} = ${viewerId})`;
}

/** Whether either member has blocked the other. */
export async function blockedBetween(db: Kysely<Database>, one: number, other: number): Promise<boolean> {
  const row = await db
    .selectFrom('blocks')
    .select('blocker_id')
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', one), eb('blocked_id', '=', other)]),
        eb.and([eb('blocker_id', '=', other), eb('blocked_id', '=', one)]),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Refuses (403, with `message`) when either member has blocked the other: the messaging feature
 * calls it with SAFETY_MESSAGES.blockedMessage before storing anything.
 */
export async function assertNotBlocked(db: Kysely<Database>, actorId: number, otherId: number | null | undefined, message: string = SAFETY_MESSAGES.blocked) {
  if (otherId === null || otherId === undefined || otherId === actorId) return;
  if (await blockedBetween(db, actorId, otherId)) throw new HttpError(403, message);
}

/** The reasons the author is shown for their items a moderator hid, by item id. */
export async function hiddenReasons(db: Kysely<Database>, itemType: string, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('hidden_items').select(['item_id', 'reason']).where('item_type', '=', itemType).where('item_id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.item_id, row.reason]));
}
