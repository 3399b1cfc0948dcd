import { type ColumnDefinitionBuilder, type CreateTableBuilder, sql } from 'kysely';
import { type AnyKysely, isPostgres, nowIso } from '../dialect';

/**
 * One interaction model for every kind of target, replacing the episode-only tables
 * of 0001. A target is (target_type, target_id): `target_id` is text so episode slugs, content
 * document ids and numeric row ids all fit; there is no foreign key to the target (it may live
 * in another table or in the published content), interactions/targets.ts checks it exists.
 *
 * - `reactions`: like/save toggles, primary key (target_type, target_id, kind, member_id), so
 *   any number of simultaneous toggles by one member leave 0 or 1 rows. Comment likes are
 *   reactions on target_type 'comment'.
 * - `shares`: a row per press of Share (the page counts each press). The old episodes.share_count
 *   becomes that many rows with member_id null (who pressed was never recorded): the count stays
 *   derived from rows alone, with no second number beside them that could disagree.
 * - `comments`: comments and replies in one table; a reply has parent_id and its parent's target.
 *   Comment ids are kept. Reply ids cannot be (they were a separate numbering that overlaps the
 *   comments'), so replies are renumbered after the highest comment id in their old order; no
 *   endpoint ever took a reply id.
 * - `ratings`: one per member and target, re-rating replaces the stars. `views`: one per member
 *   and target, so a view count is the number of members who viewed.
 *
 * `episode_likes` and `episode_saves` stay as read-only views over `reactions`, so queries written
 * against the old tables (reports, checks) keep reading the same rows.
 */
export async function up(db: AnyKysely): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    await createInteractionTables(trx);
    await carryOver(trx);
    for (const table of ['replies', 'comment_likes', 'legacy_comments', 'episode_saves', 'episode_likes']) {
      await trx.schema.dropTable(table).execute();
    }
    await trx.schema.alterTable('episodes').dropColumn('share_count').execute();
    for (const [view, kind] of [
      ['episode_likes', 'like'],
      ['episode_saves', 'save'],
    ] as const) {
      await sql`CREATE VIEW ${sql.id(view)} AS
        SELECT target_id AS episode_id, member_id AS user_id, created_at FROM reactions
        WHERE target_type = 'episode' AND kind = ${sql.lit(kind)}`.execute(trx);
    }
  });
}

/**
 * Kysely's migrator runs a PostgreSQL migration in a transaction, but not a SQLite one (its
 * adapter does not claim transactional DDL, though SQLite's DDL is transactional): without this a
 * failure halfway would leave SQLite with half the tables moved.
 */
async function inOneTransaction(db: AnyKysely, body: (trx: AnyKysely) => Promise<void>) {
  if (db.isTransaction) await body(db);
  else await db.transaction().execute(body);
}

/** An integer key the database numbers itself; explicit ids may be inserted (carried-over comments). */
function withIdentity(db: AnyKysely) {
  const postgres = isPostgres(db);
  return <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('id', 'integer', (col) =>
      postgres ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement(),
    );
}

