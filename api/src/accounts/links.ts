import { createHash, randomBytes } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { clock } from '../clock';
import { nowIso } from '../db/dialect';
import type { AccountLinkPurpose, Database } from '../db/schema';
import { HttpError } from '../http/errors';

/**
 * Single-use links sent by e-mail (password reset, e-mail change or confirmation). The link carries 32 random
 * bytes; the database keeps only their SHA-256, so neither a copy of the database nor a backup
 * can be used to open anyone's account. A plain hash suffices (no salt, no slow hash): the secret
 * is random and long, not a password someone chose.
 */

export const LINK_LIFETIME_MS: Record<AccountLinkPurpose, number> = {
  'password-reset': 30 * 60_000,
  'email-change': 24 * 60 * 60_000,
};

const hashOf = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

export interface ConsumedLink {
  userId: number;
  newEmail: string | null;
}

export function createAccountLinks(db: Kysely<Database>) {
  const links = {
    /**
     * A new link's secret. Earlier unused links of the same purpose stop working: only the latest
     * e-mail counts, so an older one lying in an inbox is no way in.
     */
    async issue(userId: number, purpose: AccountLinkPurpose, newEmail: string | null = null, { onlySameAddress = false } = {}): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = clock.nowMs();
      await db.transaction().execute(async (trx) => {
        await retire(trx, userId, purpose, onlySameAddress ? newEmail : undefined);
        await trx
          .insertInto('account_links')
          .values({
            token_hash: hashOf(token),
            user_id: userId,
            purpose,
            new_email: newEmail,
            created_at: new Date(now).toISOString(),
            expires_at: new Date(now + LINK_LIFETIME_MS[purpose]).toISOString(),
          })
          .execute();
      });
      return token;
    },

    /**
     * Uses a link once, inside `trx` (the caller's change and the link's use commit together).
     * Forged, expired and used links each get their own 400 message. The update's condition, not
     * the lookup before it, decides: of two simultaneous uses, exactly one changes a row.
     */
    async consume(trx: Transaction<Database>, token: string, purpose: AccountLinkPurpose): Promise<ConsumedLink> {
      const tokenHash = hashOf(token);
      const link = await trx
        .selectFrom('account_links')
        .select(['user_id', 'new_email', 'expires_at', 'used_at'])
        .where('token_hash', '=', tokenHash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      if (!link) throw new HttpError(400, ACCOUNT_MESSAGES.linkForged);
      if (link.used_at) throw new HttpError(400, ACCOUNT_MESSAGES.linkUsed);
      const now = nowIso();
      if (link.expires_at <= now) throw new HttpError(400, ACCOUNT_MESSAGES.linkExpired);
      const used = await trx
        .updateTable('account_links')
        .set({ used_at: now })
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      if (Number(used.numUpdatedRows) !== 1) throw new HttpError(400, ACCOUNT_MESSAGES.linkUsed);
      return { userId: link.user_id, newEmail: link.new_email };
    },

    /** Every unused link of this purpose stops working (after a password change, a reset link must not undo it). */
    retire: (userId: number, purpose: AccountLinkPurpose, executor: Kysely<Database> = db) => retire(executor, userId, purpose),

    /**
     * A confirmation of the member's present address: an e-mail-change link to the address it already
     * has. It replaces earlier confirmations only, so a pending change to another address stays.
     */
    issueConfirmation(userId: number, email: string): Promise<string> {
      return links.issue(userId, 'email-change', email, { onlySameAddress: true });
    },

    /** The address an unexpired, unused e-mail change is waiting to confirm (a confirmation of the present one is no change). */
    async pendingEmail(userId: number): Promise<string | null> {
      const row = await db
        .selectFrom('account_links')
        .innerJoin('users', 'users.id', 'account_links.user_id')
        .select('account_links.new_email')
        .where('account_links.user_id', '=', userId)
        .where('account_links.purpose', '=', 'email-change')
        .where('account_links.used_at', 'is', null)
        .where('account_links.expires_at', '>', nowIso())
        .whereRef('account_links.new_email', '!=', 'users.email')
        .orderBy('account_links.created_at', 'desc')
        .executeTakeFirst();
      return row?.new_email ?? null;
    },
  };
  return links;
}

async function retire(executor: Kysely<Database>, userId: number, purpose: AccountLinkPurpose, newEmail?: string | null) {
  let update = executor
    .updateTable('account_links')
    .set({ used_at: nowIso() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null);
  if (newEmail) update = update.where('new_email', '=', newEmail);
  await update.execute();
}

export type AccountLinks = ReturnType<typeof createAccountLinks>;
