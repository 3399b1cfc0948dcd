/** The seed dataset as the browser tests read their expectations from it (not copied into tests). */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../../api/src/config';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- seed documents are read field by field
export type Doc = Record<string, any>;

const documents: Doc[] = fs
  .readFileSync(path.join(ROOT_DIR, 'content', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((line) => JSON.parse(line));

const byId = new Map(documents.map((doc) => [doc._id as string, doc]));

export function seedDoc(id: string): Doc {
  const doc = byId.get(id);
  if (!doc) throw new Error(`No seed document "${id}"`);
  return doc;
}

/** The documents an array of references points at, in order. */
export const deref = (refs: { _ref: string }[] | undefined): Doc[] => (refs ?? []).map((ref) => seedDoc(ref._ref));

export const seedOfType = (type: string): Doc[] =>
  documents.filter((doc) => doc._type === type).sort((a, b) => (a.order ?? 0) - (b.order ?? 0));

/** "#7a1f2b" → "rgb(122, 31, 43)", as getComputedStyle reports colours. */
export function hexToRgb(hex: string): string {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const n = Number.parseInt(full.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}
