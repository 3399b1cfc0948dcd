import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import { usePageAnswer, type DataRequest } from '../data/pageData';
import { loadContentClient } from './client';

type Params = Record<string, string | number | boolean | string[] | null>;

/** A content query as a page data request: the key useContent reads it under, and its two ways of fetching. */
export const contentRequest = (query: string, params: Params = {}): DataRequest => ({
  key: ['content', query, params],
  fetch: async () => (await loadContentClient()).fetch(query, params),
  load: (context) => context.queryContent(query, params),
});

/**
 * Reads content with a GROQ query (written with `defineQuery` beside the feature that uses it).
 * The result type comes from the generated schemas/sanity.types.ts through the client's overloads.
 * What the page's loader already read is used as it is; anything else (a search, a retry after a
 * failed read) is fetched in the browser.
 */
export function useContent<const Q extends string>(query: Q, params: Params = {}, config?: SWRConfiguration) {
  const key = ['content', query, params] as const;
  const fromLoader = usePageAnswer(key);
  const swr = useSWR(fromLoader === undefined ? key : null, async () => (await loadContentClient()).fetch(query, params), {
    revalidateOnFocus: false,
    keepPreviousData: true,
    ...config,
  });
  if (fromLoader === undefined) return swr;
  type Answer = typeof swr extends SWRResponse<infer D> ? D : never;
  return { data: fromLoader as Answer, error: undefined, isLoading: false, isValidating: false, mutate: swr.mutate } as typeof swr;
}
