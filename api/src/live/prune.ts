import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { clock } from '../clock';
import type { Database } from '../db/schema';

const HOUR_MS = 60 * 60 * 1000;
/** How long live events are kept for a client that reconnects with the id of the last one it received. */
export const LIVE_EVENTS_KEPT_MS = 7 * 24 * HOUR_MS;
/** Rows deleted per statement, so that a large backlog never holds the database's write lock for long. */
const BATCH = 5000;

/**
 * Live events are kept as long as a client may come back with `Last-Event-ID` and expect what it
 * missed; older rows only take space (a page that reconnects later reads its screen afresh, as on
 * every reconnection). Answers how many rows went.
 */
export async function pruneLiveEvents(db: Kysely<Database>, keptMs = LIVE_EVENTS_KEPT_MS): Promise<number> {
  const cutoff = new Date(clock.nowMs() - keptMs).toISOString();
  let removed = 0;
  for (;;) {
    const result = await db
      .deleteFrom('live_events')
      .where('id', 'in', (eb) => eb.selectFrom('live_events').select('id').where('created_at', '<', cutoff).orderBy('id').limit(BATCH))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows);
    removed += count;
    if (count < BATCH) return removed;
  }
}

/** The server's hourly pruning (with the other scheduled jobs; off in tests, which call pruneLiveEvents themselves). */
export function scheduleLiveEventPruning(db: Kysely<Database>, log: FastifyBaseLogger): () => void {
  const tick = async () => {
    try {
      const removed = await pruneLiveEvents(db);
      if (removed) log.info({ removed }, 'Old live events removed');
    } catch (error) {
      log.error({ err: error }, 'Old live events could not be removed');
    }
  };
  const timer = setInterval(() => void tick(), HOUR_MS);
  timer.unref();
  void tick();
  return () => clearInterval(timer);
}
