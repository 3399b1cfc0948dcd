import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Members' Insights articles and follows of the trust's people.
 *
 * `member_articles`: a member's article, a draft or published; its body is Portable Text as JSON
 * text (checked against the article schema before it is stored). Likes, saves, shares and
 * comments are the interaction model's, under target type `member-article` and the row's id.
 *
 * `person_follows`: a member following one of the trust's people (a content `person` document,
 * named by its `_id`; many have no account, so `follows`, which links two accounts, cannot hold
 * them). Any screen that lists whom a member follows reads `follows` for members and this table
 * for the trust's people.
 */
export async function up(db: AnyKysely): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('member_articles')
    .addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()))
    .addColumn('author_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addColumn('published_at', 'text')
    // Derived from the body when it is saved, so the list never reads bodies.
    .addColumn('excerpt', 'text', (col) => col.notNull())
    .addColumn('read_minutes', 'integer', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_alt', 'text')
    .execute();
  await db.schema.createIndex('member_articles_published').on('member_articles').columns(['status', 'published_at']).execute();
  await db.schema.createIndex('member_articles_author').on('member_articles').columns(['author_id', 'updated_at']).execute();

  await db.schema
    .createTable('person_follows')
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('person_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('person_follows_pk', ['member_id', 'person_id'])
    .execute();
  await db.schema.createIndex('person_follows_person').on('person_follows').column('person_id').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('person_follows').ifExists().execute();
  await db.schema.dropTable('member_articles').ifExists().execute();
}
