import type { AnyKysely } from '../dialect';

/**
 * Per-address request counters (api/src/auth/rateLimit.ts), kept in the database so that every
 * server instance on one PostgreSQL counts the same hits. One row per key; its window starts with
 * the first hit and is reset in place once it has ended.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('window_ends_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_window_end').on('rate_limits').column('window_ends_at').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('rate_limits').ifExists().execute();
}
