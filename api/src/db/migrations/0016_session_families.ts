import type { AnyKysely } from '../dialect';

/**
 * Short-lived access tokens renewed through rotating refresh tokens (api/src/auth/sessionFamilies.ts):
 *
 * - `session_families`: one per login (or password reset or change). Every access token names its
 *   family, so ending the family (logout, "log out everywhere", a replayed refresh token) ends its
 *   access tokens at once too. `ends_at` is the hard end (12 hours after login, for a session not
 *   remembered and for staff); null for a remembered member's, which ends after 30 days unused.
 * - `refresh_tokens`: the family's refresh tokens, one current, the used ones kept until the family
 *   is swept so that presenting one again is recognised as a replay. Only the SHA-256 of a token is
 *   stored, so a copy of the database renews no session.
 * - `revoked_tokens` goes: logout ends the token's family instead of listing the token's id.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('session_families')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('remember', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'text')
    .addColumn('last_used_at', 'text', (col) => col.notNull())
    .addColumn('revoked_at', 'text')
    .addColumn('revoked_reason', 'text')
    .execute();
  await db.schema.createIndex('session_families_user').on('session_families').column('user_id').execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('family_id', 'text', (col) => col.notNull().references('session_families.id').onDelete('cascade'))
    .addColumn('parent_hash', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();
  await db.schema.dropTable('revoked_tokens').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expiry').on('revoked_tokens').column('expires_at').execute();
  await db.schema.dropTable('refresh_tokens').ifExists().execute();
  await db.schema.dropTable('session_families').ifExists().execute();
}
