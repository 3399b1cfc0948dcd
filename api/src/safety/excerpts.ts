import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Others' words quoted in notifications (the `excerpt` of a message, a comment, a mention) go
 * when the words themselves go: a message deleted for everyone, an account erased. What happened
 * and where stays. A notification's e-mail goes out when the notification is made (or never) and
 * the weekly digest reads the rows when it is written, so no e-mail quotes the words afterwards.
 */
export async function blankExcerpts(
  executor: Kysely<Database> | Transaction<Database>,
  filter: { actorId: number; itemType?: string; itemId?: string; excerpt?: string },
): Promise<number> {
  let query = executor.selectFrom('notifications').select(['id', 'detail']).where('actor_id', '=', filter.actorId).where('detail', 'is not', null);
  if (filter.itemType !== undefined) query = query.where('item_type', '=', filter.itemType);
  if (filter.itemId !== undefined) query = query.where('item_id', '=', filter.itemId);
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
