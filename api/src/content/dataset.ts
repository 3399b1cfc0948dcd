import fs from 'node:fs';

export interface ContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

/** Where published content is read from (the server's DatasetStore, or anything with the same shape). */
export interface PublishedContent {
  published(): ContentDocument[];
}

/** Drafts are documents whose id is under the `drafts.` path; the published perspective hides them. */
export const isDraftId = (id: string) => id.startsWith('drafts.');

export function parseNdjson(text: string, source = 'dataset'): ContentDocument[] {
  return text
    .split('\n')
    .map((line, index) => ({ line: line.trim(), index }))
    .filter(({ line }) => line.length > 0)
    .map(({ line, index }) => {
      try {
        return JSON.parse(line) as ContentDocument;
      } catch {
        throw new Error(`${source}: line ${index + 1} is not valid JSON`);
      }
    });
}

/**
 * Inode, size and modification time: what changes when the file is rewritten (a stat, not a
 * read). A durable rewrite renames a new file into place, so the inode moves even when two
 * writes fall in the same millisecond with the same size.
 */
function fileSignature(file: string): string {
  try {
    const stat = fs.statSync(file);
    return `${stat.ino}:${stat.size}:${stat.mtimeMs}`;
  } catch {
    return 'missing';
  }
}

/** Every document of an NDJSON file, drafts included; no file, no documents. */
export function readAll(file: string): ContentDocument[] {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return parseNdjson(text, file);
}

/** The published documents of an NDJSON file (ids under `drafts.` hidden). */
export function readPublished(file: string): ContentDocument[] {
  return readAll(file).filter((doc) => !isDraftId(doc._id));
}

/**
 * The dataset file and its revision: a number that moves whenever the file changes (dev edits,
 * a new import). The query workers hold the parsed documents and reload when it moves; the
 * server's thread only stats the file.
 */
export class DatasetStore {
  readonly file: string;
  private signature = '';
  private revisionNumber = 0;

  private readonly beforeRevision: () => void;

  /** `beforeRevision` runs first on every check (the working dataset takes a newer seed there). */
  constructor(file: string, beforeRevision: () => void = () => undefined) {
    this.file = file;
    this.beforeRevision = beforeRevision;
  }

  /** The current revision (checked on every call). */
  revision(): number {
    this.beforeRevision();
    const signature = fileSignature(this.file);
    if (signature !== this.signature) {
      this.signature = signature;
      this.revisionNumber += 1;
    }
    return this.revisionNumber;
  }

  private parsed?: { revision: number; documents: ContentDocument[] };

  /** Parses the file once, so that a broken dataset fails the server's start rather than a visitor's query. */
  check(): void {
    readPublished(this.file);
  }

  /**
   * The published documents, parsed on this thread once per revision: the API checks that a
   * document a member acts on exists (api/src/interactions/targets.ts). Queries never use this;
   * they run in the workers.
   */
  published(): ContentDocument[] {
    const revision = this.revision();
    if (this.parsed?.revision !== revision) this.parsed = { revision, documents: readPublished(this.file) };
    return this.parsed.documents;
  }
}
