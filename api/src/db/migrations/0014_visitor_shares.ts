import type { AnyKysely } from '../dialect';

/**
 * `shares.visitor_hash`: a visitor's share is one row like a member's, marked with the SHA-256 of
 * the random id their browser keeps, so the same browser counts once per item (the unique index;
 * members' rows have none, and every database keeps any number of rows without one). The id says
 * nothing about the person and only its hash is stored.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('shares').addColumn('visitor_hash', 'text').execute();
  await db.schema.createIndex('shares_visitor').unique().on('shares').columns(['target_type', 'target_id', 'visitor_hash']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('shares_visitor').execute();
  await db.schema.alterTable('shares').dropColumn('visitor_hash').execute();
}
