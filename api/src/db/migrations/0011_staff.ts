import { sql } from 'kysely';
import type { AnyKysely } from '../dialect';

/**
 * Who may edit the site's content in the Studio: every account is a `member` until an operator
 * runs `npm run member -- role EMAIL staff` on the server. No API call changes a role, so a
 * stolen member session can never grant itself the Studio.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('role', 'text', (col) => col.notNull().defaultTo('member').check(sql`role in ('member', 'staff')`))
    .execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('users').dropColumn('role').execute();
}
