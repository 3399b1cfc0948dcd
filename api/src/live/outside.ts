import { type Kysely, sql } from 'kysely';
import { clock } from '../clock';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { LIVE_CHANNEL, notifyPayloads } from './wire';

/** How often a server on SQLite reads signals written by commands beside it. */
export const OUTSIDE_SIGNALS_POLL_MS = 500;
/** A signal older than this has been read by every server that was running. */
const KEPT_MS = 60_000;

/**
 * Tells the servers that these members' sessions ended, from a process that is not one of them
 * (`npm run member`): each open stream of theirs checks its session and ends if it is over. On
 * PostgreSQL it is the NOTIFY instances send each other; on SQLite a row the server reads.
 * Call it after the transaction that ended the sessions has committed.
 */
export async function signalSessionsEndedFromOutside(db: Kysely<Database>, memberIds: number[]): Promise<void> {
  if (memberIds.length === 0) return;
  if (isPostgres(db)) {
    for (const payload of notifyPayloads('outside', { to: memberIds, sessionsEnded: true })) {
      await sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`.execute(db);
    }
    return;
  }
  const createdAt = clock.nowIso();
  await db.insertInto('live_signals').values(memberIds.map((memberId) => ({ member_id: memberId, created_at: createdAt }))).execute();
}

/**
 * On SQLite, reads the signals commands write (every `pollMs`) and hands each batch of members to
 * `deliver`; only signals written after it starts count (no stream older than the server exists).
 * Returns the function that stops it.
 */
export function watchOutsideSignals(
  db: Kysely<Database>,
  deliver: (memberIds: number[]) => void,
  log: { warn(message: string): void },
  pollMs = OUTSIDE_SIGNALS_POLL_MS,
): () => void {
  let after: number | null = null;
  let busy = false;
  const read = async () => {
    if (busy) return;
    busy = true;
    try {
      if (after === null) {
        const row = await db.selectFrom('live_signals').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst();
        after = Number(row?.id ?? 0);
        return;
      }
      const rows = await db.selectFrom('live_signals').select(['id', 'member_id']).where('id', '>', after).orderBy('id').execute();
      if (rows.length === 0) return;
      after = rows[rows.length - 1]!.id;
      deliver([...new Set(rows.map((row) => row.member_id))]);
      await db.deleteFrom('live_signals').where('id', '<=', after).where('created_at', '<', new Date(clock.nowMs() - KEPT_MS).toISOString()).execute();
    } catch (error) {
      log.warn(`Live updates: could not read the signals of commands (${error instanceof Error ? error.message : String(error)}).`);
    } finally {
      busy = false;
    }
  };
  void read();
  const timer = setInterval(() => void read(), pollMs);
  timer.unref();
  return () => clearInterval(timer);
}
