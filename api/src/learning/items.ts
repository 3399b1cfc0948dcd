import type { PlayableType } from '../../../contracts/learningRules';
import type { ContentDocument } from '../content/dataset';
import type { PublishedContent } from '../content/dataset';

/** What the server reads of a playable document. */
export interface PlayableItem {
  _id: string;
  _type: string;
  title?: string;
  status?: string;
  premium?: boolean;
  video?: { file?: string; seconds?: number };
}

const DOCUMENT_TYPE: Record<PlayableType, string> = {
  'academy-item': 'academyItem',
  spark: 'spark',
  'video-sample': 'videoSample',
};

/**
 * A published item that visitors may see, by target type and id: an academy item the trust has
 * not released (status draft) is nobody's to play.
 */
export function findPlayable(content: PublishedContent, type: PlayableType, id: string): PlayableItem | undefined {
  const doc = content.published().find((d: ContentDocument) => d._id === id) as PlayableItem | undefined;
  if (!doc || doc._type !== DOCUMENT_TYPE[type]) return undefined;
  if (doc._type === 'academyItem' && doc.status !== 'published') return undefined;
  return doc;
}
