import { type AnyKysely, isPostgres } from '../dialect';

/** Enquiries sent with the contact form (about, mission, research and projects pages). */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('enquiries')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('full_name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('country', 'text')
    .addColumn('language', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('enquiries_created').on('enquiries').column('created_at').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('enquiries').ifExists().execute();
}
