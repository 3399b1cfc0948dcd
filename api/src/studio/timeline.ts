/**
 * A set of documents' history as the Studio reads it: the kept transactions that touched them, in
 * order, each with its author, time and effect on each document. A document whose current revision
 * was made before history was kept (the first seed, an install from before, a revision past
 * retention) gets one entry made from its current state, so the Studio can always line its copy
 * up with the history (it matches the document's `_rev` with a transaction id).
 */
import type { ContentDocument } from '../content/dataset';
import type { Revision } from '../content/history';

export interface TimelineEntry {
  id: string;
  timestamp: string;
  author: string;
  documents: Map<string, { before: ContentDocument | null; after: ContentDocument | null }>;
}

export function timelineOf(ids: string[], revisions: Revision[], current: (id: string) => ContentDocument | undefined): TimelineEntry[] {
  const entries: TimelineEntry[] = [];
  const byId = new Map<string, TimelineEntry>();
  for (const row of revisions) {
    let entry = byId.get(row.transactionId);
    if (!entry) {
      entry = { id: row.transactionId, timestamp: row.timestamp, author: row.author, documents: new Map() };
      byId.set(row.transactionId, entry);
      entries.push(entry);
    }
    entry.documents.set(row.documentId, { before: row.before, after: row.after });
  }
  for (const id of ids) {
    const doc = current(id);
    const rev = typeof doc?._rev === 'string' ? doc._rev : undefined;
    if (!doc || !rev || byId.get(rev)?.documents.has(id)) continue;
    const timestamp = String(doc._updatedAt ?? doc._createdAt ?? new Date(0).toISOString());
    const entry: TimelineEntry = { id: rev, timestamp, author: '', documents: new Map([[id, { before: null, after: doc }]]) };
    // Placed by its time: before the first kept change made after it.
    const at = entries.findIndex((other) => other.timestamp > timestamp);
    entries.splice(at === -1 ? entries.length : at, 0, entry);
    byId.set(rev, entry);
  }
  return publishedBySeed(ids, entries);
}

const DRAFTS = 'drafts.';

/**
 * A change no staff member made (the seed arriving, or a state older than history) writes the
 * published document directly, which the Studio's timeline reads as someone editing the live
 * document ("Live edited"). It is content arriving published, so it is told as Sanity records a
 * publish: the document's draft, absent then, is listed as removed (nothing else changes).
 */
function publishedBySeed(ids: string[], entries: TimelineEntry[]): TimelineEntry[] {
  const asked = new Set(ids);
  const draftExists = new Map<string, boolean>();
  for (const entry of entries) {
    if (entry.author === '') {
      for (const id of [...entry.documents.keys()]) {
        const draftId = `${DRAFTS}${id}`;
        if (id.startsWith(DRAFTS) || !asked.has(draftId) || entry.documents.has(draftId) || draftExists.get(draftId)) continue;
        entry.documents.set(draftId, { before: null, after: null });
      }
    }
    for (const [id, { after }] of entry.documents) if (id.startsWith(DRAFTS)) draftExists.set(id, after !== null);
  }
  return entries;
}

/** Each document's state after the entries up to `end` (exclusive), absent ones left out. */
export function statesBefore(ids: string[], entries: TimelineEntry[], end: number): ContentDocument[] {
  const states = new Map<string, ContentDocument | null>();
  for (const entry of entries.slice(0, end)) {
    for (const [id, { after }] of entry.documents) states.set(id, after);
  }
  return ids.map((id) => states.get(id)).filter((doc): doc is ContentDocument => Boolean(doc));
}

/** Each document's last state that existed (what restoring a deleted document brings back). */
export function lastExisting(ids: string[], entries: TimelineEntry[]): ContentDocument[] {
  const states = new Map<string, ContentDocument>();
  for (const entry of entries) {
    for (const [id, { after }] of entry.documents) if (after) states.set(id, after);
  }
  return ids.map((id) => states.get(id)).filter((doc): doc is ContentDocument => Boolean(doc));
}

const withoutRev = (doc: ContentDocument | null) => {
  if (!doc) return null;
  const { _rev: _ignored, ...rest } = doc;
  return rest;
};

/**
 * One transaction on the wire: id, time, author, the documents it touched and its effects on each
 * as mendoza patches that replace the whole document (what the Studio replays to show a revision).
 */
export function wireTransaction(entry: TimelineEntry, options: { excludeContent: boolean; excludeMutations: boolean }) {
  const documents = [...entry.documents];
  return {
    id: entry.id,
    timestamp: entry.timestamp,
    author: entry.author,
    documentIDs: documents.map(([id]) => id),
    effects: Object.fromEntries(documents.map(([id, { before, after }]) => [id, { apply: [0, withoutRev(after)], revert: [0, withoutRev(before)] }])),
    ...(options.excludeMutations
      ? {}
      : {
          mutations: documents.map(([id, { after }]) =>
            after ? { createOrReplace: options.excludeContent ? { _id: id, _type: after._type } : after } : { delete: { id } },
          ),
        }),
  };
}
