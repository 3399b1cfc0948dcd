import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';

/** How often (at most) one process sweeps away counters whose window has ended. */
const SWEEP_INTERVAL_MS = 60_000;

/**
 * The key as stored: keys are built from what a client sent (an e-mail address in the body,
 * before validation), which can hold a NUL byte PostgreSQL refuses in text, or be very long. Such
 * a key is stored as its SHA-256, so the same input still counts against the same window.
 */
function storedKey(key: string): string {
  return key.length <= 200 && /^[\x20-\x7e]*$/.test(key) ? key : `sha256:${createHash('sha256').update(key).digest('hex')}`;
}

export interface RateLimitCount {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Milliseconds until the window ends. */
  msLeft: number;
}

/**
 * Request counters in the database (table rate_limits), so that every instance on one PostgreSQL
 * counts the same hits; SQLite uses the same table, so there is one code path, tested on both
 * stores, and a restart does not reset anyone's limits. A window starts with a key's first hit and
 * lasts `windowMs` (as @fastify/rate-limit's in-memory store did). Each hit is one statement, an
 * upsert that increments or restarts the window, so simultaneous hits on any instances never lose
 * a count.
 */
export function createRateLimitStore(db: Kysely<Database>) {
  let lastSweep = 0;

  async function sweep(now: number) {
    if (now - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now;
    await db.deleteFrom('rate_limits').where('window_ends_at', '<=', new Date(now).toISOString()).execute();
  }

  return {
    async hit(key: string, windowMs: number): Promise<RateLimitCount> {
      const now = Date.now();
      const nowIso = new Date(now).toISOString();
      const windowEnded = sql<boolean>`rate_limits.window_ends_at <= ${nowIso}`;
      const row = await db
        .insertInto('rate_limits')
        .values({ key: storedKey(key), hits: 1, window_ends_at: new Date(now + windowMs).toISOString() })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            // Both expressions read the row as it was before this statement.
            hits: sql<number>`case when ${windowEnded} then 1 else rate_limits.hits + 1 end`,
            window_ends_at: sql<string>`case when ${windowEnded} then excluded.window_ends_at else rate_limits.window_ends_at end`,
          }),
        )
        .returning(['hits', 'window_ends_at'])
        .executeTakeFirstOrThrow();
      await sweep(now);
      return { hits: Number(row.hits), msLeft: Math.max(0, Date.parse(row.window_ends_at) - now) };
    },
  };
}

export type RateLimitStore = ReturnType<typeof createRateLimitStore>;

interface LimiterOptions {
  max: number;
  timeWindowMs: number;
  /** What is counted, e.g. the client address or the e-mail in the body. */
  key: (request: FastifyRequest) => string;
  /** What the 429 says; a function of the seconds until the window ends, to say when to try again. */
  message: string | ((retryAfterSeconds: number) => string);
}

/**
 * A preHandler that answers 429 with a clear message and Retry-After (seconds until the window
 * ends) once `key` has been seen more than `max` times in the window. A preHandler rather than a
 * route option because one route needs two limits.
 */
export function createLimiter(store: RateLimitStore, { max, timeWindowMs, key, message }: LimiterOptions) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const { hits, msLeft } = await store.hit(key(request), timeWindowMs);
    if (hits > max) {
      const retryAfter = Math.max(1, Math.ceil(msLeft / 1000));
      reply.header('retry-after', String(retryAfter));
      throw new HttpError(429, typeof message === 'function' ? message(retryAfter) : message);
    }
  };
}
