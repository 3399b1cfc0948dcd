import useSWR, { type SWRConfiguration } from 'swr';
import type { DataRequest } from '../data/pageData';
import { loadContentClient } from './client';
import { isFreshFromServer } from './embeddedData';

type Params = Record<string, string | number | boolean | string[] | null>;

/** A content query as a page data request: the key useContent reads it under, and its fetch. */
export const contentRequest = (query: string, params: Params = {}): DataRequest => ({
  key: ['content', query, params],
  fetch: async () => (await loadContentClient()).fetch(query, params),
});

/**
 * Reads content with a GROQ query (written with `defineQuery` beside the feature that uses it).
 * The result type comes from the generated sanity.types.ts through the client's overloads.
 * An answer the server just embedded in the page is not fetched again on hydration.
 */
export function useContent<const Q extends string>(query: Q, params: Params = {}, config?: SWRConfiguration) {
  const key = ['content', query, params] as const;
  return useSWR(key, async () => (await loadContentClient()).fetch(query, params), {
    revalidateOnFocus: false,
    keepPreviousData: true,
    revalidateOnMount: !isFreshFromServer(key),
    ...config,
  });
}
