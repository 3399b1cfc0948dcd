import type { AnyKysely } from '../dialect';

/**
 * The topics a member chose for an article: content `topic` documents named by slug (the slug is
 * what the list's topic filter and the reading page's tags carry). A row goes with its article.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('member_article_topics')
    .addColumn('article_id', 'integer', (col) => col.notNull().references('member_articles.id').onDelete('cascade'))
    .addColumn('topic', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('member_article_topics_pk', ['article_id', 'topic'])
    .execute();
  await db.schema.createIndex('member_article_topics_topic').on('member_article_topics').columns(['topic', 'article_id']).execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('member_article_topics').ifExists().execute();
}
