import { type AnyKysely, isPostgres } from '../dialect';

/**
 * `content_revisions`: every change staff (or the seed merge) made to the working content dataset,
 * one row per document per transaction, with the document before and after (JSON text, null when
 * absent), so the Studio's history shows who changed what and when and can restore any kept
 * revision. The row's id orders the changes and, with the dataset in PostgreSQL, is the position
 * other instances catch up from.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('content_revisions')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('transaction_id', 'text', (col) => col.notNull())
    .addColumn('document_id', 'text', (col) => col.notNull())
    // The staff account that made the change; null for the seed merge and after the account's erasure.
    .addColumn('author_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('doc_before', 'text')
    .addColumn('doc_after', 'text')
    .execute();
  await db.schema.createIndex('content_revisions_document').on('content_revisions').columns(['document_id', 'id']).execute();
  await db.schema.createIndex('content_revisions_transaction').on('content_revisions').columns(['transaction_id']).execute();
  await db.schema.createIndex('content_revisions_created').on('content_revisions').columns(['created_at']).execute();
  await db.schema.createIndex('content_revisions_author').on('content_revisions').columns(['author_id']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('content_revisions').ifExists().execute();
}
