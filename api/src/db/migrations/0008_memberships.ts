import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Memberships (api/src/memberships).
 * - `membership_orders`: what a payments order (0007) buys — plan, period and the bill's lines as
 *   priced from content when the order was made, so the membership and its invoice follow the
 *   amount charged, whatever content says later.
 * - `memberships`: one row per paid order; a renewal is a new row whose period starts where the
 *   previous one ends. The order id is unique: the payments module may report the same payment
 *   twice (signature and webhook), and the second report must record nothing.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('membership_orders')
    .addColumn('order_id', 'text', (col) => col.primaryKey().references('payment_orders.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('plan_name', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('list_total', 'integer', (col) => col.notNull())
    .addColumn('discount', 'integer', (col) => col.notNull())
    .addColumn('subtotal', 'integer', (col) => col.notNull())
    // Hundredths of a percent (1800 = 18%), so the rate stays an integer on both databases.
    .addColumn('gst_basis_points', 'integer', (col) => col.notNull())
    .addColumn('gst', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('memberships')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (col) => col.notNull().unique().references('membership_orders.order_id').onDelete('cascade'))
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('memberships_member_end').on('memberships').columns(['member_id', 'ends_at']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('memberships').ifExists().execute();
  await db.schema.dropTable('membership_orders').ifExists().execute();
}
