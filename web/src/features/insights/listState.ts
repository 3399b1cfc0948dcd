import { ARTICLE_FILTERS, type ArticleFilter } from '@contracts/articleBasics';
import type { ListState } from './listAddress';

export function parseListState(search: URLSearchParams): ListState {
  const filter = search.get('filter') ?? 'all';
  return {
    filter: (ARTICLE_FILTERS as readonly string[]).includes(filter) ? (filter as ArticleFilter) : 'all',
    q: (search.get('q') ?? '').trim().slice(0, 100),
    topic: /^[a-z0-9-]{1,100}$/.test(search.get('topic') ?? '') ? search.get('topic')! : '',
  };
}

/** Following and Saved are a member's own: a visitor is asked to log in first. */
export const needsMember = (filter: ArticleFilter) => filter === 'following' || filter === 'saved';

/** `?write=new` or `?write=<id>`: the editor in place of the list (the Your Article toggle). */
export const writeParamOf = (search: URLSearchParams) => search.get('write');
