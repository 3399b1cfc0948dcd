import { type AnyKysely, isPostgres } from '../dialect';

/**
 * The guide's conversations, kept on the server: a follow-up question is answered with the turns
 * stored here, never with "earlier answers" a client sends (which could be made up).
 * - `guide_threads`: one conversation, named by an opaque random id the client holds; a member's
 *   (member_id set) is theirs alone, a visitor's has no member; each ends at `expires_at`, which
 *   every new turn moves on.
 * - `guide_turns`: a question and the answer given (the model's text, or the passages' titles when
 *   they were the answer).
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('guide_threads')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('member_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guide_threads_expiry').on('guide_threads').column('expires_at').execute();
  await db.schema.createIndex('guide_threads_member').on('guide_threads').column('member_id').execute();
  await db.schema
    .createTable('guide_turns')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('thread_id', 'text', (col) => col.notNull().references('guide_threads.id').onDelete('cascade'))
    .addColumn('question', 'text', (col) => col.notNull())
    .addColumn('answer', 'text', (col) => col.notNull())
    .addColumn('asked_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('guide_turns_thread').on('guide_turns').columns(['thread_id', 'id']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('guide_turns').ifExists().execute();
  await db.schema.dropTable('guide_threads').ifExists().execute();
}
