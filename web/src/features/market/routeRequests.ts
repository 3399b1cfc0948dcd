import { contentRequest } from '~/shared/content/useContent';
import type { DataRequest } from '~/shared/data/pageData';
import { bookListRequest } from './listData';
import { parseListState } from './listState';
import { bookDetailQuery, marketplaceSettingsQuery } from './queries';

/** What the marketplace pages read before rendering (route loaders, on the server and in the browser). */
export const marketListRequests = (search: URLSearchParams): DataRequest[] => [
  contentRequest(marketplaceSettingsQuery),
  bookListRequest(parseListState(search)),
];

export const bookSlugOf = (search: URLSearchParams) => (search.get('book') ?? '').trim();

export const bookDetailRequests = (search: URLSearchParams): DataRequest[] => {
  const slug = bookSlugOf(search);
  // Without a slug the query answers null too: the page says "book not found" and the server answers 404.
  return [contentRequest(marketplaceSettingsQuery), { ...contentRequest(bookDetailQuery, { slug }), notFoundWhenMissing: true }];
};
