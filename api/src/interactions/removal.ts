import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Target } from './targets';

/**
 * Removes what others did to a thing its author deletes (a post, a story): its comments and
 * replies with their likes, its likes, saves, shares, views and ratings, and the notifications
 * that point at it or at those comments — interaction rows name their target by type and id, with
 * no foreign key to cascade, so without this they would stay behind, counted and quoted. Runs in
 * the deleting transaction; answers the removed comments' ids (for what they earned to be settled).
 */
export async function removeInteractionsOf(trx: Transaction<Database> | Kysely<Database>, target: Target): Promise<string[]> {
  const commentIds = (await trx.selectFrom('comments').select('id').where('target_type', '=', target.type).where('target_id', '=', target.id).execute()).map(
    (row) => String(row.id),
  );
  if (commentIds.length) {
    await trx.deleteFrom('reactions').where('target_type', '=', 'comment').where('target_id', 'in', commentIds).execute();
    await trx.deleteFrom('notifications').where('item_type', '=', 'comment').where('item_id', 'in', commentIds).execute();
  }
  for (const table of ['comments', 'reactions', 'shares', 'views', 'ratings'] as const) {
    await trx.deleteFrom(table).where('target_type', '=', target.type).where('target_id', '=', target.id).execute();
  }
  await trx.deleteFrom('notifications').where('item_type', '=', target.type).where('item_id', '=', target.id).execute();
  return commentIds;
}
