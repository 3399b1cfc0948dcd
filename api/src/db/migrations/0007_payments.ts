import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Payments (api/src/payments): one order per checkout of any kind (donation, membership, book
 * order), the Razorpay webhook events already handled (so a duplicate changes nothing), the
 * donations with their receipts, one receipt counter per Indian financial year, and the intent of
 * an enquiry (a general question, a would-be institutional patron, a group membership).
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('payment_orders')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('idempotency_key', 'text', (col) => col.notNull().unique())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('provider_order_id', 'text', (col) => col.unique())
    .addColumn('provider_payment_id', 'text')
    .addColumn('payment_method', 'text')
    .addColumn('payer_name', 'text')
    .addColumn('payer_email', 'text')
    .addColumn('payer_phone', 'text')
    .addColumn('return_path', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('payment_orders_kind_status').on('payment_orders').columns(['kind', 'status']).execute();

  await db.schema
    .createTable('payment_webhook_events')
    .addColumn('event_id', 'text', (col) => col.primaryKey())
    .addColumn('event', 'text', (col) => col.notNull())
    .addColumn('received_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('donations')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('payment_orders.id'))
    .addColumn('member_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('amount_paise', 'integer', (col) => col.notNull())
    .addColumn('pan', 'text')
    .addColumn('address', 'text')
    .addColumn('show_name', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('cause_id', 'text', (col) => col.notNull())
    .addColumn('cause_title', 'text', (col) => col.notNull())
    .addColumn('receipt_number', 'text', (col) => col.unique())
    .addColumn('financial_year', 'text')
    .addColumn('receipt_issued_at', 'text')
    .addColumn('receipt_emailed_at', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('donations_financial_year').on('donations').columns(['financial_year', 'show_name']).execute();

  await db.schema
    .createTable('receipt_counters')
    .addColumn('financial_year', 'text', (col) => col.primaryKey())
    .addColumn('last_number', 'integer', (col) => col.notNull())
    .execute();

  await db.schema.alterTable('enquiries').addColumn('intent', 'text', (col) => col.notNull().defaultTo('general')).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('enquiries').dropColumn('intent').execute();
  await db.schema.dropTable('receipt_counters').ifExists().execute();
  await db.schema.dropTable('donations').ifExists().execute();
  await db.schema.dropTable('payment_webhook_events').ifExists().execute();
  await db.schema.dropTable('payment_orders').ifExists().execute();
}
