import { sql } from 'kysely';
import type { AnyKysely } from '../dialect';

/**
 * The seeded sample members count as having proven their addresses (posting, commenting and
 * messaging need a confirmed address now); samples seeded before this are marked so too.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_confirmed_at: sql.ref('created_at') })
    .where('email', 'like', '%@members.example.org')
    .where('email_confirmed_at', 'is', null)
    .execute();
}

export async function down(): Promise<void> {
  // Which confirmations this marked cannot be told from those the samples' seed wrote since.
}
