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

    async isBlocked(email: string, ip: string): Promise<boolean> {
      const counts = await db
        .selectFrom('login_failures')
        .select((eb) => [
          eb.fn.countAll().as('total'),
          eb.fn.sum<number | string | null>(eb.case().when('ip', '=', ip).then(1).else(0).end()).as('fromIp'),
        ])
        .where('email', '=', email)
        .where('created_at', '>', windowStart())
        .executeTakeFirst();
      const total = Number(counts?.total ?? 0);
      const fromIp = Number(counts?.fromIp ?? 0);
      return fromIp >= limits.failuresPerAccountAndIp || (total >= limits.failuresPerAccount && fromIp > 0);
    },

    async recordFailure(email: string, ip: string) {
      await db.insertInto('login_failures').values({ email, ip, created_at: nowIso() }).execute();
      // Old failures no longer count for anyone; dropping them here keeps the table small.
      await db.deleteFrom('login_failures').where('created_at', '<=', windowStart()).execute();
    },

    /** After a successful login from this address its earlier typos no longer count. */
    async clear(email: string, ip: string) {
      await db.deleteFrom('login_failures').where('email', '=', email).where('ip', '=', ip).execute();
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
