import { sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * One quota for every picture a member stores, and pictures every instance can read:
 * - `uploads.kind`: 'upload' (avatars, covers, post and article images) or 'message' (a picture sent
 *   in a conversation); every row counts towards the member's daily quota, whatever its kind.
 * - `picture_files`: the pictures' bytes, keyed by `{folder}/{file name}`, written with PostgreSQL
 *   (several instances) so that each instance's DATA_DIR is only a cache; the member's rows go with
 *   the account.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('uploads').addColumn('kind', 'text', (col) => col.notNull().defaultTo('upload')).execute();
  await db.schema
    .createTable('picture_files')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('data', isPostgres(db) ? sql`bytea` : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('picture_files_user').on('picture_files').column('user_id').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('picture_files').ifExists().execute();
  await db.schema.alterTable('uploads').dropColumn('kind').execute();
}
