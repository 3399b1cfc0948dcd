/**
 * The content endpoint's cost guard. GROQ is evaluated in a pool of worker threads, never on the
 * server's own thread, within limits that Sanity's hosted API also has in some form: a time
 * limit per query, a size limit on results, and a limit on queries in flight per client address.
 * A query that runs past its time limit, or whose client has gone, is stopped: its worker is
 * terminated (piscina does this for an aborted running task) and a fresh one takes its place.
 */
import os from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { QueryFailure, QueryOutcome, QueryTask } from './queryWorker';

export interface ContentQueryLimits {
  /** Evaluation time limit per query (Sanity's kind of limit). */
  timeoutMs: number;
  /** How long a query may wait for a free worker before the server answers that it is busy. */
  maxWaitMs: number;
  /** The largest serialised result answered. */
  maxResultBytes: number;
  /** Expensive queries (in flight for over 100 ms) at once per client address. */
  maxInFlightPerClient: number;
  /** Worker threads; each holds the parsed dataset. */
  threads: number;
  /** Heap limit of one worker: a query that builds a huge value fails alone. */
  workerHeapMb: number;
  /** Cached results (0 turns the cache off) and their total size. */
  cacheEntries: number;
  cacheBytes: number;
}

export const DEFAULT_CONTENT_QUERY_LIMITS: ContentQueryLimits = {
  timeoutMs: 2_000,
  maxWaitMs: 5_000,
  maxResultBytes: 10 * 1024 * 1024,
  maxInFlightPerClient: 2,
  threads: Math.max(2, Math.min(4, os.availableParallelism())),
  workerHeapMb: 512,
  cacheEntries: 1_000,
  cacheBytes: 64 * 1024 * 1024,
};

export type GuardedOutcome =
  | { kind: 'result'; json: Buffer }
  | QueryFailure
  | { kind: 'timeout' }
  | { kind: 'clientGone' }
  | { kind: 'tooManyInFlight' }
  | { kind: 'busy' }
  | { kind: 'memoryLimit' }
  | { kind: 'evaluatorFailed'; reason: string };

/** piscina derives this type from MessagePort.postMessage's last overload, an options object in today's @types/node. */
type TransferList = NonNullable<Parameters<Piscina['run']>[1]>['transferList'];

/** A query in flight longer than this is expensive (the site's page queries take a few ms). */
const EXPENSIVE_AFTER_MS = 100;
/** At most this many times the per-address limit in flight, however young. */
const BURST_FACTOR = 4;

const TIMEOUT = 'timeout';
const CLIENT_GONE = 'clientGone';
const WAITED_TOO_LONG = 'waitedTooLong';

export class ContentQueryPool {
  readonly limits: ContentQueryLimits;
  private pool: Piscina<QueryTask, QueryOutcome> | undefined;
  private warm: Promise<unknown> | undefined;
  /** When each client's queries in flight were received. */
  private readonly inFlightByClient = new Map<string, Set<{ since: number }>>();
  private inFlight = 0;
  private workersStopped = 0;
  private workersReady = 0;

  constructor(limits: ContentQueryLimits) {
    this.limits = limits;
  }

  /**
   * Starts the workers and has each load the dataset. Called when the server starts listening,
   * or by the first query; servers built only to test /api/v1 never start a worker.
   */
  warmUp(file: string, revision: number): Promise<unknown> {
    if (this.warm) return this.warm;
    const pool = new Piscina<QueryTask, QueryOutcome>({
      filename: new URL('./queryWorker.ts', import.meta.url).href,
      // A fixed set of warm workers: each keeps the parsed dataset, so none is let go when idle.
      minThreads: this.limits.threads,
      maxThreads: this.limits.threads,
      idleTimeout: Number.MAX_SAFE_INTEGER,
      maxQueue: this.limits.threads * 32,
      resourceLimits: { maxOldGenerationSizeMb: this.limits.workerHeapMb },
      // Node strips the worker's types itself (behind a flag before Node 22.18); the parent's
      // loaders (tsx, vitest) would only slow the worker's start.
      execArgv: process.features.typescript ? [] : ['--experimental-strip-types'],
    });
    // A worker that dies (out of memory) fails its own task; the pool must not take the server down.
    pool.on('error', () => undefined);
    pool.on('workerCreate', () => {
      this.workersReady += 1;
    });
    pool.on('workerDestroy', () => {
      this.workersStopped += 1;
      this.workersReady -= 1;
    });
    this.pool = pool;
    // One trivial query per worker (each takes one task at a time): every worker loads the dataset.
    const task: QueryTask = { query: 'null', params: {}, file, revision, maxResultBytes: 16 };
    this.warm = Promise.allSettled(Array.from({ length: this.limits.threads }, () => pool.run(task)));
    return this.warm;
  }

