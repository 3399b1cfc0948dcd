/**
 * Sanity's mutation semantics, from Sanity's own @sanity/mutator: create, createIfNotExists,
 * createOrReplace, delete and patch (set, unset, insert, inc, dec, diffMatchPatch, setIfMissing…)
 * over one document. The revision checks (`ifRevisionID`) are made here, since the mutator leaves
 * them to the server.
 */
import { Mutation } from '@sanity/mutator';
import type { ContentDocument } from '../content/dataset';
import { StudioError } from './transactions';

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Document ids as Sanity allows them: letters, digits, `_`, `-` and `.`-separated paths, no leading `-`. */
const DOCUMENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;

export const isDocumentId = (value: unknown): value is string => typeof value === 'string' && DOCUMENT_ID.test(value);

/** A document body the store accepts: an object with an `_id` Sanity allows and a `_type`. */
export function requireDocument(value: unknown, what = 'document'): ContentDocument {
  if (!isObject(value)) throw new StudioError(400, 'validationError', `The ${what} must be a JSON object`);
  if (!isDocumentId(value._id)) {
    throw new StudioError(400, 'validationError', `The ${what} needs an _id of letters, digits, "_", "-" and "."`);
  }
  if (typeof value._type !== 'string' || value._type.trim() === '') {
    throw new StudioError(400, 'validationError', `The ${what} "${value._id}" needs a _type`);
  }
  return value as ContentDocument;
}

export function requireId(value: unknown, what = 'id'): string {
  if (!isDocumentId(value)) throw new StudioError(400, 'validationError', `"${what}" must be a document id`);
  return value;
}

/** The patch of a `patch` mutation applied to `doc` (null: the document does not exist). */
export function applyPatch(doc: ContentDocument | null, patch: JsonObject, id: string): ContentDocument | null {
  if (!doc) {
    throw new StudioError(409, 'documentNotFoundError', `The document "${id}" does not exist, so it cannot be patched`);
  }
  if (typeof patch.ifRevisionID === 'string' && patch.ifRevisionID !== doc._rev) {
    throw new StudioError(
      409,
      'documentRevisionIDDoesNotMatchError',
      `Document "${id}" has revision "${String(doc._rev)}", but the patch expected "${patch.ifRevisionID}"`,
    );
  }
  const { ifRevisionID: _ignored, query, id: _id, ...operations } = patch;
  if (query !== undefined) throw new StudioError(400, 'validationError', 'Patches by query are not supported here; patch documents by id');
  checkOperations(operations);
  return run(doc, { patch: { ...operations, id } });
}

/** The operations of a patch, each with the shape Sanity's API accepts. */
const OPERATIONS: Record<string, (value: unknown) => boolean> = {
  set: isObject,
  setIfMissing: isObject,
  inc: isObject,
  dec: isObject,
  diffMatchPatch: isObject,
  insert: isObject,
  unset: (value) => Array.isArray(value) && value.every((path) => typeof path === 'string'),
};

function checkOperations(operations: JsonObject) {
  for (const [name, value] of Object.entries(operations)) {
    const valid = OPERATIONS[name];
    if (!valid) throw new StudioError(400, 'validationError', `Unknown patch operation "${name.slice(0, 40)}"`);
    if (!valid(value)) throw new StudioError(400, 'validationError', `The patch operation "${name}" is malformed`);
  }
}

/** One mutation (create, patch, …) through @sanity/mutator; bad patch paths become 400s. */
export function run(doc: ContentDocument | null, mutation: JsonObject): ContentDocument | null {
  try {
    const result = new Mutation({ mutations: [mutation] }).apply(doc as Parameters<Mutation['apply']>[0]);
    return result as ContentDocument | null;
  } catch (error) {
    throw new StudioError(400, 'mutationError', `The mutation could not be applied: ${(error as Error).message}`);
  }
}

/** The target of a mutation or action, checked to be a document the request may name. */
export function targetOf(mutation: JsonObject): { kind: string; body: unknown } {
  const kinds = Object.keys(mutation);
  if (kinds.length !== 1) throw new StudioError(400, 'validationError', 'Each mutation must have exactly one operation');
  const kind = kinds[0]!;
  return { kind, body: mutation[kind] };
}
