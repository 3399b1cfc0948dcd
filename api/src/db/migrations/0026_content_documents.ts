import { type AnyKysely, isPostgres } from '../dialect';

/**
 * The working content dataset and the seed it was last merged with, for servers on PostgreSQL:
 * there several instances share one dataset (documents as JSONB). On SQLite the dataset stays a
 * file in DATA_DIR and these tables stay empty.
 */
export async function up(db: AnyKysely): Promise<void> {
  const json = isPostgres(db) ? 'jsonb' : 'text';
  for (const table of ['content_documents', 'content_seed_base']) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('doc', json as 'text', (col) => col.notNull())
      .execute();
  }
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('content_seed_base').ifExists().execute();
  await db.schema.dropTable('content_documents').ifExists().execute();
}