  /** Queries being evaluated or waiting (and how many of them are expensive by now), the workers ready for tasks, the queue, and workers stopped so far. */
  stats() {
    const now = performance.now();
    let expensive = 0;
    for (const queries of this.inFlightByClient.values()) for (const { since } of queries) if (now - since >= EXPENSIVE_AFTER_MS) expensive += 1;
    return {
      inFlight: this.inFlight,
      expensive,
      readyThreads: this.workersReady,
      queued: this.pool?.queueSize ?? 0,
      workersStopped: this.workersStopped,
    };
  }

  /**
   * The per-address limit counts expensive queries: those in flight for longer than a page query
   * takes. A page that sends its few cheap queries at once is never refused; a client whose
   * earlier queries are still running (or stuck behind others) is. A hard cap keeps one client
   * from filling the queue with a burst.
   */
  private refuses(inFlight: Set<{ since: number }>): boolean {
    if (inFlight.size >= this.limits.maxInFlightPerClient * BURST_FACTOR) return true;
    const now = performance.now();
    let expensive = 0;
    for (const { since } of inFlight) if (now - since >= EXPENSIVE_AFTER_MS) expensive += 1;
    return expensive >= this.limits.maxInFlightPerClient;
  }

  /**
   * Evaluates one query for one client within the limits; `clientGone` aborts it when the client
   * disconnects before the answer.
   */
  async run(task: Omit<QueryTask, 'maxResultBytes' | 'started'>, client: string | null, clientGone: AbortSignal): Promise<GuardedOutcome> {
    // `null`: a signed-in editor's Studio, which asks many queries at once by design; only the time,
    // size and queue limits apply to it.
    const mine = (client !== null && this.inFlightByClient.get(client)) || new Set<{ since: number }>();
    if (client !== null && this.refuses(mine)) return { kind: 'tooManyInFlight' };
    const entry = { since: performance.now() };
    mine.add(entry);
    if (client !== null) this.inFlightByClient.set(client, mine);
    this.inFlight += 1;
    const stop = new AbortController();
    const onGone = () => stop.abort(CLIENT_GONE);
    clientGone.addEventListener('abort', onGone, { once: true });
    // The worker says when it starts evaluating (dataset loaded): the time limit is the query's own;
    // waiting for a free worker is bounded separately.
    const started = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    started.port1.once('message', () => {
      clearTimeout(timer);
      timer = setTimeout(() => stop.abort(TIMEOUT), this.limits.timeoutMs);
    });
    try {
      await Promise.race([this.warmUp(task.file, task.revision), new Promise((resolve) => stop.signal.addEventListener('abort', resolve, { once: true }))]);
      if (stop.signal.aborted) return { kind: 'clientGone' };
      timer = setTimeout(() => stop.abort(WAITED_TOO_LONG), this.limits.maxWaitMs);
      const outcome = await this.pool!.run(
        { ...task, maxResultBytes: this.limits.maxResultBytes, started: started.port2 },
        { signal: stop.signal, transferList: [started.port2] as unknown as TransferList },
      );
      return outcome instanceof Uint8Array ? { kind: 'result', json: Buffer.from(outcome.buffer, outcome.byteOffset, outcome.byteLength) } : outcome;
    } catch (error) {
      if (stop.signal.aborted) {
        const reason: unknown = stop.signal.reason;
        return { kind: reason === TIMEOUT ? 'timeout' : reason === WAITED_TOO_LONG ? 'busy' : 'clientGone' };
      }
      const { code, message } = error as { code?: unknown; message?: unknown };
      if (code === 'ERR_WORKER_OUT_OF_MEMORY') return { kind: 'memoryLimit' };
      if (typeof message === 'string' && /queue is at limit/i.test(message)) return { kind: 'busy' };
      return { kind: 'evaluatorFailed', reason: typeof message === 'string' ? message : String(error) };
    } finally {
      clearTimeout(timer);
      started.port1.close();
      clientGone.removeEventListener('abort', onGone);
      this.inFlight -= 1;
      mine.delete(entry);
      if (mine.size === 0 && client !== null) this.inFlightByClient.delete(client);
    }
  }

  async close(): Promise<void> {
    await this.pool?.destroy();
  }
}
