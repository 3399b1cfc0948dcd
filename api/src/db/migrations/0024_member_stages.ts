import type { AnyKysely } from '../dialect';

/**
 * `member_profiles.badge` goes: the badge beside a member's name is their Karmic Points stage,
 * derived from their ledger of points, never a stored word.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('member_profiles').dropColumn('badge').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('member_profiles').addColumn('badge', 'text').execute();
}
