import fs from 'node:fs';

export interface ContentDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
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
 * The seed dataset held in memory: groq-js has no indexes, so documents are parsed once and
 * re-read only when the file changes (dev edits, a new import).
 */
export class DatasetStore {
  private documents: ContentDocument[] = [];
  private loadedMtime = -1;

  constructor(readonly file: string) {}

  /** Published documents only (ids under `drafts.` hidden). */
  published(): ContentDocument[] {
    const mtime = fs.existsSync(this.file) ? fs.statSync(this.file).mtimeMs : 0;
    if (mtime !== this.loadedMtime) {
      const text = mtime ? fs.readFileSync(this.file, 'utf8') : '';
      this.documents = parseNdjson(text, this.file).filter((doc) => !isDraftId(doc._id));
      this.loadedMtime = mtime;
    }
    return this.documents;
  }
}
