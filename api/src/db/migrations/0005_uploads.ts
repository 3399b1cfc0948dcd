import type { AnyKysely } from '../dialect';

/**
 * Members' uploaded pictures (avatars, covers, post and article images). The file itself lives
 * in DATA_DIR/uploads/{file_name}; the row says whose it is and counts towards the daily quota.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('uploads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (col) => col.notNull().unique())
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('bytes', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('uploads_user_created').on('uploads').columns(['user_id', 'created_at']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('uploads').ifExists().execute();
}
