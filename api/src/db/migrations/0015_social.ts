import { type AnyKysely, nowIso } from '../dialect';

/**
 * The handle rules as they stood when this migration was written (3 to 30 characters), kept here:
 * a migration must do the same thing on every database it ever meets, whatever the live code
 * that makes handles later becomes.
 */
const HANDLE_MAX_LENGTH = 30;
const HANDLE_PATTERN = /^[a-z0-9](?:[a-z0-9._-]{1,28})[a-z0-9]$/;

function handleFromName(firstName: string, lastName: string): string {
  const words = `${firstName} ${lastName}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const base = words.join('.').slice(0, HANDLE_MAX_LENGTH - 4).replace(/\.+$/, '');
  return HANDLE_PATTERN.test(base) ? base : 'member';
}

/** Gives an account without a profile, or whose profile has no handle, one made from its name (the smallest free number after it when taken). */
async function ensureProfile(db: AnyKysely, userId: number, taken: Set<string>): Promise<void> {
  const existing = await db.selectFrom('member_profiles').select(['handle']).where('user_id', '=', userId).executeTakeFirst();
  if (existing?.handle) return;
  const user = await db.selectFrom('users').select(['first_name', 'last_name']).where('id', '=', userId).executeTakeFirstOrThrow();
  const base = handleFromName(user.first_name, user.last_name);
  let handle = base;
  for (let n = 2; taken.has(handle); n++) handle = `${base}${n}`;
  taken.add(handle);
  if (existing) await db.updateTable('member_profiles').set({ handle }).where('user_id', '=', userId).execute();
  else await db.insertInto('member_profiles').values({ user_id: userId, handle, email_private: 1, updated_at: nowIso() }).execute();
}

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

  // The migration runs alone, before the server serves anyone: the handles taken are known up front.
  const taken = new Set<string>();
  const users = await db.selectFrom('users').select('id').orderBy('id').execute();
  for (const { id } of users) await ensureProfile(db, id as number, taken);
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
