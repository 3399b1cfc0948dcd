/**
 * The working dataset in PostgreSQL, shared by every instance on one database: the documents
 * (`content_documents`, JSONB), the seed they were last merged with, and the ordered log of changes
 * (`content_revisions`, which is also the Studio's history). A write takes one advisory lock, checks
 * that no document moved on since the writer read it, writes the documents and the log, and
 * signals `NOTIFY jnanam_content`; every instance, on the signal (or its poll, should a signal be
 * missed while reconnecting), reads the log from where it was and applies it to its in-memory
 * snapshot, which the query workers read. The lock makes log positions follow commit order, so
 * "everything after position N" never skips a change committed late.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { clock } from '../clock';
import type { Database } from '../db/schema';
import type { ContentDocument } from './dataset';
import { type ContentChange, type ContentHistory, recordRevisions, type Revision } from './history';
import { contentOf, planSeedMerge } from './seedMerge';
import { readDocuments, type SharedStore, type WorkingDataset } from './workingDataset';

const CHANNEL = 'jnanam_content';
/** The advisory lock every write to the shared dataset holds (an arbitrary number, fixed for the project). */
const WRITE_LOCK = 727_1001;
const POLL_MS = 5_000;
const RECONNECT_MS = 1_000;
const CHUNK = 500;
const PAGE = 2_000;

/** A write refused because another instance (or editor) changed a document since it was read. */
export class ContentConflictError extends Error {}

type Trx = Transaction<Database>;

const lock = (trx: Trx) => sql`select pg_advisory_xact_lock(${WRITE_LOCK})`.execute(trx);

async function insertDocuments(trx: Trx, table: 'content_documents' | 'content_seed_base', docs: ContentDocument[]) {
  for (let start = 0; start < docs.length; start += CHUNK) {
    const values = docs.slice(start, start + CHUNK).map((doc) => ({ id: doc._id, doc: JSON.stringify(doc) }));
    await trx
      .insertInto(table)
      .values(values)
      .onConflict((oc) => oc.column('id').doUpdateSet({ doc: (eb) => eb.ref('excluded.doc') }))
      .execute();
  }
}

/** Writes a change's documents and log rows, and signals the other instances (on commit). */
async function writeChange(trx: Trx, change: ContentChange) {
  for (const { id, after } of change.documents) {
    if (after) await insertDocuments(trx, 'content_documents', [after]);
    else await trx.deleteFrom('content_documents').where('id', '=', id).execute();
  }
  await recordRevisions(trx, change);
  await sql`select pg_notify(${CHANNEL}, '')`.execute(trx);
}

/** Log rows grouped back into the transactions that wrote them. */
function transactionsOf(rows: Revision[]): ContentChange[] {
  const changes: ContentChange[] = [];
  for (const row of rows) {
    const last = changes[changes.length - 1];
    const document = { id: row.documentId, before: row.before, after: row.after };
    if (last && last.transactionId === row.transactionId) last.documents.push(document);
    else changes.push({ transactionId: row.transactionId, identity: row.author, timestamp: row.timestamp, documents: [document] });
  }
  return changes;
}

export class SharedDataset implements SharedStore {
  private readonly db: Kysely<Database>;
  private readonly databaseUrl: string;
  private readonly working: WorkingDataset;
  private readonly history: ContentHistory;
  private lastSeq = 0;
  private catching: Promise<void> = Promise.resolve();
  private listener?: pg.Client;
  private poll?: NodeJS.Timeout;
  private closed = false;

  constructor(options: { db: Kysely<Database>; databaseUrl: string; working: WorkingDataset; history: ContentHistory }) {
    this.db = options.db;
    this.databaseUrl = options.databaseUrl;
    this.working = options.working;
    this.history = options.history;
  }

