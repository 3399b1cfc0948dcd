import type { Kysely } from 'kysely';
import { nowIso } from '../db/dialect';
import type { Database } from '../db/schema';
import type { AuthLimits } from './limits';

/**
 * Counts failed logins in the database (shared by every server instance) per account and client
 * address; see AuthLimits for why both are counted and how the owner keeps access.
 */
export function createLoginThrottle(db: Kysely<Database>, limits: AuthLimits) {
  const windowStart = () => new Date(Date.now() - limits.failureWindowMinutes * 60_000).toISOString();

  return {
    windowMinutes: limits.failureWindowMinutes,

    /**
     * Writes this attempt down as a failure *before* the password is checked, then counts the
     * others. Checking first and writing afterwards would let a burst of simultaneous guesses all
     * pass the check before any of them is written; this way, of any set of attempts let through,
     * the last to count sees all the others. Returns false (taking the row back) when this address
     * is blocked for the account; a wrong password keeps the row, a right one `clear`s it.
     */
    async begin(email: string, ip: string): Promise<boolean> {
      const { id } = await db
        .insertInto('login_failures')
        .values({ email, ip, created_at: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      const counts = await db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.sum<number | string | null>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('fromIp'),
        ])
        .where('email', '=', email)
        .where('created_at', '>', windowStart())
        .where('id', '!=', id)
        .executeTakeFirst();
      const total = Number(counts?.total ?? 0);
      const fromIp = Number(counts?.fromIp ?? 0);
      const blocked = fromIp >= limits.failuresPerAccountAndIp || (total >= limits.failuresPerAccount && fromIp > 0);
      if (blocked) await db.deleteFrom('login_failures').where('id', '=', id).execute();
      return !blocked;
    },

    /** The attempt's row stays as a failure; old failures no longer count for anyone and go. */
    async failed() {
      await db.deleteFrom('login_failures').where('created_at', '<=', windowStart()).execute();
    },

    /** After a successful login from this address its earlier typos no longer count. */
    async clear(email: string, ip: string) {
      await db.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', ip).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
