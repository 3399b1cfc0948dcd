/**
 * The working dataset's history: every change to every document (drafts, published copies,
 * assets), kept in the server's database, with who made it and when, so the Studio's timeline can
 * show the revisions and restore one. Kept for CONTENT_HISTORY_DAYS (default 90) and at most
 * CONTENT_HISTORY_REVISIONS (default 100) revisions a document; the newest revision of a document
 * is dated by its last change, so a document untouched for longer keeps only its current state.
 */
import type { Kysely, Selectable, Transaction } from 'kysely';
import { clock } from '../clock';
import type { ContentRevisionsTable, Database } from '../db/schema';
import type { ContentDocument } from './dataset';

/** One transaction's effect on the working dataset, as the store announces it. */
export interface ContentChange {
  transactionId: string;
  /** The Studio user that made it (`staff{memberId}`); empty for the seed merge and the server's own changes. */
  identity: string;
  timestamp: string;
  documents: { id: string; before: ContentDocument | null; after: ContentDocument | null }[];
}

export interface HistoryRetention {
  days: number;
  revisions: number;
}

export const DEFAULT_HISTORY_RETENTION: HistoryRetention = { days: 90, revisions: 100 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The member behind a Studio user id, or null for the server's own changes. */
const authorIdOf = (identity: string) => {
  const match = /^staff(\d+)$/.exec(identity);
  return match ? Number(match[1]) : null;
};

/** One kept revision of one document: the state the transaction left it in. */
export interface Revision {
  seq: number;
  transactionId: string;
  documentId: string;
  author: string;
  timestamp: string;
  before: ContentDocument | null;
  after: ContentDocument | null;
}

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as ContentDocument));

const toRevision = (row: Selectable<ContentRevisionsTable>): Revision => ({
  seq: row.id,
  transactionId: row.transaction_id,
  documentId: row.document_id,
  author: row.author_id === null ? '' : `staff${row.author_id}`,
  timestamp: row.created_at,
  before: parse(row.doc_before),
  after: parse(row.doc_after),
});

type Executor = Kysely<Database> | Transaction<Database>;

/** Writes a transaction's rows (in the caller's database transaction, when it has one). */
export async function recordRevisions(db: Executor, change: ContentChange): Promise<void> {
  if (change.documents.length === 0) return;
  await db
    .insertInto('content_revisions')
    .values(
      change.documents.map(({ id, before, after }) => ({
        transaction_id: change.transactionId,
        document_id: id,
        author_id: authorIdOf(change.identity),
        created_at: change.timestamp,
        doc_before: before ? JSON.stringify(before) : null,
        doc_after: after ? JSON.stringify(after) : null,
      })),
    )
    .execute();
}

export class ContentHistory {
  readonly db: Kysely<Database>;
  readonly retention: HistoryRetention;

  constructor(db: Kysely<Database>, retention: Partial<HistoryRetention> = {}) {
    this.db = db;
    this.retention = {
      days: retention.days ?? DEFAULT_HISTORY_RETENTION.days,
      revisions: retention.revisions ?? DEFAULT_HISTORY_RETENTION.revisions,
    };
  }

  /**
   * Drops what retention no longer keeps: revisions older than the kept days, and a document's
   * revisions beyond the kept count (for the documents just changed).
   */
  async prune(documentIds: Iterable<string>): Promise<void> {
    const cutoff = new Date(clock.nowMs() - this.retention.days * DAY_MS).toISOString();
    await this.db.deleteFrom('content_revisions').where('created_at', '<', cutoff).execute();
    for (const id of new Set(documentIds)) {
      const kept = this.db
        .selectFrom('content_revisions')
        .select('id')
        .where('document_id', '=', id)
        .orderBy('id', 'desc')
        .limit(this.retention.revisions);
      await this.db.deleteFrom('content_revisions').where('document_id', '=', id).where('id', 'not in', kept).execute();
    }
  }

  /** The kept revisions of these documents, oldest first. */
  async revisionsOf(ids: string[]): Promise<Revision[]> {
    if (ids.length === 0) return [];
    return (await this.db.selectFrom('content_revisions').selectAll().where('document_id', 'in', ids).orderBy('id', 'asc').execute()).map(toRevision);
  }

  /**
   * The names of these accounts, for the Studio's history: only accounts that authored a kept
   * revision (and the one asking), so the endpoint cannot list members.
   */
  async authors(ids: number[], asking?: number): Promise<{ id: number; name: string }[]> {
    if (ids.length === 0) return [];
    const authored = this.db.selectFrom('content_revisions').select('author_id').where('author_id', 'in', ids);
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('id', 'in', ids)
      // Staff are named too: presence shows who else has a document open, author or not.
      .where((eb) => eb.or([eb('id', 'in', authored), eb('role', '=', 'staff'), ...(asking ? [eb('id', '=', asking)] : [])]))
      .execute();
    return rows.map((row) => ({ id: row.id, name: `${row.first_name} ${row.last_name}`.trim() }));
  }

  /** Rows changed after `seq`, in order: what another instance catches up with. */
  async since(seq: number, limit = 1000): Promise<Revision[]> {
    return (await this.db.selectFrom('content_revisions').selectAll().where('id', '>', seq).orderBy('id', 'asc').limit(limit).execute()).map(toRevision);
  }

  /** The newest row's position (0 when there is none). */
  async lastSeq(): Promise<number> {
    const row = await this.db.selectFrom('content_revisions').select((eb) => eb.fn.max('id').as('seq')).executeTakeFirst();
    return Number(row?.seq ?? 0);
  }
}
