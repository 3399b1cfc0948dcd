/**
 * Sanity's Doc endpoint (`data/doc/{dataset}/{id,id,…}`): the documents asked for that exist, in
 * the order asked, and every other id listed as omitted, so one missing draft among a document's
 * references never fails the whole read.
 */
import type { ContentStore } from '../content';
import type { ContentDocument } from '../content/dataset';
import { isDocumentId } from './patches';
import { StudioError } from './transactions';

export interface DocumentsAnswer {
  documents: ContentDocument[] | Pick<ContentDocument, '_id' | '_type' | '_rev'>[];
  omitted: { id: string; reason: 'existence' | 'permission' }[];
}

/** The ids of the address's last segment: comma-separated, each possibly percent-encoded on its own. */
function idsOf(segment: string): string[] {
  const ids = segment.split(',').filter((id) => id !== '');
  if (ids.length === 0) throw new StudioError(400, 'validationError', 'Name at least one document id');
  return [...new Set(ids.map((raw) => {
    let id: string;
    try {
      id = decodeURIComponent(raw);
    } catch {
      id = raw;
    }
    if (!isDocumentId(id)) throw new StudioError(400, 'validationError', `Malformed document ID: "${raw.slice(0, 140)}"`);
    return id;
  }))];
}

/** Staff may read every document, so an id is only ever omitted because nothing has it. */
export function documentsById(content: ContentStore, segment: string, excludeContent: boolean): DocumentsAnswer {
  const documents: ContentDocument[] = [];
  const omitted: DocumentsAnswer['omitted'] = [];
  for (const id of idsOf(segment)) {
    const doc = content.working.get(id);
    if (doc) documents.push(doc);
    else omitted.push({ id, reason: 'existence' });
  }
  return { documents: excludeContent ? documents.map(({ _id, _type, _rev }) => ({ _id, _type, _rev })) : documents, omitted };
}
