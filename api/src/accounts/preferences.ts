import type { Kysely } from 'kysely';
import type { EmailPreferences } from '../../../contracts/accounts';
import type { Database } from '../db/schema';

const COLUMN = { replies: 'email_replies', messages: 'email_messages', receipts: 'email_receipts', follows: 'email_follows', digest: 'email_digest' } as const;

/**
 * Whether a member wants e-mails of a kind (set on the settings page), for features that send them:
 * `if (await wantsEmail(db, memberId, 'receipts')) await mailer.send(…)`. Messages about the account
 * itself (reset links, address and password changes) are always sent and do not ask.
 */
export async function wantsEmail(db: Kysely<Database>, memberId: number, kind: keyof EmailPreferences): Promise<boolean> {
  const row = await db.selectFrom('users').select(COLUMN[kind]).where('id', '=', memberId).executeTakeFirst();
  return row ? Number(row[COLUMN[kind]]) === 1 : false;
}
