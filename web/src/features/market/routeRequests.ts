import { contentRequest } from '~/shared/content/useContent';
import type { DataRequest } from '~/shared/data/pageData';
import { bookDetailQuery } from './bookQuery';
import { marketplaceSettingsQuery } from './queries';

// What a book's page reads before rendering (its route loader, on the server and in the browser);
// the list's requests are in listRequests.ts, so a book's page does not load the list's code.

export const bookSlugOf = (search: URLSearchParams) => (search.get('book') ?? '').trim();

export const bookDetailRequests = (search: URLSearchParams): DataRequest[] => {
  const slug = bookSlugOf(search);
  // Without a slug the query answers null too: the page says "book not found" and the server answers 404.
  return [contentRequest(marketplaceSettingsQuery), { ...contentRequest(bookDetailQuery, { slug }), notFoundWhenMissing: true }];
};
