import { contentRequest } from '~/shared/content/useContent';
import type { DataRequest } from '~/shared/data/pageData';
import { bookListRequest } from './listData';
import { parseListState } from './listState';
import { marketplaceSettingsQuery } from './queries';

/** What the marketplace reads before rendering (its route loader, on the server and in the browser). */
export const marketListRequests = (search: URLSearchParams): DataRequest[] => [
  contentRequest(marketplaceSettingsQuery),
  bookListRequest(parseListState(search)),
];
