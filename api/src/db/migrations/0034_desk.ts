import { sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * The trust's desk:
 * - enquiries gain the message (null for those sent before the forms had a box), the page it was
 *   sent from, a status (new, answered, closed) and the staff member it is assigned to;
 *   `enquiry_answers` keeps each answer staff e-mailed.
 * - book orders gain their way to the member: a stage (to-ship, packed, shipped, delivered,
 *   cancelled) with the carrier, tracking number and dates; `payment_refunds` holds at most one
 *   refund per paid order (the unique order id makes a second one impossible).
 * - `desk_actions`: every change made at the desk, who made it, when, and the item before and after.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema.alterTable('enquiries').addColumn('message', 'text').execute();
  await db.schema.alterTable('enquiries').addColumn('page', 'text').execute();
  await db.schema
    .alterTable('enquiries')
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('new').check(sql`status in ('new', 'answered', 'closed')`))
    .execute();
  // No foreign key (SQLite cannot drop a column that has one): the desk's member-data part clears it when a staff account goes.
  await db.schema.alterTable('enquiries').addColumn('assignee_id', 'integer').execute();
  await db.schema.createIndex('enquiries_status').on('enquiries').columns(['status', 'created_at']).execute();
  await db.schema
    .createTable('enquiry_answers')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('enquiry_id', 'integer', (col) => col.notNull().references('enquiries.id').onDelete('cascade'))
    .addColumn('staff_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiry_answers_enquiry').on('enquiry_answers').columns(['enquiry_id', 'id']).execute();

  await db.schema
    .alterTable('book_orders')
    .addColumn('stage', 'text', (col) =>
      col.notNull().defaultTo('to-ship').check(sql`stage in ('to-ship', 'packed', 'shipped', 'delivered', 'cancelled')`),
    )
    .execute();
  for (const column of ['carrier', 'tracking_number', 'packed_at', 'shipped_at', 'delivered_at', 'cancelled_at']) {
    await db.schema.alterTable('book_orders').addColumn(column, 'text').execute();
  }
  await db.schema.createIndex('book_orders_stage').on('book_orders').columns(['stage', 'paid_at']).execute();

  await db.schema
    .createTable('payment_refunds')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('payment_order_id', 'text', (col) => col.notNull().unique().references('payment_orders.id'))
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('requested', 'pending', 'processed', 'failed')`))
    .addColumn('provider_refund_id', 'text')
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('desk_actions')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('staff_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('staff_name', 'text', (col) => col.notNull())
    .addColumn('item_type', 'text', (col) => col.notNull())
    .addColumn('item_id', 'text', (col) => col.notNull())
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('before', 'text', (col) => col.notNull())
    .addColumn('after', 'text', (col) => col.notNull())
    .addColumn('at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('desk_actions_item').on('desk_actions').columns(['item_type', 'item_id', 'id']).execute();
  await db.schema.createIndex('desk_actions_staff').on('desk_actions').column('staff_id').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('desk_actions').ifExists().execute();
  await db.schema.dropTable('payment_refunds').ifExists().execute();
  await db.schema.dropIndex('book_orders_stage').ifExists().execute();
  for (const column of ['stage', 'carrier', 'tracking_number', 'packed_at', 'shipped_at', 'delivered_at', 'cancelled_at']) {
    await db.schema.alterTable('book_orders').dropColumn(column).execute();
  }
  await db.schema.dropTable('enquiry_answers').ifExists().execute();
  await db.schema.dropIndex('enquiries_status').ifExists().execute();
  for (const column of ['message', 'page', 'status', 'assignee_id']) await db.schema.alterTable('enquiries').dropColumn(column).execute();
}
