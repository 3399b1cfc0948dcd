import { ARTICLE_FILTERS, type ArticleFilter } from '@contracts/articleRules';

/** The list's state lives in the address (`?filter=saved&topic=yoga&q=gita`), so it can be shared and survives a reload. */
export interface ListState {
  filter: ArticleFilter;
  q: string;
  topic: string;
}

export function parseListState(search: URLSearchParams): ListState {
  const filter = search.get('filter') ?? 'all';
  return {
    filter: (ARTICLE_FILTERS as readonly string[]).includes(filter) ? (filter as ArticleFilter) : 'all',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    topic: /^[a-z0-9-]{1,100}$/.test(search.get('topic') ?? '') ? search.get('topic')! : '',
  };
}

export function listSearch(state: ListState): string {
  const params = new URLSearchParams();
  if (state.filter !== 'all') params.set('filter', state.filter);
  if (state.topic) params.set('topic', state.topic);
  if (state.q) params.set('q', state.q);
  return params.size ? `?${params}` : '';
}

/** Following and Saved are a member's own: a visitor is asked to log in first. */
export const needsMember = (filter: ArticleFilter) => filter === 'following' || filter === 'saved';

/** `?write=new` or `?write=<id>`: the editor in place of the list (the Your Article toggle). */
export const writeParamOf = (search: URLSearchParams) => search.get('write');