  /**
   * Loads the shared dataset into this instance (the first instance on an empty database gives it
   * its own: the seed, or the file store it ran on before), then follows every change.
   */
  async start(seedFile: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await lock(trx);
      const present = await trx.selectFrom('content_documents').select('id').limit(1).executeTakeFirst();
      if (!present) {
        await insertDocuments(trx, 'content_documents', this.working.all());
        await insertDocuments(trx, 'content_seed_base', readDocuments(this.working.baseFile));
      }
      const rows = await trx.selectFrom('content_documents').select('doc').execute();
      const last = await trx.selectFrom('content_revisions').select((eb) => eb.fn.max('id').as('seq')).executeTakeFirst();
      this.lastSeq = Number(last?.seq ?? 0);
      this.working.shareThrough(this, rows.map((row) => row.doc as ContentDocument));
    });
    await this.listen();
    this.poll = setInterval(() => void this.catchUp(), POLL_MS);
    this.poll.unref();
    // This instance's seed may be newer than the one the shared dataset was merged with.
    const seed = readDocuments(seedFile);
    await this.mergeSeed(seed);
  }

  async write(change: ContentChange): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await lock(trx);
      const ids = change.documents.map(({ id }) => id);
      const rows = await trx.selectFrom('content_documents').select(['id', sql<string | null>`doc->>'_rev'`.as('rev')]).where('id', 'in', ids).execute();
      const current = new Map(rows.map((row) => [row.id, row.rev]));
      for (const { id, before } of change.documents) {
        const expected = before ? (typeof before._rev === 'string' ? before._rev : null) : undefined;
        if (current.get(id) !== expected) {
          throw new ContentConflictError(`The document "${id}" was changed meanwhile (perhaps through another server): reload it and try again.`);
        }
      }
      await writeChange(trx, change);
    });
    await this.catchUp();
    await this.history.prune(change.documents.map(({ id }) => id));
  }

  /** Merges a newer seed: documents staff never changed follow it (seedMerge.ts), for every instance at once. */
  async mergeSeed(seed: ContentDocument[]): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await lock(trx);
      const base = new Map((await trx.selectFrom('content_seed_base').select('doc').execute()).map(({ doc }) => [String(doc._id), doc as ContentDocument]));
      const sameSeed = base.size === seed.length && seed.every((doc) => contentOf(base.get(doc._id)) === contentOf(doc));
      if (sameSeed) return;
      const current = new Map((await trx.selectFrom('content_documents').select('doc').execute()).map(({ doc }) => [String(doc._id), doc as ContentDocument]));
      const transactionId = randomUUID();
      const timestamp = clock.nowIso();
      const changes = planSeedMerge(seed, base, (id) => current.get(id), timestamp, transactionId);
      if (changes.size > 0) {
        const documents = [...changes].map(([id, after]) => ({ id, before: current.get(id) ?? null, after }));
        await writeChange(trx, { transactionId, identity: '', timestamp, documents });
      }
      await trx.deleteFrom('content_seed_base').execute();
      await insertDocuments(trx, 'content_seed_base', seed);
    });
    await this.catchUp();
  }

  /** Applies every logged change this instance has not seen yet, in order (one catch-up at a time). */
  catchUp(): Promise<void> {
    this.catching = this.catching.then(async () => {
      if (this.closed) return;
      try {
        for (;;) {
          // A transaction longer than a page arrives as two changes, one after the other.
          const rows = await this.history.since(this.lastSeq, PAGE);
          for (const change of transactionsOf(rows)) this.working.applyShared(change);
          this.lastSeq = rows[rows.length - 1]?.seq ?? this.lastSeq;
          if (rows.length < PAGE) return;
        }
      } catch (error) {
        if (!this.closed) console.warn(`The shared content could not be read (tried again shortly): ${(error as Error).message}`);
      }
    });
    return this.catching;
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = new pg.Client({ connectionString: this.databaseUrl });
    const retry = () => {
      if (this.listener !== client || this.closed) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      setTimeout(() => void this.listen().catch(() => retry()), RECONNECT_MS).unref();
    };
    this.listener = client;
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', () => void this.catchUp());
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      console.warn(`Listening for content changes failed (trying again): ${(error as Error).message}`);
      retry();
      return;
    }
    // Whatever changed while no one listened.
    void this.catchUp();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.poll) clearInterval(this.poll);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
    await this.catching;
  }
}
