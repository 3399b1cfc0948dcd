/**
 * How a newer seed (a pull, `npm run content:build`) reaches a working dataset document by
 * document: the seed the working set was last merged with (its "base") is kept, and a document
 * staff never changed follows the new seed, while one they changed keeps their version. The same
 * plan serves the file store and the shared store in PostgreSQL.
 */
import type { ContentDocument } from './dataset';

/** Fields the store sets on every write: equal content with other values is still unchanged. */
const SYSTEM_FIELDS = new Set(['_rev', '_createdAt', '_updatedAt']);

/** A value with every object's keys in order (PostgreSQL's JSONB does not keep the order they were written in). */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
  );
}

/** The content of a document without the fields the store sets, in a stable form for comparing. */
export function contentOf(doc: ContentDocument | undefined): string | undefined {
  if (!doc) return undefined;
  return JSON.stringify(canonical(Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.has(key)))));
}

/**
 * A seed document as the store keeps it: with the merge's revision (its transaction, so the
 * Studio's history finds the change that made this state) and timestamps.
 */
function withSystemFields(doc: ContentDocument, at: string, rev: string): ContentDocument {
  return { ...doc, _rev: rev, _createdAt: doc._createdAt ?? at, _updatedAt: doc._updatedAt ?? at };
}

/** The changes that bring `working` up to `seed`, given the `base` it was last merged with, as transaction `rev`. */
export function planSeedMerge(
  seed: ContentDocument[],
  base: Map<string, ContentDocument>,
  working: (id: string) => ContentDocument | undefined,
  at: string,
  rev: string,
): Map<string, ContentDocument | null> {
  const changes = new Map<string, ContentDocument | null>();
  const seedIds = new Set<string>();
  for (const doc of seed) {
    seedIds.add(doc._id);
    const current = working(doc._id);
    const before = base.get(doc._id);
    const untouched = !current || (before !== undefined && contentOf(current) === contentOf(before));
    if (untouched && contentOf(current) !== contentOf(doc)) changes.set(doc._id, withSystemFields(doc, at, rev));
    else if (current && !current._rev) changes.set(doc._id, withSystemFields(current, at, rev));
  }
  for (const [id, before] of base) {
    const current = working(id);
    if (!seedIds.has(id) && current && contentOf(current) === contentOf(before)) changes.set(id, null);
  }
  return changes;
}
