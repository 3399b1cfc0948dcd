/**
 * Sample values for the parameters of web/'s page queries, shared by the content tests and
 * `npm run bench -- content` so both ask the questions the pages ask.
 */
/** Sample parameters for the page queries of web/; a new parameter name needs a sample here. */
export const SAMPLE_PARAMS: Record<string, unknown> = {
  terms: 'vedas',
  slug: 'why-the-rishis-sat-still',
  kind: 'terms',
  id: 'book-wisdom-of-the-upanishads',
  // The book list as a first visit asks for it: no filter, newest first, the first page.
  categories: [],
  languages: [],
  formats: [],
  minStars: 0,
  ratedIds: [],
  ratings: [],
  sort: 'newest',
  start: 0,
  end: 24,
  search: 'veda*',
};

/** Where one query's parameter means something else (a book's slug, not an article's). */
const QUERY_SAMPLE_PARAMS: Record<string, Record<string, unknown>> = {
  bookDetailQuery: { slug: 'advaita-in-plain-words' },
  bookSearchQuery: { sort: 'relevance' },
};

/** The parameter names a query uses, each with its sample value (undefined when there is none). */
export function sampleParamsFor(name: string, groq: string): { names: string[]; params: Record<string, unknown> } {
  const names = [...new Set([...groq.matchAll(/\$(\w+)/g)].map((m) => m[1]!))];
  const samples = { ...SAMPLE_PARAMS, ...QUERY_SAMPLE_PARAMS[name] };
  return { names, params: Object.fromEntries(names.map((n) => [n, samples[n]])) };
}
