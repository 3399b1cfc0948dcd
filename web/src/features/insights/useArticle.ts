import useSWR from 'swr';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import type { ArticleView } from '@contracts/insights';
import { ApiError } from '~/shared/api/ApiError';
import { callEndpoint } from '~/shared/api/client';
import { usePageAnswer, type DataRequest } from '~/shared/data/pageData';
import { useSession } from '~/shared/session/useSession';

const keyOf = (slug: string, token: string) => ['insights-article', slug, token] as const;

/** null when there is no such published article (the page answers 404). */
async function fetchArticle(slug: string): Promise<ArticleView | null> {
  try {
    return (await callEndpoint(INSIGHTS_ENDPOINTS.article, { params: { slug } })).article;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const articleSlugOf = (search: URLSearchParams) => (search.get('article') ?? '').trim();

export function articleRequest(slug: string): DataRequest {
  return {
    key: keyOf(slug, ''),
    fetch: () => fetchArticle(slug),
    load: (context) => (slug ? context.insightsArticle(slug) : Promise.resolve(null)),
    notFoundWhenMissing: true,
  };
}

/** The article as the loader read it for a visitor, then again under a member's token for their marks. */
export function useArticle(slug: string) {
  const { token } = useSession();
  const fromLoader = usePageAnswer(keyOf(slug, '')) as ArticleView | null | undefined;
  const swr = useSWR(slug ? keyOf(slug, token ?? '') : null, ([, s]) => fetchArticle(s), {
    revalidateOnFocus: false,
    revalidateOnMount: !(fromLoader !== undefined && !token),
    fallbackData: fromLoader,
  });
  return { article: slug ? swr.data : null, error: swr.error as Error | undefined, mutate: swr.mutate };
}
