/**
 * Sanity's Mutations API (`data/mutate`): what the Studio sends for live-edit types (changes go
 * straight to the published document) and what a client's create/patch/delete calls send. All
 * mutations of a request are one transaction.
 */
import { applyPatch, isObject, requireDocument, requireId, run, targetOf } from './patches';
import { StudioError, type TransactionDraft } from './transactions';

export interface MutationResult {
  id: string;
  operation: 'create' | 'update' | 'delete' | 'none';
}

/** Applies one mutation to the transaction; returns what it did, as Sanity's `results` entries say. */
export function applyMutation(draft: TransactionDraft, mutation: unknown): MutationResult {
  if (!isObject(mutation)) throw new StudioError(400, 'validationError', 'Each mutation must be a JSON object');
  const { kind, body } = targetOf(mutation);
  switch (kind) {
    case 'create':
    case 'createIfNotExists':
    case 'createOrReplace': {
      const doc = requireDocument(body);
      const existing = draft.get(doc._id);
      if (existing && kind === 'create') throw new StudioError(409, 'documentAlreadyExistsError', `The document "${doc._id}" already exists`);
      if (existing && kind === 'createIfNotExists') return { id: doc._id, operation: 'none' };
      const after = run(existing, { [kind]: doc });
      draft.put(doc._id, after && requireDocument(after));
      return { id: doc._id, operation: existing ? 'update' : 'create' };
    }
    case 'delete': {
      if (!isObject(body) || body.query !== undefined) throw new StudioError(400, 'validationError', 'Delete documents by id ({"delete": {"id": "…"}})');
      const id = requireId(body.id);
      if (!draft.get(id)) return { id, operation: 'none' };
      draft.put(id, null);
      return { id, operation: 'delete' };
    }
    case 'patch': {
      if (!isObject(body)) throw new StudioError(400, 'validationError', 'A patch must be a JSON object');
      const id = requireId(body.id);
      const after = applyPatch(draft.get(id), body, id);
      draft.put(id, after && requireDocument(after));
      return { id, operation: 'update' };
    }
    default:
      throw new StudioError(400, 'validationError', `Unknown mutation "${kind}"`);
  }
}
