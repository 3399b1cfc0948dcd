import { ensureProfile } from '../../community/handles';
import type { AnyKysely } from '../dialect';

/**
 * The social pages' columns: a profile's handle (unique; changeable once a month) and social
 * links, a post's audience (everyone, followers, or one tribe), a story's caption, and when a
 * comment was last edited. Every existing account gets its profile and handle here, since until
 * now nothing created profiles at sign-up.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('member_profiles').addColumn('handle', 'text').execute();
  await db.schema.alterTable('member_profiles').addColumn('handle_changed_at', 'text').execute();
  await db.schema.alterTable('member_profiles').addColumn('social_links', 'text').execute();
  await db.schema.createIndex('member_profiles_handle').on('member_profiles').column('handle').unique().execute();

  await db.schema.alterTable('posts').addColumn('audience', 'text', (col) => col.notNull().defaultTo('everyone')).execute();
  // No foreign key: SQLite cannot drop a referencing column again, and tribes are never deleted.
  await db.schema.alterTable('posts').addColumn('tribe_id', 'integer').execute();
  await db.schema.createIndex('posts_tribe').on('posts').columns(['tribe_id', 'created_at']).execute();
  await db.schema.alterTable('stories').addColumn('caption', 'text').execute();
  await db.schema.alterTable('comments').addColumn('updated_at', 'text').execute();

  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  for (const { id } of users) await ensureProfile(db, id as number);
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropIndex('posts_tribe').ifExists().execute();
  await db.schema.dropIndex('member_profiles_handle').ifExists().execute();
  await db.schema.alterTable('comments').dropColumn('updated_at').execute();
  await db.schema.alterTable('stories').dropColumn('caption').execute();
  await db.schema.alterTable('posts').dropColumn('tribe_id').execute();
  await db.schema.alterTable('posts').dropColumn('audience').execute();
  await db.schema.alterTable('member_profiles').dropColumn('social_links').execute();
  await db.schema.alterTable('member_profiles').dropColumn('handle_changed_at').execute();
  await db.schema.alterTable('member_profiles').dropColumn('handle').execute();
}
