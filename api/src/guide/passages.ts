import {
  articlePath,
  bookPath,
  episodePath,
  researchAreaPath,
  ROUTES,
  videoPreviewPath,
} from '../../../contracts/routes';
import type { ContentDocument } from '../content/dataset';

/** A few sentences of one published document, with where it is read and the heading it sits under. */
export interface Passage {
  id: string;
  docId: string;
  kind: PassageKind;
  title: string;
  heading: string | null;
  url: string;
  text: string;
}

export type PassageKind = 'article' | 'book' | 'episode' | 'video' | 'researchArea' | 'researchProject' | 'course' | 'mission' | 'about' | 'faq';

/** An episode as the episodes table holds it (the seed file's texts). */
export interface EpisodeText {
  id: string;
  name: string;
  description: string;
}

/** About three sentences: enough to quote as an answer, short enough that five fit a prompt. */
const PASSAGE_CHARS = 600;

interface Block {
  _type?: string;
  style?: string;
  listItem?: string;
  children?: { text?: string }[];
}

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const slugOf = (doc: ContentDocument): string => str((doc.slug as { current?: unknown } | undefined)?.current) || doc._id;

/** Splits a paragraph into sentences (keeping their ends) so a passage never stops mid-sentence. */
function sentences(text: string): string[] {
  return text.match(/[^.!?।]+(?:[.!?।]+["'”’)]*\s*|$)/gu)?.map((s) => s.trim()).filter(Boolean) ?? [text];
}

/** Packs paragraphs into passages of about PASSAGE_CHARS, splitting long paragraphs between sentences. */
function pack(paragraphs: string[]): string[] {
  const out: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) out.push(current.trim());
    current = '';
  };
  for (const paragraph of paragraphs) {
    const pieces = paragraph.length > PASSAGE_CHARS ? sentences(paragraph) : [paragraph];
    for (const piece of pieces) {
      if (current && current.length + piece.length + 1 > PASSAGE_CHARS) flush();
      current = current ? `${current} ${piece}` : piece;
    }
    // A paragraph that fills half a passage ends it: the next starts a new thought.
    if (current.length > PASSAGE_CHARS / 2) flush();
  }
  flush();
  return out;
}

/** Portable Text's blocks as sections: each heading and the paragraphs under it. */
function sections(blocks: unknown): { heading: string | null; paragraphs: string[] }[] {
  if (!Array.isArray(blocks)) return [];
  const out: { heading: string | null; paragraphs: string[] }[] = [{ heading: null, paragraphs: [] }];
  for (const block of blocks as Block[]) {
    if (block?._type !== 'block') continue;
    const text = (block.children ?? []).map((child) => child.text ?? '').join('').trim();
    if (!text) continue;
    if (/^h[1-6]$/.test(block.style ?? '')) out.push({ heading: text, paragraphs: [] });
    else out.at(-1)!.paragraphs.push(text);
  }
  return out.filter((section) => section.paragraphs.length > 0);
}

type Draft = Omit<Passage, 'id'>;

function fromSections(base: Omit<Draft, 'heading' | 'text'>, blocks: unknown, lead: string[] = []): Draft[] {
  const drafts: Draft[] = [];
  const parts = sections(blocks);
  if (lead.some(Boolean)) parts.unshift({ heading: null, paragraphs: lead.filter(Boolean) });
  for (const part of parts) for (const text of pack(part.paragraphs)) drafts.push({ ...base, heading: part.heading, text });
  return drafts;
}

const plain = (base: Omit<Draft, 'heading' | 'text'>, ...texts: string[]): Draft[] =>
  pack(texts.filter(Boolean)).map((text) => ({ ...base, heading: null, text }));

function documentPassages(doc: ContentDocument, byId: Map<string, ContentDocument>): Draft[] {
  const title = str(doc.title) || str(doc.heading) || str(doc.name);
  const docId = doc._id;
  switch (doc._type) {
    case 'article':
      return fromSections({ docId, kind: 'article', title, url: articlePath(slugOf(doc)) }, doc.body, [str(doc.subtitle), str(doc.excerpt)]);
    case 'book': {
      const author = byId.get(str((doc.author as { _ref?: unknown } | undefined)?._ref));
      const note = author ? `${str(author.name)}: ${str(author.bio)}` : '';
      return plain({ docId, kind: 'book', title, url: bookPath(slugOf(doc)) }, str(doc.description), note);
    }
    case 'videoSample':
      return plain({ docId, kind: 'video', title, url: videoPreviewPath(slugOf(doc)) }, str(doc.overview), str(doc.description));
    case 'researchArea':
      return plain({ docId, kind: 'researchArea', title, url: researchAreaPath(docId) }, str(doc.description), str(doc.details));
    case 'researchProject':
      return plain({ docId, kind: 'researchProject', title, url: ROUTES.researchProjects }, str(doc.description));
    case 'academyItem':
      return plain({ docId, kind: 'course', title, url: ROUTES.academy }, str(doc.description));
    case 'missionCard':
      return plain({ docId, kind: 'mission', title, url: ROUTES.mission }, str(doc.subtitle), str(doc.description));
    case 'lifeAim':
    case 'karmaStage':
      return plain({ docId, kind: 'mission', title: `${title} (${str(doc.meaning)})`, url: ROUTES.mission }, str(doc.description));
    case 'missionPage':
    case 'aboutPage': {
      const kind = doc._type === 'missionPage' ? 'mission' : 'about';
      const url = kind === 'mission' ? ROUTES.mission : ROUTES.about;
      const banner = doc.banner as { heading?: unknown; text?: unknown } | undefined;
      return fromSections({ docId, kind, title: str(banner?.heading), url }, doc.manifesto, [str(banner?.text)]);
    }
    case 'faq':
      return fromSections({ docId, kind: 'faq', title: str(doc.question), url: ROUTES.donate }, doc.answer);
    default:
      return [];
  }
}

/**
 * Every passage of the trust's published content: articles, books (with their author's note),
 * episodes, videos, research areas and projects, academy items, the mission and about pages and
 * the donation questions. Members' own writing is never part of it.
 */
export function buildPassages(documents: readonly ContentDocument[], episodes: readonly EpisodeText[]): Passage[] {
  const byId = new Map(documents.map((doc) => [doc._id, doc]));
  const drafts = documents.flatMap((doc) => documentPassages(doc, byId));
  for (const episode of episodes) {
    drafts.push(...plain({ docId: `episode-${episode.id}`, kind: 'episode', title: episode.name, url: episodePath(episode.id) }, episode.description));
  }
  return drafts.map((draft, index) => ({ ...draft, id: `${draft.docId}#${index}` }));
}
