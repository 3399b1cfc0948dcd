import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Members' community data (what members make is never in the public dataset):
 * profiles, follows, posts with hashtags, stories, tribes and their memberships, conversations
 * with participants, messages and reactions, book reviews, event attendance, and a record of
 * which one-time seeds have run. Likes, comments, shares and views of posts and reviews belong
 * to the generic interaction model (migration 0003_interactions), not here.
 */

/** The reactions a message can carry, frozen here as the migration created them. */
const MESSAGE_REACTIONS = ['like', 'love', 'pranam', 'laugh', 'wow'];

function withIdentity(db: AnyKysely) {
  const postgres = isPostgres(db);
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('id', 'integer', (col) => (postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement()));
}

/** A required member column; the member's rows go when the member's account goes. */
const userColumn = (name: string) =>
  [name, 'integer', (col: ColumnDefinitionBuilder) => col.notNull().references('users.id').onDelete('cascade')] as const;

export async function up(db: AnyKysely): Promise<void> {
  const identity = withIdentity(db);

  await db.schema
    .createTable('member_profiles')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('badge', 'text')
    .addColumn('bio', 'text')
    .addColumn('quote', 'text')
    .addColumn('email_private', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('profession', 'text')
    .addColumn('institution', 'text')
    .addColumn('avatar_url', 'text')
    .addColumn('cover_url', 'text')
    .addColumn('last_active_at', 'text')
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addCheckConstraint('member_profiles_email_private', sql`email_private in (0, 1)`)
    .execute();

  await db.schema
    .createTable('follows')
    .addColumn(...userColumn('follower_id'))
    .addColumn(...userColumn('followee_id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('follows_pk', ['follower_id', 'followee_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema.createIndex('follows_followee').on('follows').columns(['followee_id', 'created_at']).execute();

  await db.schema
    .createTable('posts')
    .$call(identity)
    .addColumn(...userColumn('author_id'))
    .addColumn('title', 'text')
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('image_url', 'text')
    .addColumn('image_alt', 'text')
    .addColumn('video_sample_id', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .execute();
  await db.schema.createIndex('posts_created').on('posts').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('posts_author').on('posts').columns(['author_id', 'created_at']).execute();

  await db.schema
    .createTable('post_hashtags')
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('hashtag', 'text', (col) => col.notNull())
    .addColumn('position', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('post_hashtags_pk', ['post_id', 'hashtag'])
    .execute();
  await db.schema.createIndex('post_hashtags_hashtag').on('post_hashtags').column('hashtag').execute();

  await db.schema
    .createTable('stories')
    .$call(identity)
    .addColumn(...userColumn('author_id'))
    .addColumn('image_url', 'text', (col) => col.notNull())
    .addColumn('image_alt', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('stories_created').on('stories').columns(['created_at', 'id']).execute();
  await db.schema.createIndex('stories_author').on('stories').columns(['author_id', 'created_at']).execute();

  await db.schema
    .createTable('tribes')
    .$call(identity)
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('image_url', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_active_at', 'text', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('tribe_memberships')
    .addColumn('tribe_id', 'integer', (col) => col.notNull().references('tribes.id').onDelete('cascade'))
    .addColumn(...userColumn('user_id'))
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member'))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('tribe_memberships_pk', ['tribe_id', 'user_id'])
    .addCheckConstraint('tribe_memberships_role', sql`role in ('member', 'admin')`)
    .execute();
  await db.schema.createIndex('tribe_memberships_user').on('tribe_memberships').column('user_id').execute();

  await db.schema
    .createTable('conversations')
    .$call(identity)
    .addColumn('tribe_id', 'integer', (col) => col.references('tribes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('last_message_at', 'text')
    .execute();

  await db.schema
    .createTable('conversation_participants')
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn(...userColumn('user_id'))
    .addColumn('joined_at', 'text', (col) => col.notNull())
    .addColumn('last_read_at', 'text')
    .addPrimaryKeyConstraint('conversation_participants_pk', ['conversation_id', 'user_id'])
    .execute();
  await db.schema.createIndex('conversation_participants_user').on('conversation_participants').column('user_id').execute();

  await db.schema
    .createTable('messages')
    .$call(identity)
    .addColumn('conversation_id', 'integer', (col) => col.notNull().references('conversations.id').onDelete('cascade'))
    .addColumn(...userColumn('sender_id'))
    .addColumn('text', 'text')
    .addColumn('image_url', 'text')
    .addColumn('image_alt', 'text')
    .addColumn('sent_at', 'text', (col) => col.notNull())
    .addCheckConstraint('messages_not_empty', sql`text is not null or image_url is not null`)
    .execute();
  await db.schema.createIndex('messages_conversation').on('messages').columns(['conversation_id', 'sent_at', 'id']).execute();

  const reactions = sql.join(MESSAGE_REACTIONS.map((reaction) => sql.lit(reaction)));
  await db.schema
    .createTable('message_reactions')
    .addColumn('message_id', 'integer', (col) => col.notNull().references('messages.id').onDelete('cascade'))
    .addColumn(...userColumn('user_id'))
    .addColumn('reaction', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('message_reactions_pk', ['message_id', 'user_id', 'reaction'])
    .addCheckConstraint('message_reactions_reaction', sql`reaction in (${reactions})`)
    .execute();

  await db.schema
    .createTable('book_reviews')
    .$call(identity)
    .addColumn(...userColumn('user_id'))
    .addColumn('book_slug', 'text', (col) => col.notNull())
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text')
    .addUniqueConstraint('book_reviews_one_per_member', ['user_id', 'book_slug'])
    .addCheckConstraint('book_reviews_stars', sql`stars between 1 and 5`)
    .execute();
  await db.schema.createIndex('book_reviews_book').on('book_reviews').columns(['book_slug', 'created_at']).execute();

  await db.schema
    .createTable('event_attendances')
    .addColumn('event_id', 'text', (col) => col.notNull())
    .addColumn(...userColumn('user_id'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('event_attendances_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_attendances_user').on('event_attendances').column('user_id').execute();

  await db.schema
    .createTable('seed_runs')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('applied_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  for (const table of [
    'seed_runs',
    'event_attendances',
    'book_reviews',
    'message_reactions',
    'messages',
    'conversation_participants',
    'conversations',
    'tribe_memberships',
    'tribes',
    'stories',
    'post_hashtags',
    'posts',
    'follows',
    'member_profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
