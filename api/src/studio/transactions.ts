/**
 * One change to the working dataset as the Studio sees it: a transaction over some documents,
 * written durably, then told to every open listener as Sanity's `mutation` events (transaction
 * id, previous and result revisions, transition, and mendoza effects that replace the whole
 * document, which the Studio applies to its copy).
 */
import { randomUUID } from 'node:crypto';
import type { ContentDocument } from '../content/dataset';
import type { ContentStore } from '../content';
import type { ContentChange } from '../content/history';
import { ContentConflictError } from '../content/sharedDataset';
import { clock } from '../clock';
import { firstRefusal } from './documentRules';

/** One refused item of a request, as Sanity lists it under `error.items`. */
export interface ErrorItem {
  error: { type: string; description: string; id?: string };
  index?: number;
}

/** A refusal in Sanity's error shape, with the status Sanity gives it. */
export class StudioError extends Error {
  readonly statusCode: number;
  readonly type: string;
  readonly items?: ErrorItem[];
  /** The request item (mutation or action) that caused it, when one did. */
  itemIndex?: number;
  constructor(statusCode: number, type: string, description: string, items?: ErrorItem[]) {
    super(description);
    this.statusCode = statusCode;
    this.type = type;
    this.items = items;
  }
}

export type ItemKind = 'mutation' | 'action';

/**
 * A request of mutations or actions refused because of one of them: Sanity answers
 * `mutationError`/`actionError` with the item's own error under `items`, which the Studio shows.
 */
export function itemsRefusal(kind: ItemKind, cause: StudioError): StudioError {
  if (cause.items) return cause;
  const item: ErrorItem = { error: { type: cause.type, description: cause.message }, ...(cause.itemIndex === undefined ? {} : { index: cause.itemIndex }) };
  const summary = kind === 'mutation' ? 'Mutation(s) failed with 1 error(s)' : 'Action(s) failed with 1 error(s)';
  return new StudioError(cause.statusCode, `${kind}Error`, summary, [item]);
}

export interface MutationEvent {
  type: 'mutation';
  eventId: string;
  documentId: string;
  transactionId: string;
  transition: 'appear' | 'update' | 'disappear';
  identity: string;
  mutations: unknown[];
  previousRev?: string;
  resultRev?: string;
  timestamp: string;
  effects: { apply: unknown; revert: unknown };
  result?: ContentDocument;
  visibility: 'query' | 'transaction';
  transactionTotalEvents: number;
  transactionCurrentEvent: number;
}

/** What one transaction does to one document: its state before and after (null: absent). */
export interface DocumentChange {
  before: ContentDocument | null;
  after: ContentDocument | null;
  /** The request item that changed it last. */
  itemIndex?: number;
}

const withoutRev = (doc: ContentDocument | null) => {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
};

/**
 * The changes of one transaction, built against the working dataset plus the transaction's own
 * earlier steps (a publish after an edit in the same request sees the edit).
 */
export class TransactionDraft {
  readonly changes = new Map<string, DocumentChange>();
  private readonly content: ContentStore;
  /** The request item being applied, so a refusal at commit can name it. */
  itemIndex?: number;

  constructor(content: ContentStore) {
    this.content = content;
  }

  /** Applies each item of a request in turn; a refusal names the item that caused it. */
  applyEach(items: unknown[], apply: (item: unknown) => void) {
    items.forEach((item, index) => {
      this.itemIndex = index;
      try {
        apply(item);
      } catch (error) {
        if (error instanceof StudioError) error.itemIndex ??= index;
        throw error;
      }
    });
  }

  get(id: string): ContentDocument | null {
    const change = this.changes.get(id);
    return change ? change.after : (this.content.working.get(id) ?? null);
  }

  put(id: string, after: ContentDocument | null) {
    const existing = this.changes.get(id);
    const before = existing ? existing.before : (this.content.working.get(id) ?? null);
    this.changes.set(id, { before, after, itemIndex: this.itemIndex });
  }

  /** Documents outside the transaction's changes, as they are now. */
  untouched(): ContentDocument[] {
    return this.content.working.all().filter((doc) => !this.changes.has(doc._id));
  }
}

/** The first rule the transaction breaks, as Sanity's refusal naming the item that broke it, or null. */
function transactionRefusal(draft: TransactionDraft): StudioError | null {
  const refusal = firstRefusal(draft.changes, (id) => draft.get(id), draft.untouched());
  if (!refusal) return null;
  const error = new StudioError(refusal.statusCode, refusal.type, refusal.description);
  error.itemIndex = draft.changes.get(refusal.id)?.itemIndex;
  return error;
}

type Listener = (events: MutationEvent[]) => void;

/** A change to the working dataset as the Studio's listener tells it. */
function eventsOf(change: ContentChange): MutationEvent[] {
  const { transactionId, timestamp, identity } = change;
  return change.documents.map(({ id, before, after }, index): MutationEvent => ({
    type: 'mutation',
    eventId: `${transactionId}#${id}`,
    documentId: id,
    transactionId,
    transition: before === null ? 'appear' : after === null ? 'disappear' : 'update',
    identity,
    // The Studio applies these to its copy (@sanity/mutator): the whole new document, or its deletion.
    mutations: [after ? { createOrReplace: after } : { delete: { id } }],
    previousRev: typeof before?._rev === 'string' ? before._rev : undefined,
    resultRev: transactionId,
    timestamp,
    effects: { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] },
    result: after ?? undefined,
    visibility: 'query',
    transactionTotalEvents: change.documents.length,
    transactionCurrentEvent: index + 1,
  }));
}

/**
 * Commits transactions, and tells the listeners of every change to the working dataset: those
 * made here, and (with PostgreSQL) those made through another instance.
 */
export class TransactionLog {
  private readonly content: ContentStore;
  private readonly listeners = new Set<Listener>();

  constructor(content: ContentStore) {
    this.content = content;
    content.working.subscribe((change) => {
      const events = eventsOf(change);
      for (const listener of this.listeners) listener(events);
    });
  }

  /** Checks a transaction as `commit` would, writing nothing (a dry run): null, or throws the refusal. */
  check(draft: TransactionDraft): null {
    const refused = transactionRefusal(draft);
    if (refused) throw refused;
    return null;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Stamps each changed document with the transaction's revision and time, writes them all durably
   * (nothing is answered before, and the history keeps who did it). Returns the transaction id.
   */
  async commit(draft: TransactionDraft, identity: string, askedTransactionId?: string): Promise<string> {
    const transactionId = typeof askedTransactionId === 'string' && /^[\w.-]{1,80}$/.test(askedTransactionId) ? askedTransactionId : randomUUID();
    const timestamp = clock.nowIso();
    const writes = new Map<string, ContentDocument | null>();
    const refused = transactionRefusal(draft);
    if (refused) throw refused;
    for (const [id, change] of draft.changes) {
      if (change.before === null && change.after === null) continue;
      const after = change.after && {
        ...change.after,
        _id: id,
        _rev: transactionId,
        _createdAt: change.before?._createdAt ?? change.after._createdAt ?? timestamp,
        _updatedAt: timestamp,
      };
      writes.set(id, after);
    }
    if (writes.size === 0) return transactionId;
    try {
      await this.content.working.commit(writes, { transactionId, identity, timestamp });
    } catch (error) {
      if (error instanceof ContentConflictError) throw new StudioError(409, 'documentRevisionIDDoesNotMatchError', error.message);
      throw error;
    }
    return transactionId;
  }
}
