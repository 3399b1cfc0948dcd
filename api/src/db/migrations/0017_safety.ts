import { type ColumnDefinitionBuilder, sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Safety and notifications (api/src/safety):
 *
 * - `users.role` also takes `moderator` (given only by `npm run member -- role`). The old column's
 *   CHECK cannot be changed in place on SQLite, so a new column with the new CHECK takes the
 *   values, the old one is dropped and the new one renamed: the same steps on both databases,
 *   without rebuilding a table that every other table refers to.
 * - `users.suspended_until`: null, or until when the member may not log in (a far date: for good).
 * - `users.email_follows|email_digest`: two more e-mail preferences (1 = yes).
 * - `reports`: one per member and item while open (a partial unique index); `decision_id` says
 *   what a moderator decided. `moderation_decisions`: every decision (who, when, why), reversible.
 * - `hidden_items`: what a moderator hid, with the reason its author is shown.
 * - `blocks`, `mutes`: one row per (member, other member).
 * - `notifications`: one row per event and recipient; `event_key` is unique, so an event is
 *   recorded (and e-mailed) once however often it is reported. `email_deliveries` holds the key of
 *   every notification e-mail and digest sent, so none goes out twice.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  const id = (col: ColumnDefinitionBuilder) =>
    postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement();

  await db.schema
    .alterTable('users')
    .addColumn('role_next', 'text', (col) => col.notNull().defaultTo('member').check(sql`role_next in ('member', 'staff', 'moderator')`))
    .execute();
  await sql`UPDATE users SET role_next = role`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema.alterTable('users').renameColumn('role_next', 'role').execute();
  await db.schema.alterTable('users').addColumn('suspended_until', 'text').execute();
  for (const column of ['email_follows', 'email_digest']) {
    await db.schema.alterTable('users').addColumn(column, 'integer', (col) => col.notNull().defaultTo(1)).execute();
  }

  await db.schema
    .createTable('moderation_decisions')
    .addColumn('id', 'integer', id)
    .addColumn('moderator_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('suspended_until', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('reversed_by', 'integer')
    .addCheckConstraint('moderation_decisions_action', sql`action in ('hide', 'unhide', 'dismiss', 'reopen', 'suspend', 'unsuspend')`)
    .execute();
  await db.schema.createIndex('moderation_decisions_item').on('moderation_decisions').columns(['item_type', 'item_id', 'id']).execute();

  await db.schema
    .createTable('reports')
    .addColumn('id', 'integer', id)
    .addColumn('reporter_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('details', 'text')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decision_id', 'integer', (col) => col.references('moderation_decisions.id').onDelete('set null'))
    .addCheckConstraint('reports_status', sql`status in ('open', 'upheld', 'dismissed')`)
    .addCheckConstraint('reports_reason', sql`reason in ('spam', 'harassment', 'hate', 'misinformation', 'sexual', 'other')`)
    .execute();
  await sql`CREATE UNIQUE INDEX reports_open_once ON reports (reporter_id, item_type, item_id) WHERE status = 'open'`.execute(db);
  await db.schema.createIndex('reports_status').on('reports').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('reports_item').on('reports').columns(['item_type', 'item_id']).execute();
  await db.schema.createIndex('reports_reporter').on('reports').column('reporter_id').execute();

  await db.schema
    .createTable('hidden_items')
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('owner_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('decision_id', 'integer', (col) => col.notNull().references('moderation_decisions.id'))
    .addColumn('hidden_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('hidden_items_pk', ['item_type', 'item_id'])
    .execute();

  for (const [table, actor, other] of [
    ['blocks', 'blocker_id', 'blocked_id'],
    ['mutes', 'muter_id', 'muted_id'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(actor, 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn(other, 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [actor, other])
      .execute();
    await db.schema.createIndex(`${table}_other`).on(table).column(other).execute();
  }

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('item_type', 'text')
    .addColumn('item_id', 'text')
    .addColumn('detail', 'text')
    .addColumn('event_key', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema.createIndex('notifications_recipient').on('notifications').columns(['recipient_id', 'id']).execute();

  await db.schema
    .createTable('email_deliveries')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('recipient_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of ['email_deliveries', 'notifications', 'mutes', 'blocks', 'hidden_items', 'reports', 'moderation_decisions']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  for (const column of ['email_digest', 'email_follows', 'suspended_until']) await db.schema.alterTable('users').dropColumn(column).execute();
  await db.schema
    .alterTable('users')
    .addColumn('role_next', 'text', (col) => col.notNull().defaultTo('member').check(sql`role_next in ('member', 'staff')`))
    .execute();
  await sql`UPDATE users SET role_next = CASE WHEN role = 'staff' THEN 'staff' ELSE 'member' END`.execute(db);
  await db.schema.alterTable('users').dropColumn('role').execute();
  await db.schema.alterTable('users').renameColumn('role_next', 'role').execute();
}
