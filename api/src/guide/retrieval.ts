import MiniSearch from 'minisearch';
import type { ContentDocument } from '../content/dataset';
import { buildPassages, type EpisodeText, type Passage } from './passages';
import { indexWords } from './spelling';

/** The passage index: BM25 ranking over folded words, fuzzy and prefix matching, titles and headings weigh more. */
export interface PassageIndex {
  passages: readonly Passage[];
  /** The passages for a question; `context` (the previous question) only helps rank what the question itself finds. */
  search(question: string, limit: number, context?: string): Passage[];
}

export function createPassageIndex(passages: readonly Passage[]): PassageIndex {
  const byId = new Map(passages.map((passage) => [passage.id, passage]));
  const index = new MiniSearch<Passage>({
    fields: ['title', 'heading', 'text'],
    storeFields: [],
    tokenize: indexWords,
    // Words arrive folded and lower-cased already (tokenize); MiniSearch's own lower-casing is not wanted.
    processTerm: (term) => term,
    searchOptions: {
      boost: { title: 3, heading: 2, text: 1 },
      // One wrong letter in five ("Upanisad" for "Upanishad" after folding, "Krishna" for "Kṛṣṇa").
      fuzzy: (term) => (term.length > 4 ? 0.2 : false),
      prefix: (term) => term.length > 3,
      combineWith: 'OR',
    },
  });
  index.addAll(passages.map((passage) => ({ ...passage, heading: passage.heading ?? '' })));
  return {
    passages,
    search(question, limit, context) {
      const words = indexWords(question);
      if (words.length === 0) return [];
      const own = index.search(question);
      if (own.length === 0) return [];
      const ownIds = new Set(own.map((hit) => hit.id));
      const hits = context
        ? // A follow-up ("and the silence after it?") names its subject in the previous question, which weighs less.
          index.search(`${question} ${context}`, { boostTerm: (term) => (words.includes(term) ? 1 : 0.3), filter: (hit) => ownIds.has(hit.id) })
        : own;
      const found: Passage[] = [];
      // One passage a document first, then seconds: five sources from five places answer more.
      const seconds: Passage[] = [];
      const seen = new Set<string>();
      for (const hit of hits) {
        const passage = byId.get(String(hit.id));
        if (!passage) continue;
        if (seen.has(passage.docId)) seconds.push(passage);
        else {
          seen.add(passage.docId);
          found.push(passage);
        }
        if (found.length >= limit) break;
      }
      return [...found, ...seconds].slice(0, limit);
    },
  };
}

/** Builds the index from the published documents and the episodes. */
export const indexContent = (documents: readonly ContentDocument[], episodes: readonly EpisodeText[]) =>
  createPassageIndex(buildPassages(documents, episodes));

/**
 * The index kept current: rebuilt when the dataset's revision moves (a publish in the Studio, a new
 * import), checked at most once per `recheckMs` so a burst of questions stats the file once.
 */
export function createLiveIndex(source: {
  revision: () => number;
  published: () => readonly ContentDocument[];
  episodes: () => Promise<readonly EpisodeText[]>;
  recheckMs: number;
  now?: () => number;
}) {
  const now = source.now ?? Date.now;
  let built: { revision: number; index: PassageIndex } | null = null;
  let checkedAt = -Infinity;
  let building: Promise<PassageIndex> | null = null;
  return async function current(): Promise<PassageIndex> {
    if (built && now() - checkedAt < source.recheckMs) return built.index;
    if (building) return building;
    building = (async () => {
      const revision = source.revision();
      checkedAt = now();
      if (!built || built.revision !== revision) built = { revision, index: indexContent(source.published(), await source.episodes()) };
      return built.index;
    })().finally(() => {
      building = null;
    });
    return building;
  };
}
