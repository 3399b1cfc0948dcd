import { type AnyKysely, isPostgres } from '../dialect';

/**
 * `live_signals`: "these members' sessions ended", written by a command run beside the server on
 * SQLite (`npm run member`), where the server's signals otherwise stay inside its process; the
 * server reads new rows every half second and tells those members' open streams, and rows go after
 * a minute. No foreign key: a signal about an erased member must outlive the member's row. On
 * PostgreSQL a command uses NOTIFY, as instances do, and the table stays empty.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('live_signals')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('live_signals').ifExists().execute();
}
