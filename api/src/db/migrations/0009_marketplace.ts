import { type ColumnDefinitionBuilder, sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * The marketplace's members' data: carts (one row per member and book, so adding
 * the same book twice is one line), book orders with the delivery address and their lines at the
 * price of the day they were placed, in paise. Book reviews are in book_reviews (0004); their
 * likes and replies in the interaction model (0003). Books themselves are content.
 */

const userColumn = (name: string) =>
  [name, 'integer', (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade')] as const;

export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);

  await db.schema
    .createTable('cart_items')
    .addColumn(...userColumn('user_id'))
    .addColumn('book_id', 'text', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addColumn('added_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('cart_items_pk', ['user_id', 'book_id'])
    .addCheckConstraint('cart_items_quantity', sql`quantity between 1 and 10`)
    .execute();

  await db.schema
    .createTable('book_orders')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn(...userColumn('user_id'))
    // One press of Place order, named by the browser: a second press with the same key is the same order.
    .addColumn('request_key', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('items_total', 'integer', (col) => col.notNull())
    .addColumn('delivery_fee', 'integer', (col) => col.notNull())
    .addColumn('total', 'integer', (col) => col.notNull())
    .addColumn('delivery_name', 'text', (col) => col.notNull())
    .addColumn('delivery_phone', 'text', (col) => col.notNull())
    .addColumn('address_line1', 'text', (col) => col.notNull())
    .addColumn('address_line2', 'text')
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pin', 'text', (col) => col.notNull())
    .addColumn('payment_order_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('paid_at', 'text')
    .addUniqueConstraint('book_orders_request', ['user_id', 'request_key'])
    .addCheckConstraint('book_orders_amounts', sql`items_total >= 0 and delivery_fee >= 0 and total = items_total + delivery_fee`)
    .execute();
  await db.schema.createIndex('book_orders_member').on('book_orders').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('book_order_lines')
    .addColumn('order_id', 'integer', (col) => col.notNull().references('book_orders.id').onDelete('cascade'))
    .addColumn('book_id', 'text', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('unit_price', 'integer', (col) => col.notNull())
    .addColumn('quantity', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('book_order_lines_pk', ['order_id', 'book_id'])
    .addCheckConstraint('book_order_lines_quantity', sql`quantity between 1 and 10 and unit_price >= 0`)
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of ['book_order_lines', 'book_orders', 'cart_items']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
