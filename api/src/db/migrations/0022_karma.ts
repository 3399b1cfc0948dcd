import { type AnyKysely, isPostgres } from '../dialect';

/**
 * The Karmic Points ledger: append-only entries, never updated or deleted while the member lives.
 *
 * A credit (`seq` >= 1) gives `member_id` points for one event of `event_kind` on a target, caused
 * by `actor_id` (null for the trust's own grants). Undoing the act adds a reversing entry
 * (`reverses_id` = the credit, `seq` = minus the credit's, points negated) instead of removing
 * the credit. The unique key (kind, target, actor, seq) makes the credits of one act a numbered
 * chain: a new credit takes the next number only after the last one was reversed, so two
 * simultaneous writers of the same act collide on the key and at most one credit stands.
 *
 * `cap_day` is the calendar day in India (YYYY-MM-DD) whose daily cap the entry counts against;
 * a reversal carries its credit's day, so taking a credit back frees that day's room.
 * `rule_version` is the `_rev` of the rules document that gave the points.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('karma_entries')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('event_kind', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    // No foreign key: an erased giver's credits are reversed, and the entries stay as history.
    .addColumn('actor_id', 'integer')
    .addColumn('seq', 'integer', (col) => col.notNull())
    .addColumn('points', 'integer', (col) => col.notNull())
    .addColumn('rule_version', 'text', (col) => col.notNull())
    .addColumn('reverses_id', 'integer', (col) => col.unique())
    .addColumn('cap_day', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('karma_entries_act')
    .on('karma_entries')
    .columns(['event_kind', 'target_type', 'target_id', 'actor_id', 'seq'])
    .unique()
    .execute();
  await db.schema.createIndex('karma_entries_member').on('karma_entries').columns(['member_id', 'created_at']).execute();
  await db.schema.createIndex('karma_entries_cap').on('karma_entries').columns(['member_id', 'event_kind', 'cap_day']).execute();
  await db.schema.createIndex('karma_entries_actor').on('karma_entries').column('actor_id').execute();
  await db.schema.createIndex('karma_entries_created').on('karma_entries').column('created_at').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('karma_entries').ifExists().execute();
}
