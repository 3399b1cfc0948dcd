import { type AnyKysely, isPostgres } from '../dialect';

/**
 * `guide_questions`: the questions a member asked the AI guide, kept so they can ask again or
 * delete them; only the latest few per member are kept (the service trims older rows). Visitors'
 * questions are never stored.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('guide_questions')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('asked_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guide_questions_member').on('guide_questions').columns(['member_id', 'asked_at']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('guide_questions').ifExists().execute();
}
