import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Form 10BE certificates: one per donor (by PAN) and financial year, numbered the first time it is
 * made and keeping that number and date whenever it is made again; `emailed_at` makes the yearly
 * sending send each certificate once, however often it runs.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('donation_certificates')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('financial_year', 'text', (col) => col.notNull())
    .addColumn('pan', 'text', (col) => col.notNull())
    .addColumn('number', 'text', (col) => col.unique())
    .addColumn('issued_at', 'text', (col) => col.notNull())
    .addColumn('emailed_at', 'text')
    .addColumn('emailed_to', 'text')
    .addUniqueConstraint('donation_certificates_year_pan', ['financial_year', 'pan'])
    .execute();
  await db.schema.createIndex('donations_year_pan').on('donations').columns(['financial_year', 'pan']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('donations_year_pan').ifExists().execute();
  await db.schema.dropTable('donation_certificates').ifExists().execute();
}
