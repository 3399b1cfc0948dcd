import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import pg from 'pg';
import type { Database } from '../db/schema';
import { watchOutsideSignals } from './outside';
import { decodeSignal, LIVE_CHANNEL, notifyPayloads } from './wire';

/**
 * How instances tell each other that members have something new. A signal names members (and,
 * for a fleeting event such as "typing", the ids it is about) — never what happened: each open
 * stream reads its member's new rows from `live_events` itself. On SQLite (one instance) signals
 * stay in the process; on PostgreSQL every instance LISTENs on a dedicated connection and signals
 * go out with NOTIFY, so a member on another instance hears them too.
 */
export interface LiveSignal {
  /** The members concerned. */
  to: number[];
  /** A fleeting event (not kept, no id): its kind and the ids it refers to. */
  fleeting?: { kind: string; conversationId: number; actorId: number };
  /** Some of these members' sessions have ended, or their role changed: each of their open streams checks its own and closes if it is over. */
  sessionsEnded?: true;
}

export type SignalListener = (signal: LiveSignal) => void;

export interface LiveBus {
  /** Sends a signal to every instance (this one included). Call it after the transaction that wrote the rows has committed. */
  signal(signal: LiveSignal): Promise<void>;
  /** Listens for signals to one member; returns the function that stops listening. */
  subscribe(memberId: number, listener: SignalListener): () => void;
  /** Called when signals may have been lost (the LISTEN connection dropped): every stream reads again. */
  onGap(listener: () => void): () => void;
  close(): Promise<void>;
}

/** The subscribers of this process, by member. */
function localDispatch() {
  const byMember = new Map<number, Set<SignalListener>>();
  const gapListeners = new Set<() => void>();
  return {
    deliver(signal: LiveSignal) {
      for (const id of signal.to) for (const listener of byMember.get(id) ?? []) listener(signal);
    },
    gap() {
      for (const listener of gapListeners) listener();
    },
    subscribe(memberId: number, listener: SignalListener) {
      let set = byMember.get(memberId);
      if (!set) byMember.set(memberId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0) byMember.delete(memberId);
      };
    },
    onGap(listener: () => void) {
      gapListeners.add(listener);
      return () => gapListeners.delete(listener);
    },
  };
}

/**
 * The bus for this configuration: NOTIFY between instances with PostgreSQL, in-process with SQLite
 * (given the database, it also hears the commands run beside the server: live/outside.ts).
 */
export async function createLiveBus(databaseUrl: string | undefined, log: { warn(message: string): void }, db?: Kysely<Database>): Promise<LiveBus> {
  return databaseUrl ? createPostgresBus(databaseUrl, log) : createInProcessBus(db && { db, log });
}

/** One process, one instance (SQLite); with `outside`, signals commands write to the database reach it too. */
export function createInProcessBus(outside?: { db: Kysely<Database>; log: { warn(message: string): void }; pollMs?: number }): LiveBus {
  const local = localDispatch();
  const stopWatching = outside
    ? watchOutsideSignals(outside.db, (memberIds) => local.deliver({ to: memberIds, sessionsEnded: true }), outside.log, outside.pollMs)
    : () => undefined;
  return {
    async signal(signal) {
      local.deliver(signal);
    },
    subscribe: local.subscribe,
    onGap: local.onGap,
    async close() {
      stopWatching();
    },
  };
}

const RECONNECT_MS = [100, 500, 1000, 2000, 5000];

/**
 * Instances on one PostgreSQL: NOTIFY through the pool, LISTEN on a connection of its own that is
 * opened again when it drops (and then every local stream reads again, in case a signal was lost).
 */
export async function createPostgresBus(connectionString: string, log: { warn(message: string): void }): Promise<LiveBus> {
  const local = localDispatch();
  const instance = randomUUID();
  const pool = new pg.Pool({ connectionString, max: 2 });
  pool.on('error', (error) => log.warn(`Live updates: NOTIFY connection lost: ${error.message}`));
  let listener: pg.Client | null = null;
  let closed = false;
  let attempt = 0;

  const receive = (message: pg.Notification) => {
    if (message.channel !== LIVE_CHANNEL || !message.payload) return;
    const signal = decodeSignal(message.payload, instance);
    if (signal) local.deliver(signal);
  };

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString });
    client.on('notification', receive);
    client.on('error', (error) => {
      log.warn(`Live updates: LISTEN connection lost (${error.message}); reconnecting.`);
      reconnect(client);
    });
    client.on('end', () => reconnect(client));
    await client.connect();
    await client.query(`LISTEN ${LIVE_CHANNEL}`);
    listener = client;
    attempt = 0;
  }

  function reconnect(client: pg.Client) {
    if (closed || listener !== client) return;
    listener = null;
    client.removeAllListeners();
    void client.end().catch(() => undefined);
    const delay = RECONNECT_MS[Math.min(attempt++, RECONNECT_MS.length - 1)]!;
    setTimeout(() => {
      if (closed) return;
      connect()
        .then(() => local.gap())
        .catch((error: Error) => {
          log.warn(`Live updates: could not LISTEN again (${error.message}); retrying.`);
          const stand = new pg.Client({ connectionString });
          listener = stand;
          reconnect(stand);
        });
    }, delay).unref();
  }

  await connect();

  return {
    async signal(signal) {
      local.deliver(signal);
      for (const payload of notifyPayloads(instance, signal)) await pool.query('SELECT pg_notify($1, $2)', [LIVE_CHANNEL, payload]);
    },
    subscribe: local.subscribe,
    onGap: local.onGap,
    async close() {
      closed = true;
      const client = listener;
      listener = null;
      client?.removeAllListeners();
      await client?.end().catch(() => undefined);
      await pool.end();
    },
  };
}
