import { sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * Members' control over their accounts (api/src/accounts, api/src/members):
 *
 * - `users.session_version`: every token carries the version it was issued under; resetting or
 *   changing the password, or "log out everywhere", raises it, so every earlier token stops
 *   working at once on every instance, without listing tokens anywhere.
 * - `users.email_replies|email_messages|email_receipts`: which e-mails the member wants (1 = yes).
 * - `account_links`: single-use links sent by e-mail (password reset, e-mail change). Only the
 *   SHA-256 of the link's secret is stored, so a copy of the database opens no account.
 * - `comments.member_id` may be null: a deleted member's comment that others replied to stays,
 *   shown as "a former member", so their replies keep their context.
 */
export async function up(db: AnyKysely): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await trx.schema
      .alterTable('users')
      .addColumn('session_version', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    for (const column of ['email_replies', 'email_messages', 'email_receipts']) {
      await trx.schema
        .alterTable('users')
        .addColumn(column, 'integer', (col) => col.notNull().defaultTo(1))
        .execute();
    }

    await trx.schema
      .createTable('account_links')
      .addColumn('token_hash', 'text', (col) => col.primaryKey())
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('purpose', 'text', (col) => col.notNull())
      .addColumn('new_email', 'text')
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('expires_at', 'text', (col) => col.notNull())
      .addColumn('used_at', 'text')
      .addCheckConstraint('account_links_purpose', sql`purpose IN ('password-reset', 'email-change')`)
      .execute();
    await trx.schema.createIndex('account_links_user').on('account_links').columns(['user_id', 'purpose']).execute();

    if (isPostgres(trx)) {
      await trx.schema
        .alterTable('comments')
        .alterColumn('member_id', (col) => col.dropNotNull())
        .execute();
    } else {
      await rebuildSqliteCommentsWithOptionalMember(trx);
    }
  });
}

/**
 * SQLite cannot drop a NOT NULL constraint in place: the table is rebuilt (SQLite's documented
 * procedure: create, copy, drop, rename), keeping ids, foreign keys and indexes. No other table
 * has a foreign key to comments (likes name them by text id), so dropping the old one cascades nowhere.
 */
async function rebuildSqliteCommentsWithOptionalMember(trx: AnyKysely) {
  await sql`CREATE TABLE comments_next (
    id integer PRIMARY KEY AUTOINCREMENT,
    target_type text NOT NULL,
    target_id text NOT NULL,
    parent_id integer REFERENCES comments_next (id) ON DELETE CASCADE,
    member_id integer REFERENCES users (id) ON DELETE CASCADE,
    text text NOT NULL,
    stance text,
    created_at text NOT NULL,
    CONSTRAINT comments_stance CHECK (stance IN ('agree', 'disagree', 'neutral'))
  )`.execute(trx);
  // Parents before replies (a reply's id is always larger), so every parent_id already exists.
  await sql`INSERT INTO comments_next (id, target_type, target_id, parent_id, member_id, text, stance, created_at)
    SELECT id, target_type, target_id, parent_id, member_id, text, stance, created_at FROM comments ORDER BY id`.execute(trx);
  await sql`DROP TABLE comments`.execute(trx);
  await sql`ALTER TABLE comments_next RENAME TO comments`.execute(trx);
  await trx.schema.createIndex('comments_target').on('comments').columns(['target_type', 'target_id', 'id']).execute();
  await trx.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();
  await trx.schema.createIndex('comments_member').on('comments').column('member_id').execute();
}

/** Kysely runs a SQLite migration outside a transaction; a failure halfway must not leave half a rebuild. */
async function inOneTransaction(db: AnyKysely, body: (trx: AnyKysely) => Promise<void>) {
  if (db.isTransaction) await body(db);
  else await db.transaction().execute(body);
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('account_links').ifExists().execute();
  for (const column of ['email_receipts', 'email_messages', 'email_replies', 'session_version']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}
