import type { CreateTableBuilder } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/** An integer primary key the database numbers itself, in each dialect's own way. */
function withIdentity(db: AnyKysely) {
  const postgres = isPostgres(db);
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
    );
}

export async function up(db: AnyKysely): Promise<void> {
  const identity = withIdentity(db);

  await db.schema
    .createTable('users')
    .$call(identity)
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('phone', 'text', (col) => col.notNull())
    .addColumn('country', 'text')
    .addColumn('user_type', 'text', (col) => col.notNull().defaultTo('User'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('episodes')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('video', 'text', (col) => col.notNull())
    .addColumn('thumbnail', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('episodes_category_position').on('episodes').columns(['category', 'position']).execute();

  for (const table of ['episode_likes', 'episode_saves']) {
    await db.schema
      .createTable(table)
      .addColumn('episode_id', 'text', (col) => col.notNull().references('episodes.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['episode_id', 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }

  await db.schema
    .createTable('comments')
    .$call(identity)
    .addColumn('episode_id', 'text', (col) => col.notNull().references('episodes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('comments_episode').on('comments').columns(['episode_id', 'id']).execute();

  await db.schema
    .createTable('comment_likes')
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_likes_user').on('comment_likes').column('user_id').execute();

  await db.schema
    .createTable('replies')
    .$call(identity)
    .addColumn('comment_id', 'integer', (col) => col.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('replies_comment').on('replies').columns(['comment_id', 'id']).execute();

  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expiry').on('revoked_tokens').column('expires_at').execute();

  await db.schema
    .createTable('login_failures')
    .$call(identity)
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('ip', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('login_failures_email').on('login_failures').columns(['email', 'created_at']).execute();
  await db.schema.createIndex('login_failures_created').on('login_failures').column('created_at').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of [
    'login_failures',
    'revoked_tokens',
    'replies',
    'comment_likes',
    'comments',
    'episode_saves',
    'episode_likes',
    'episodes',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
