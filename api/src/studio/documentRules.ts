/**
 * What the store refuses to write, besides malformed documents, as Sanity's Content Lake and this
 * site's schema would: a document of a type the Studio's schema does not have, and a published
 * document with a strong reference to a document that does not exist. Drafts may point at
 * documents not yet published; the Studio marks those references weak until the publish.
 */
import extractedSchema from '../../../studio/schema.json' with { type: 'json' };
import type { ContentDocument } from '../content/dataset';
import { linkRefusal } from './linkRule';

const isDraftOrVersion = (id: string) => id.startsWith('drafts.') || id.startsWith('versions.');

/** The document types of the schema (`sanity schema extract`), Sanity's asset types among them. */
export const DOCUMENT_TYPES: ReadonlySet<string> = new Set(
  (extractedSchema as { name: string; type: string }[]).filter((entry) => entry.type === 'document').map((entry) => entry.name),
);

export function typeRefusal(doc: ContentDocument): string | null {
  return DOCUMENT_TYPES.has(doc._type) ? null : `Unknown document type "${doc._type.slice(0, 80)}": the schema has no such document type`;
}

type Reference = { _ref: string; _weak?: boolean; _strengthenOnPublish?: { weak?: boolean } };

const isReference = (value: unknown): value is Reference =>
  typeof value === 'object' && value !== null && typeof (value as { _ref?: unknown })._ref === 'string';

/** Every `_ref` of a document that is not weak. */
export function strongReferences(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) strongReferences(item, found);
  } else if (value && typeof value === 'object') {
    if (isReference(value) && value._weak !== true) found.push(value._ref);
    for (const inner of Object.values(value)) strongReferences(inner, found);
  }
  return found;
}

/**
 * The published copy of a draft: references the Studio made weak because their target was not
 * published yet (`_strengthenOnPublish`) become strong, as Sanity's publish does, unless the field
 * itself is weak.
 */
export function strengthenOnPublish<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item) => strengthenOnPublish(item)) as T;
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, strengthenOnPublish(inner)] as const);
  const copy: Record<string, unknown> = Object.fromEntries(entries);
  if (isReference(value) && value._strengthenOnPublish) {
    const keepWeak = value._strengthenOnPublish.weak === true;
    delete copy._strengthenOnPublish;
    if (!keepWeak) delete copy._weak;
  }
  return copy as T;
}

export interface Refusal {
  statusCode: number;
  type: string;
  description: string;
  /** The document whose write breaks the rule. */
  id: string;
}

/**
 * The first rule a transaction breaks, or null: a document of an unknown type; a published
 * document with an unsafe link, or with a strong reference to a document that will not exist;
 * a published document deleted (or unpublished) while another published document strongly
 * references it. `get` sees the transaction's own writes; `untouched` is every other document.
 */
export function firstRefusal(
  changes: ReadonlyMap<string, { before: ContentDocument | null; after: ContentDocument | null }>,
  get: (id: string) => ContentDocument | null,
  untouched: ContentDocument[],
): Refusal | null {
  for (const [id, { after }] of changes) {
    if (!after) continue;
    const unknownType = typeRefusal(after);
    if (unknownType) return { statusCode: 400, type: 'validationError', description: unknownType, id };
    const unsafe = linkRefusal(id, after);
    if (unsafe) return { statusCode: 400, type: 'validationError', description: unsafe, id };
    if (isDraftOrVersion(id)) continue;
    const missing = strongReferences(after).find((ref) => get(ref) === null);
    if (missing !== undefined) {
      return { statusCode: 409, type: 'documentReferenceError', description: `Document "${id}" references non-existent document "${missing}"`, id };
    }
  }
  const gone = new Set([...changes].filter(([id, { before, after }]) => before && !after && !isDraftOrVersion(id)).map(([id]) => id));
  if (gone.size === 0) return null;
  const remaining = [...untouched, ...[...changes.values()].flatMap(({ after }) => (after ? [after] : []))];
  for (const doc of remaining) {
    if (isDraftOrVersion(doc._id)) continue;
    const target = strongReferences(doc).find((ref) => gone.has(ref));
    if (target !== undefined) {
      return {
        statusCode: 409,
        type: 'documentHasExistingReferencesError',
        description: `Document "${target}" cannot be deleted or unpublished as there are references to it from "${doc._id}"`,
        id: target,
      };
    }
  }
  return null;
}
