/**
 * The dataset staff edit: `DATA_DIR/content/dataset.ndjson`, made from the repository's seed on the
 * first start and the one file the site's queries read from then on. Every change is written
 * durably before it is acknowledged (a complete new file, fsynced, renamed over the old one, the
 * folder fsynced), so a crash leaves either the old or the new dataset, never half of one.
 *
 * With PostgreSQL (DATABASE_URL) the dataset lives there, shared by every instance, and this file
 * is the instance's snapshot of it, rewritten whenever any instance changes it (sharedDataset.ts).
 *
 * A newer seed reaches an existing install document by document (seedMerge.ts): the seed the
 * working set was last merged with is kept beside it (`seed-base.ndjson`, or in PostgreSQL).
 *
 * Every change is announced once, as a `ContentChange`, to whoever subscribed (the Studio's
 * listener, the history), whichever instance made it.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { clock } from '../clock';
import { type ContentDocument, parseNdjson } from './dataset';
import type { ContentChange, ContentHistory } from './history';
import { recordRevisions } from './history';
import { planSeedMerge } from './seedMerge';

const WORKING_FILE = 'dataset.ndjson';
const BASE_FILE = 'seed-base.ndjson';

/** Writes a whole file so that a crash at any instant leaves the old or the new content. */
export function writeFileDurably(file: string, text: string) {
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w', 0o600);
  try {
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
  const dir = fs.openSync(path.dirname(file), 'r');
  try {
    fs.fsyncSync(dir);
  } finally {
    fs.closeSync(dir);
  }
}

export const readDocuments = (file: string) => (fs.existsSync(file) ? parseNdjson(fs.readFileSync(file, 'utf8'), file) : []);
export const toNdjson = (docs: Iterable<ContentDocument>) => [...docs].map((doc) => JSON.stringify(doc)).join('\n') + '\n';

function seedSignature(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** What a commit may say about itself; the store fills in the rest. */
export interface CommitMeta {
  transactionId?: string;
  identity?: string;
  timestamp?: string;
}

/** The store in PostgreSQL that this instance's snapshot follows (sharedDataset.ts). */
export interface SharedStore {
  /** Writes the change for every instance (refused when a document moved on since `before`), then brings this instance up to date. */
  write(change: ContentChange): Promise<void>;
  /** Merges a newer seed into the shared dataset. */
  mergeSeed(seed: ContentDocument[]): Promise<void>;
}

type ChangeListener = (change: ContentChange) => void;

export class WorkingDataset {
  readonly file: string;
  readonly baseFile: string;
  readonly seedFile: string;
  private readonly documents = new Map<string, ContentDocument>();
  private readonly listeners = new Set<ChangeListener>();
  private seedSeen = '';
  private shared?: SharedStore;
  private history?: ContentHistory;

  constructor(seedFile: string, dir: string) {
    fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
    this.seedFile = seedFile;
    this.file = path.join(dir, WORKING_FILE);
    this.baseFile = path.join(dir, BASE_FILE);
    for (const doc of readDocuments(this.file)) this.documents.set(doc._id, doc);
    this.followSeed();
  }

  /** All documents, drafts and assets included, in dataset order. */
  all(): ContentDocument[] {
    return [...this.documents.values()];
  }

  get(id: string): ContentDocument | undefined {
    return this.documents.get(id);
  }

  /** Hears every change, made here or (with PostgreSQL) on another instance. */
  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Keeps the history of every change from now on (in the database the API uses). */
  keepHistory(history: ContentHistory) {
    this.history = history;
  }

  /** From now on the dataset lives in `shared`; this instance's copy becomes its snapshot. */
  shareThrough(shared: SharedStore, documents: ContentDocument[]) {
    this.shared = shared;
    this.replaceAll(documents);
  }

  /**
   * Writes a set of changes (a document, or null to delete it) as one: durably, then in memory,
   * then tells the subscribers. Throws before changing anything when the disk or the database refuses.
   */
  async commit(changes: Map<string, ContentDocument | null>, meta: CommitMeta = {}): Promise<ContentChange> {
    const change: ContentChange = {
      transactionId: meta.transactionId ?? randomUUID(),
      identity: meta.identity ?? '',
      timestamp: meta.timestamp ?? clock.nowIso(),
      documents: [...changes].map(([id, after]) => ({ id, before: this.documents.get(id) ?? null, after })),
    };
    if (this.shared) {
      // The shared store brings this instance up to date, which applies and announces the change.
      await this.shared.write(change);
      return change;
    }
    this.apply(change);
    if (this.history) {
      await recordRevisions(this.history.db, change);
      await this.history.prune(changes.keys());
    }
    this.announce(change);
    return change;
  }

  /** Takes a change written elsewhere (the shared store, by any instance) into the snapshot and tells the subscribers. */
  applyShared(change: ContentChange) {
    this.apply(change);
    this.announce(change);
  }

  private apply(change: ContentChange) {
    const next = new Map(this.documents);
    for (const { id, after } of change.documents) {
      if (after) next.set(id, after);
      else next.delete(id);
    }
    writeFileDurably(this.file, toNdjson(next.values()));
    this.documents.clear();
    for (const [id, doc] of next) this.documents.set(id, doc);
  }

  private replaceAll(documents: ContentDocument[]) {
    writeFileDurably(this.file, toNdjson(documents));
    this.documents.clear();
    for (const doc of documents) this.documents.set(doc._id, doc);
  }

  private announce(change: ContentChange) {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        console.warn(`A content change listener failed: ${(error as Error).message}`);
      }
    }
  }

  /**
   * Takes what changed in the seed since the last merge: documents staff never changed follow the
   * seed (added, updated, removed); documents staff changed or made keep their version. Cheap when
   * the seed file is unchanged (one stat), so it runs before every query.
   */
  followSeed() {
    const signature = seedSignature(this.seedFile);
    // A missing seed (a checkout in progress) is no reason to drop what it gave before.
    if (signature === this.seedSeen || signature === 'missing') return;
    // Throws while the seed is broken (mid-save): nothing changes, and the next call tries again.
    const seed = readDocuments(this.seedFile);
    this.seedSeen = signature;
    if (this.shared) {
      const seen = signature;
      this.shared.mergeSeed(seed).catch((error: Error) => {
        console.warn(`The new seed could not be merged into the shared dataset (tried again on its next change): ${error.message}`);
        if (this.seedSeen === seen) this.seedSeen = '';
      });
      return;
    }
    const seedText = toNdjson(seed);
    if (fs.existsSync(this.baseFile) && fs.readFileSync(this.baseFile, 'utf8') === seedText && this.documents.size > 0) return;
    const base = new Map(readDocuments(this.baseFile).map((doc) => [doc._id, doc]));
    const transactionId = randomUUID();
    const timestamp = clock.nowIso();
    const changes = planSeedMerge(seed, base, (id) => this.documents.get(id), timestamp, transactionId);
    // The merge is written at once (the file store needs no await); its history rows follow.
    if (changes.size > 0 || !fs.existsSync(this.file)) {
      const change: ContentChange = {
        transactionId,
        identity: '',
        timestamp,
        documents: [...changes].map(([id, after]) => ({ id, before: this.documents.get(id) ?? null, after })),
      };
      this.apply(change);
      if (this.history) void recordRevisions(this.history.db, change).catch((error: Error) => console.warn(`The seed merge's history was not kept: ${error.message}`));
      this.announce(change);
    }
    writeFileDurably(this.baseFile, seedText);
  }
}
