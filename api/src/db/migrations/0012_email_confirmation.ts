import type { AnyKysely } from '../dialect';

/**
 * `users.email_confirmed_at`: when the member opened a link sent to their address (at sign-up, on
 * request from Settings, or to confirm a new address). Null until then: the account works, but the
 * address is not proven, so it cannot be given a role and enquiries sent from it are not theirs to
 * download or erase. Accounts from before this migration start unconfirmed too.
 */
export async function up(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('users').addColumn('email_confirmed_at', 'text').execute();
}

export async function down(db: AnyKysely): Promise<void> {
  await db.schema.alterTable('users').dropColumn('email_confirmed_at').execute();
}
