import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Paid memberships (api/src/memberships): one row per paid order, so a renewal is a new row whose
 * period starts where the previous one ends. The order id is unique: the payments module may
 * report the same payment twice (signature and webhook), and the second report must record nothing.
 * The bill's lines are kept as charged, for the invoice, whatever content says later.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('memberships')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('order_id', 'text', (col) => col.notNull().unique())
    .addColumn('plan_id', 'text', (col) => col.notNull())
    .addColumn('plan_name', 'text', (col) => col.notNull())
    .addColumn('period', 'text', (col) => col.notNull())
    .addColumn('months', 'integer', (col) => col.notNull())
    .addColumn('starts_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text', (col) => col.notNull())
    .addColumn('list_total', 'integer', (col) => col.notNull())
    .addColumn('discount', 'integer', (col) => col.notNull())
    .addColumn('subtotal', 'integer', (col) => col.notNull())
    // Hundredths of a percent (1800 = 18%), so the rate stays an integer on both databases.
    .addColumn('gst_basis_points', 'integer', (col) => col.notNull())
    .addColumn('gst', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('memberships_member_end').on('memberships').columns(['member_id', 'ends_at']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('memberships').ifExists().execute();
}
