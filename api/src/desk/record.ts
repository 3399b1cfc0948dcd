import type { Kysely, Transaction } from 'kysely';
import type { DeskItemType, DeskRecordEntry } from '../../../contracts/desk';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { Member } from '../auth/authenticate';

type Fields = Record<string, unknown>;

/** The staff member's name as the record keeps it (it stays when the account is gone). */
export const staffName = (member: Pick<Member, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`.trim();

/** Only the fields that changed, before and after: the record says what moved, not the whole item again. */
function changed(before: Fields, after: Fields): { before: Fields; after: Fields } {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
  return { before: Object.fromEntries(keys.map((key) => [key, before[key] ?? null])), after: Object.fromEntries(keys.map((key) => [key, after[key] ?? null])) };
}

/**
 * The desk's record: every change staff make, written in the same transaction as the change, so
 * the record never says something happened that did not (nor misses what did).
 */
export async function keepOnRecord(
  trx: Transaction<Database> | Kysely<Database>,
  entry: { by: Member; itemType: DeskItemType; itemId: string | number; action: string; before: Fields; after: Fields },
) {
  const diff = changed(entry.before, entry.after);
  await trx
    .insertInto('desk_actions')
    .values({
      staff_id: entry.by.id,
      staff_name: staffName(entry.by),
      item_type: entry.itemType,
      item_id: String(entry.itemId),
      action: entry.action,
      before: JSON.stringify(diff.before),
      after: JSON.stringify(diff.after),
      at: nowIso(),
    })
    .execute();
}

/** An item's record, oldest first. */
export async function recordOf(db: Kysely<Database>, itemType: DeskItemType, itemId: string | number): Promise<DeskRecordEntry[]> {
  const rows = await db.selectFrom('desk_actions').selectAll().where('item_type', '=', itemType).where('item_id', '=', String(itemId)).orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id,
    at: row.at,
    by: row.staff_name,
    action: row.action,
    before: JSON.parse(row.before) as Fields,
    after: JSON.parse(row.after) as Fields,
  }));
}
