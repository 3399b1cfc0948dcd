/**
 * The marketplace list's whole state lives in the address (filters, search, sort, page, view), so
 * a link reproduces the view and Back/Forward step through changes. Parsing is forgiving: an
 * unknown value is dropped, never an error, so an old or edited link still shows a list.
 */
export const SORTS = ['relevance', 'newest', 'price-asc', 'price-desc', 'rating'] as const;
export type Sort = (typeof SORTS)[number];
export const SORT_LABELS: Record<Sort, string> = {
  relevance: 'Relevance',
  newest: 'Newest first',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  rating: 'Customer rating',
};
export const PAGE_SIZE = 24;
const MAX_SEARCH_WORDS = 8;

export interface ListState {
  search: string;
  categories: string[];
  languages: string[];
  formats: string[];
  /** 0 for no rating filter. */
  minStars: number;
  sort: Sort;
  page: number;
  view: 'grid' | 'list';
}

export const EMPTY_FILTERS = { categories: [], languages: [], formats: [], minStars: 0 } satisfies Partial<ListState>;

const SLUG = /^[a-z0-9-]{1,80}$/;
const values = (params: URLSearchParams, name: string) => [...new Set(params.getAll(name).filter((value) => SLUG.test(value)))].sort();

export function parseListState(params: URLSearchParams): ListState {
  const search = (params.get('q') ?? '').slice(0, 100);
  const requestedSort = params.get('sort') as Sort | null;
  const defaultSort: Sort = search.trim() ? 'relevance' : 'newest';
  // Relevance means nothing without a search.
  const sort = requestedSort && SORTS.includes(requestedSort) && (requestedSort !== 'relevance' || search.trim()) ? requestedSort : defaultSort;
  const stars = Number(params.get('stars'));
  const page = Number(params.get('page'));
  return {
    search,
    categories: values(params, 'cat'),
    languages: values(params, 'lang'),
    formats: values(params, 'fmt'),
    minStars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? stars : 0,
    sort,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
    view: params.get('view') === 'list' ? 'list' : 'grid',
  };
}

/** The address's query for a state: defaults left out, values in a stable order. */
export function listStateToSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const value of [...state.categories].sort()) params.append('cat', value);
  for (const value of [...state.languages].sort()) params.append('lang', value);
  for (const value of [...state.formats].sort()) params.append('fmt', value);
  if (state.minStars) params.set('stars', String(state.minStars));
  if (state.sort !== (state.search.trim() ? 'relevance' : 'newest')) params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  if (state.view === 'list') params.set('view', 'list');
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** Whether any filter or search narrows the list. */
export const isFiltered = (state: ListState) =>
  Boolean(state.search.trim()) || state.categories.length + state.languages.length + state.formats.length > 0 || state.minStars > 0;

/**
 * The search box's text as a GROQ `match` pattern: each word a prefix (`upan*`), so "upan wis"
 * finds "The Wisdom of the Upanishads". Characters GROQ would read as syntax are dropped.
 */
export function searchPattern(search: string): string {
  const words = search
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_SEARCH_WORDS);
  return words.map((word) => `${word}*`).join(' ');
}
