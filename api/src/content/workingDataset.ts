/**
 * The dataset staff edit: `DATA_DIR/content/dataset.ndjson`, made from the repository's seed on the
 * first start and the one file the site's queries read from then on. Every change is written
 * durably before it is acknowledged (a complete new file, fsynced, renamed over the old one, the
 * folder fsynced), so a crash leaves either the old or the new dataset, never half of one.
 *
 * A newer seed (a pull, `npm run content:build`) reaches an existing install document by document:
 * the seed the working set was last merged with is kept beside it (`seed-base.ndjson`), and a
 * document staff never changed follows the new seed, while one they changed keeps their version.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type ContentDocument, parseNdjson } from './dataset';

const WORKING_FILE = 'dataset.ndjson';
const BASE_FILE = 'seed-base.ndjson';
/** Fields the store sets on every write: equal content with other values is still unchanged. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt']);

/** The content of a document without the fields the store sets, in a stable form for comparing. */
function contentOf(doc: ContentDocument | undefined): string | undefined {
  if (!doc) return undefined;
  return JSON.stringify(Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.has(key))));
}

/** A seed document as the store keeps it: with a revision (derived from its content) and timestamps. */
function withSystemFields(doc: ContentDocument, at: string): ContentDocument {
  const rev = doc._rev ?? `seed-${crypto.createHash('sha1').update(contentOf(doc) ?? '').digest('hex').slice(0, 16)}`;
  return { ...doc, _rev: rev, _createdAt: doc._createdAt ?? at, _updatedAt: doc._updatedAt ?? at };
}

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

const readDocuments = (file: string) => (fs.existsSync(file) ? parseNdjson(fs.readFileSync(file, 'utf8'), file) : []);
const toNdjson = (docs: Iterable<ContentDocument>) => [...docs].map((doc) => JSON.stringify(doc)).join('\n') + '\n';

function seedSignature(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

export class WorkingDataset {
  readonly file: string;
  private readonly baseFile: string;
  private readonly seedFile: string;
  private readonly documents = new Map<string, ContentDocument>();
  private seedSeen = '';

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

  /**
   * Writes a set of changes (a document, or null to delete it) as one: durably on disk, then in
   * memory. Throws before changing anything when the disk refuses.
   */
  commit(changes: Map<string, ContentDocument | null>) {
    const next = new Map(this.documents);
    for (const [id, doc] of changes) {
      if (doc) next.set(id, doc);
      else next.delete(id);
    }
    writeFileDurably(this.file, toNdjson(next.values()));
    this.documents.clear();
    for (const [id, doc] of next) this.documents.set(id, doc);
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
    const base = new Map(readDocuments(this.baseFile).map((doc) => [doc._id, doc]));
    const seedText = toNdjson(seed);
    if (fs.existsSync(this.baseFile) && fs.readFileSync(this.baseFile, 'utf8') === seedText && this.documents.size > 0) return;
    const at = new Date().toISOString();
    const changes = new Map<string, ContentDocument | null>();
    const seedIds = new Set<string>();
    for (const doc of seed) {
      seedIds.add(doc._id);
      const working = this.documents.get(doc._id);
      const before = base.get(doc._id);
      const untouched = !working || (before !== undefined && contentOf(working) === contentOf(before));
      if (untouched && contentOf(working) !== contentOf(doc)) changes.set(doc._id, withSystemFields(doc, at));
      else if (working && !working._rev) changes.set(doc._id, withSystemFields(working, at));
    }
    for (const [id, before] of base) {
      const working = this.documents.get(id);
      if (!seedIds.has(id) && working && contentOf(working) === contentOf(before)) changes.set(id, null);
    }
    if (changes.size > 0 || !fs.existsSync(this.file)) this.commit(changes);
    writeFileDurably(this.baseFile, seedText);
  }
}
