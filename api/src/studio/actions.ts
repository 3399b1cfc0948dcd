/**
 * Sanity's Actions API (`data/actions`), which the Studio uses for every edit of a document that
 * is not live-edit: edits go to the draft (made from the published copy on the first edit), and
 * publish, discard, delete, unpublish and restore move documents between draft and published.
 * All actions of a request are one transaction: any refusal changes nothing.
 */
import type { ContentDocument } from '../content/dataset';
import { strengthenOnPublish } from './documentRules';
import { applyPatch, isObject, type JsonObject, requireDocument, requireId } from './patches';
import { StudioError, type TransactionDraft } from './transactions';

const DRAFTS = 'drafts.';
const draftIdOf = (publishedId: string) => `${DRAFTS}${publishedId}`;

function requirePair(action: JsonObject) {
  const publishedId = requireId(action.publishedId, 'publishedId');
  if (publishedId.startsWith(DRAFTS)) throw new StudioError(400, 'validationError', '"publishedId" must not be a draft id');
  const draftId = action.draftId === undefined ? draftIdOf(publishedId) : requireId(action.draftId, 'draftId');
  if (draftId !== draftIdOf(publishedId)) {
    throw new StudioError(400, 'validationError', `"draftId" must be "${draftIdOf(publishedId)}": this store has drafts, not releases`);
  }
  return { publishedId, draftId };
}

function checkRevision(doc: ContentDocument | null, expected: unknown, id: string) {
  if (expected === undefined) return;
  if (doc?._rev !== expected) {
    throw new StudioError(
      409,
      'documentRevisionIDDoesNotMatchError',
      `Document "${id}" has revision "${String(doc?._rev ?? 'none')}", but "${String(expected)}" was expected: someone else changed it. Reload and try again.`,
    );
  }
}

const missing = (id: string, doing: string) => new StudioError(409, 'documentNotFoundError', `Cannot ${doing}: the document "${id}" does not exist`);

/** Applies one action to the transaction. */
export function applyAction(draft: TransactionDraft, action: unknown) {
  if (!isObject(action) || typeof action.actionType !== 'string') throw new StudioError(400, 'validationError', 'Each action needs an "actionType"');
  switch (action.actionType) {
    case 'sanity.action.document.create': {
      const { publishedId, draftId } = requirePair(action);
      const attributes = requireDocument({ _id: draftId, ...(isObject(action.attributes) ? action.attributes : {}) }, 'attributes');
      if (attributes._id !== draftId && attributes._id !== publishedId) {
        throw new StudioError(400, 'validationError', `"attributes._id" must be "${draftId}" or "${publishedId}"`);
      }
      if (draft.get(attributes._id)) {
        if (action.ifExists === 'ignore') return;
        throw new StudioError(409, 'documentAlreadyExistsError', `The document "${attributes._id}" already exists`);
      }
      return draft.put(attributes._id, attributes);
    }
    case 'sanity.action.document.edit': {
      const { publishedId, draftId } = requirePair(action);
      if (!isObject(action.patch)) throw new StudioError(400, 'validationError', 'An edit needs a "patch" object');
      const published = draft.get(publishedId);
      // The first edit of a published document makes its draft from the published copy.
      const base = draft.get(draftId) ?? (published ? { ...published, _id: draftId } : null);
      const after = applyPatch(base, action.patch, draftId);
      return draft.put(draftId, after && requireDocument(after));
    }
    case 'sanity.action.document.publish': {
      const { publishedId, draftId } = requirePair(action);
      const current = draft.get(draftId);
      if (!current) throw missing(draftId, 'publish');
      checkRevision(current, action.ifDraftRevisionId, draftId);
      checkRevision(draft.get(publishedId), action.ifPublishedRevisionId, publishedId);
      const { _originalId: _ignored, ...published }: ContentDocument = { ...current, _id: publishedId };
      draft.put(publishedId, requireDocument(strengthenOnPublish(published)));
      return draft.put(draftId, null);
    }
    case 'sanity.action.document.discard': {
      const draftId = requireId(action.draftId, 'draftId');
      if (!draftId.startsWith(DRAFTS)) throw new StudioError(400, 'validationError', '"draftId" must be a draft id');
      if (!draft.get(draftId)) throw missing(draftId, 'discard changes');
      return draft.put(draftId, null);
    }
    case 'sanity.action.document.delete': {
      const { publishedId, draftId } = requirePair(action);
      const includeDrafts = Array.isArray(action.includeDrafts) ? action.includeDrafts.map((id) => requireId(id, 'includeDrafts')) : [];
      if (!draft.get(publishedId) && !draft.get(draftId)) throw missing(publishedId, 'delete');
      for (const id of new Set([publishedId, ...includeDrafts])) if (draft.get(id)) draft.put(id, null);
      return;
    }
    case 'sanity.action.document.unpublish': {
      const { publishedId, draftId } = requirePair(action);
      const published = draft.get(publishedId);
      if (!published) throw missing(publishedId, 'unpublish');
      // The content is kept as a draft, so unpublishing loses nothing.
      if (!draft.get(draftId)) draft.put(draftId, { ...published, _id: draftId });
      return draft.put(publishedId, null);
    }
    case 'sanity.action.document.replaceDraft': {
      const { publishedId, draftId } = requirePair(action);
      const attributes = requireDocument({ ...(isObject(action.attributes) ? action.attributes : {}), _id: draftId }, 'attributes');
      void publishedId;
      return draft.put(draftId, attributes);
    }
    default:
      throw new StudioError(400, 'validationError', `The action "${action.actionType}" is not supported by this store (no releases or variants)`);
  }
}