/** The acting member; a share outlives its member's account (the press happened), the rest go with it. */
const member =
  (onDelete: 'cascade' | 'set null') =>
  (col: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    onDelete === 'cascade'
      ? col.notNull().references('users.id').onDelete('cascade')
      : col.references('users.id').onDelete('set null');

async function createInteractionTables(trx: AnyKysely) {
  const identity = withIdentity(trx);
  const target = <T extends string>(table: CreateTableBuilder<T, never>) =>
    table.addColumn('target_type', 'text', (col) => col.notNull()).addColumn('target_id', 'text', (col) => col.notNull());

  await trx.schema
    .createTable('reactions')
    .$call(target)
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer', member('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('reactions_pk', ['target_type', 'target_id', 'kind', 'member_id'])
    .addCheckConstraint('reactions_kind', sql`kind IN ('like', 'save')`)
    .execute();

  await trx.schema
    .createTable('shares')
    .$call(identity)
    .$call(target)
    .addColumn('member_id', 'integer', member('set null'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .execute();
  await trx.schema.createIndex('shares_target').on('shares').columns(['target_type', 'target_id']).execute();

  // Clear the old table's names first, so the new one gets plain ones.
  await trx.schema.dropIndex('comments_episode').execute();
  await renameTableWithIdentity(trx, 'comments', 'legacy_comments');
  await trx.schema
    .createTable('comments')
    .$call(identity)
    .$call(target)
    .addColumn('parent_id', 'integer', (col) => col.references('comments.id').onDelete('cascade'))
    .addColumn('member_id', 'integer', member('cascade'))
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('stance', 'text')
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addCheckConstraint('comments_stance', sql`stance IN ('agree', 'disagree', 'neutral')`)
    .execute();
  await trx.schema.createIndex('comments_target').on('comments').columns(['target_type', 'target_id', 'id']).execute();
  await trx.schema.createIndex('comments_parent').on('comments').column('parent_id').execute();

  await trx.schema
    .createTable('ratings')
    .$call(target)
    .addColumn('member_id', 'integer', member('cascade'))
    .addColumn('stars', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['target_type', 'target_id', 'member_id'])
    .addCheckConstraint('ratings_stars', sql`stars BETWEEN 1 AND 5`)
    .execute();

  await trx.schema
    .createTable('views')
    .$call(target)
    .addColumn('member_id', 'integer', member('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('views_pk', ['target_type', 'target_id', 'member_id'])
    .execute();

  // A member's own marks ("my saved items") and deleting a member's rows go by member.
  for (const table of ['reactions', 'shares', 'comments', 'ratings', 'views']) {
    await trx.schema.createIndex(`${table}_member`).on(table).column('member_id').execute();
  }
}

async function carryOver(trx: AnyKysely) {
  for (const [table, kind] of [
    ['episode_likes', 'like'],
    ['episode_saves', 'save'],
  ] as const) {
    await sql`INSERT INTO reactions (target_type, target_id, kind, member_id, created_at)
      SELECT 'episode', episode_id, ${sql.lit(kind)}, user_id, created_at FROM ${sql.table(table)}`.execute(trx);
  }
  await sql`INSERT INTO reactions (target_type, target_id, kind, member_id, created_at)
    SELECT 'comment', CAST(comment_id AS TEXT), 'like', user_id, created_at FROM comment_likes`.execute(trx);

  // share_count presses become as many anonymous rows; a recursive count works in both dialects.
  await sql`WITH RECURSIVE press(n) AS (
      SELECT 1 UNION ALL SELECT n + 1 FROM press WHERE n < (SELECT COALESCE(MAX(share_count), 0) FROM episodes)
    )
    INSERT INTO shares (target_type, target_id, created_at)
    SELECT 'episode', episodes.id, ${sql.lit(nowIso())} FROM episodes JOIN press ON press.n <= episodes.share_count`.execute(trx);

  await sql`INSERT INTO comments (id, target_type, target_id, member_id, text, created_at)
    SELECT id, 'episode', episode_id, user_id, text, created_at FROM legacy_comments`.execute(trx);
  await sql`INSERT INTO comments (id, target_type, target_id, parent_id, member_id, text, created_at)
    SELECT (SELECT COALESCE(MAX(id), 0) FROM legacy_comments) + ROW_NUMBER() OVER (ORDER BY replies.id),
      'episode', legacy_comments.episode_id, replies.comment_id, replies.user_id, replies.text, replies.created_at
    FROM replies JOIN legacy_comments ON legacy_comments.id = replies.comment_id`.execute(trx);
  await continueNumbering(trx, 'comments');
}

/**
 * PostgreSQL's identity sequence does not move when ids are inserted explicitly; without this the
 * next comment would collide with a carried-over one. SQLite's AUTOINCREMENT follows by itself.
 */
async function continueNumbering(trx: AnyKysely, table: string) {
  if (!isPostgres(trx)) return;
  await sql`SELECT setval(pg_get_serial_sequence(${table}, 'id'), (SELECT COALESCE(MAX(id), 0) + 1 FROM ${sql.table(table)}), false)`.execute(
    trx,
  );
}

/** Renames a table; on PostgreSQL also its primary key and identity sequence, which keep the old table's names otherwise. */
async function renameTableWithIdentity(trx: AnyKysely, from: string, to: string) {
  await trx.schema.alterTable(from).renameTo(to).execute();
  if (!isPostgres(trx)) return;
  await sql`ALTER TABLE ${sql.table(to)} RENAME CONSTRAINT ${sql.id(`${from}_pkey`)} TO ${sql.id(`${to}_pkey`)}`.execute(trx);
  const { rows } = await sql<{ name: string | null }>`SELECT pg_get_serial_sequence(${to}, 'id') AS name`.execute(trx);
  // The name comes from PostgreSQL itself, already quoted as an identifier.
  if (rows[0]?.name) await sql`ALTER SEQUENCE ${sql.raw(rows[0].name)} RENAME TO ${sql.id(`${to}_id_seq`)}`.execute(trx);
}

/**
 * Back to 0001's tables. Only what they can hold survives: episodes' likes, saves, share counts,
 * comments (ids kept), replies (their current ids) and comment likes; interactions with other
 * targets, stances, ratings and views are dropped with the new tables.
 */
export async function down(db: AnyKysely): Promise<void> {
  await inOneTransaction(db, async (trx) => {
    const postgres = isPostgres(trx);
    const explicitIds = postgres ? sql`OVERRIDING SYSTEM VALUE` : sql``;
    const identity = <T extends string>(table: CreateTableBuilder<T, never>) =>
      table.addColumn('id', 'integer', (col) =>
        postgres ? col.primaryKey().generatedAlwaysAsIdentity() : col.primaryKey().autoIncrement(),
      );
    const episodeRef = (col: ColumnDefinitionBuilder) => col.notNull().references('episodes.id').onDelete('cascade');
    const commentRef = (col: ColumnDefinitionBuilder) => col.notNull().references('comments.id').onDelete('cascade');

    for (const view of ['episode_likes', 'episode_saves']) await sql`DROP VIEW ${sql.id(view)}`.execute(trx);
    await trx.schema
      .alterTable('episodes')
      .addColumn('share_count', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
    await sql`UPDATE episodes SET share_count = (SELECT COUNT(*) FROM shares WHERE target_type = 'episode' AND target_id = episodes.id)`.execute(
      trx,
    );
    await renameTableWithIdentity(trx, 'comments', 'interaction_comments');

    for (const [table, kind] of [
      ['episode_likes', 'like'],
      ['episode_saves', 'save'],
    ] as const) {
      await trx.schema
        .createTable(table)
        .addColumn('episode_id', 'text', episodeRef)
        .addColumn('user_id', 'integer', member('cascade'))
        .addColumn('created_at', 'text', (col) => col.notNull())
        .addPrimaryKeyConstraint(`${table}_pk`, ['episode_id', 'user_id'])
        .execute();
      await trx.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
      await sql`INSERT INTO ${sql.table(table)} (episode_id, user_id, created_at)
        SELECT target_id, member_id, created_at FROM reactions
        WHERE target_type = 'episode' AND kind = ${sql.lit(kind)} AND target_id IN (SELECT id FROM episodes)`.execute(trx);
    }

    const t = trx.schema;
    await t
      .createTable('comments')
      .$call(identity)
      .addColumn('episode_id', 'text', episodeRef)
      .addColumn('user_id', 'integer', member('cascade'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await t.createIndex('comments_episode').on('comments').columns(['episode_id', 'id']).execute();
    await t
      .createTable('comment_likes')
      .addColumn('comment_id', 'integer', commentRef)
      .addColumn('user_id', 'integer', member('cascade'))
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('comment_likes_pk', ['comment_id', 'user_id'])
      .execute();
    await t.createIndex('comment_likes_user').on('comment_likes').column('user_id').execute();
    await t
      .createTable('replies')
      .$call(identity)
      .addColumn('comment_id', 'integer', commentRef)
      .addColumn('user_id', 'integer', member('cascade'))
      .addColumn('text', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .execute();
    await t.createIndex('replies_comment').on('replies').columns(['comment_id', 'id']).execute();

    await sql`INSERT INTO comments (id, episode_id, user_id, text, created_at) ${explicitIds}
      SELECT id, target_id, member_id, text, created_at FROM interaction_comments
      WHERE target_type = 'episode' AND parent_id IS NULL AND target_id IN (SELECT id FROM episodes)`.execute(trx);
    await sql`INSERT INTO replies (id, comment_id, user_id, text, created_at) ${explicitIds}
      SELECT id, parent_id, member_id, text, created_at FROM interaction_comments WHERE parent_id IN (SELECT id FROM comments)`.execute(
      trx,
    );
    await sql`INSERT INTO comment_likes (comment_id, user_id, created_at)
      SELECT comments.id, reactions.member_id, reactions.created_at FROM reactions
      JOIN comments ON reactions.target_id = CAST(comments.id AS TEXT)
      WHERE reactions.target_type = 'comment' AND reactions.kind = 'like'`.execute(trx);
    await continueNumbering(trx, 'comments');
    await continueNumbering(trx, 'replies');
    for (const table of ['views', 'ratings', 'interaction_comments', 'shares', 'reactions']) await t.dropTable(table).execute();
  });
}
