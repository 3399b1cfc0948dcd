import { sql } from 'kysely';
import { type AnyKysely, isPostgres } from '../dialect';

/**
 * What the Academy, Sparks and video screens need of the database.
 *
 * - `views` counts once per viewer and day: a member (member_id) or a visitor's browser (the
 *   SHA-256 of the random id it keeps, visitor_hash), with the UTC day of the view. The table is
 *   rebuilt (its primary key was one row per member and target); each member's existing row
 *   becomes the view of the day it was first made.
 * - `completions`: a member completed an item once (watched at least 90 % of it, as the server
 *   judged from the playback it was told about).
 * - `playback_sessions`: one playback of an item by a member: when the server saw it start and
 *   the parts of the video the player reported as watched (merged segments, JSON), from which the
 *   server judges a completion plausible.
 */
export async function up(db: AnyKysely): Promise<void> {
  const run = async (trx: AnyKysely) => {
    await trx.schema
      .createTable('views_daily')
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'text', (col) => col.notNull())
      .addColumn('member_id', 'integer', (col) => col.references('users.id').onDelete('cascade'))
      .addColumn('visitor_hash', 'text')
      .addColumn('day', 'text', (col) => col.notNull())
      .addColumn('created_at', 'text', (col) => col.notNull())
      .addColumn('viewed_at', 'text', (col) => col.notNull())
      .addCheckConstraint('views_viewer', sql`(member_id IS NULL) <> (visitor_hash IS NULL)`)
      .execute();
    await sql`INSERT INTO views_daily (target_type, target_id, member_id, visitor_hash, day, created_at, viewed_at)
      SELECT target_type, target_id, member_id, NULL, SUBSTR(created_at, 1, 10), created_at, viewed_at FROM views`.execute(trx);
    await trx.schema.dropTable('views').execute();
    await trx.schema.alterTable('views_daily').renameTo('views').execute();
    await trx.schema.createIndex('views_member_day').unique().on('views').columns(['target_type', 'target_id', 'member_id', 'day']).execute();
    await trx.schema.createIndex('views_visitor_day').unique().on('views').columns(['target_type', 'target_id', 'visitor_hash', 'day']).execute();
    await trx.schema.createIndex('views_by_member').on('views').column('member_id').execute();
    await trx.schema.createIndex('views_recent').on('views').columns(['target_type', 'created_at']).execute();

    await trx.schema
      .createTable('completions')
      .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'text', (col) => col.notNull())
      .addColumn('completed_at', 'text', (col) => col.notNull())
      .addPrimaryKeyConstraint('completions_pk', ['member_id', 'target_type', 'target_id'])
      .execute();

    await trx.schema
      .createTable('playback_sessions')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('target_type', 'text', (col) => col.notNull())
      .addColumn('target_id', 'text', (col) => col.notNull())
      .addColumn('started_at', 'text', (col) => col.notNull())
      .addColumn('watched', 'text', (col) => col.notNull())
      .addColumn('updated_at', 'text', (col) => col.notNull())
      .execute();
    await trx.schema.createIndex('playback_sessions_member').on('playback_sessions').columns(['member_id', 'started_at']).execute();
  };
  if (db.isTransaction || isPostgres(db)) await run(db);
  else await db.transaction().execute(run);
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.dropTable('playback_sessions').execute();
  await db.schema.dropTable('completions').execute();
  await db.schema
    .createTable('views_once')
    .addColumn('target_type', 'text', (col) => col.notNull())
    .addColumn('target_id', 'text', (col) => col.notNull())
    .addColumn('member_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (col) => col.notNull())
    .addColumn('viewed_at', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('views_pk', ['target_type', 'target_id', 'member_id'])
    .execute();
  await sql`INSERT INTO views_once (target_type, target_id, member_id, created_at, viewed_at)
    SELECT target_type, target_id, member_id, MIN(created_at), MAX(viewed_at) FROM views
    WHERE member_id IS NOT NULL GROUP BY target_type, target_id, member_id`.execute(db);
  await db.schema.dropTable('views').execute();
  await db.schema.alterTable('views_once').renameTo('views').execute();
}
