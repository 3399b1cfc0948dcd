import useSWR, { type SWRConfiguration } from 'swr';
import { contentClient } from './client';

type Params = Record<string, string | number | boolean | string[] | null>;

/**
 * Reads content with a GROQ query (written with `defineQuery` beside the feature that uses it).
 * The result type comes from the generated sanity.types.ts through the client's overloads.
 */
export function useContent<const Q extends string>(query: Q, params: Params = {}, config?: SWRConfiguration) {
  return useSWR(['content', query, params], () => contentClient.fetch(query, params), {
    revalidateOnFocus: false,
    keepPreviousData: true,
    ...config,
  });
}
