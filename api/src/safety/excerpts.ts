import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Others' words quoted in notifications (the `excerpt` of a message, a comment, a mention) go
 * when the words themselves go: a message deleted for everyone, a comment deleted, an account erased. What happened
 * and where stays. A notification's e-mail goes out when the notification is made (or never) and
 * the weekly digest reads the rows when it is written, so no e-mail quotes the words afterwards.
 */
export async function blankExcerpts(
  executor: Kysely<Database> | Transaction<Database>,
  filter: { actorId?: number; itemType?: string; itemId?: string; excerpt?: string; eventKeyPrefixes?: string[] },
): Promise<number> {
  if (filter.eventKeyPrefixes?.length === 0) return 0;
  let query = executor.selectFrom('notifications').select(['id', 'detail']).where('detail', 'is not', null);
  if (filter.actorId !== undefined) query = query.where('actor_id', '=', filter.actorId);
  if (filter.itemType !== undefined) query = query.where('item_type', '=', filter.itemType);
  if (filter.itemId !== undefined) query = query.where('item_id', '=', filter.itemId);
  const prefixes = filter.eventKeyPrefixes;
  if (prefixes !== undefined) query = query.where((eb) => eb.or(prefixes.map((prefix) => eb('event_key', 'like', `${prefix}%`))));
  let blanked = 0;
  for (const row of await query.execute()) {
    const detail = JSON.parse(row.detail!) as Record<string, unknown>;
    if (typeof detail.excerpt !== 'string' || (filter.excerpt !== undefined && detail.excerpt !== filter.excerpt)) continue;
    delete detail.excerpt;
    await executor.updateTable('notifications').set({ detail: JSON.stringify(detail) }).where('id', '=', row.id).execute();
    blanked += 1;
  }
  return blanked;
}

/** What the keys of one comment's notifications (to the answered, the item's author, the mentioned) begin with, before `:reply`… */
export const commentEventKey = (commentId: number | string) => `comment:${commentId}`;

/**
 * Comments deleted (a member's own, with the replies under it): the notifications of them keep what
 * happened and where, no longer the words, as for a message deleted for everyone.
 */
export const blankCommentExcerpts = (executor: Kysely<Database> | Transaction<Database>, commentIds: readonly (number | string)[]) =>
  blankExcerpts(executor, { eventKeyPrefixes: commentIds.map((id) => `${commentEventKey(id)}:`) });
