import useSWRInfinite from 'swr/infinite';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import type { ArticlesAnswer } from '@contracts/insights';
import { callEndpoint } from '~/shared/api/client';
import { usePageAnswer, type DataRequest } from '~/shared/data/pageData';
import { useSession } from '~/shared/session/useSession';
import { useListGeneration } from './listGeneration';
import type { ListState } from './listAddress';
import { needsMember } from './listState';

type ListPage = Omit<ArticlesAnswer, 'success'>;

/** A page of the articles a state chooses, from /api/v1. */
const fetchArticles = (state: ListState, page: number) =>
  callEndpoint(INSIGHTS_ENDPOINTS.articles, {
    query: { filter: state.filter, ...(state.q ? { q: state.q } : {}), ...(state.topic ? { topic: state.topic } : {}), page: String(page) },
  });

/** One page of the list as one viewer sees it (a visitor's key has no token). */
const keyOf = (state: ListState, token: string, page: number, generation = 0) => ['insights-articles', state, token, page, generation] as const;

/** The visitor's first page, read by the route's loader in-process. */
export function articleListRequest(state: ListState): DataRequest {
  return {
    key: keyOf(state, '', 1),
    fetch: () => fetchArticles(state, 1),
    load: async (context) => {
      if (needsMember(state.filter)) throw new Error('A member’s own list is read in the browser.');
      return context.insightsArticles({ filter: state.filter, ...(state.q ? { q: state.q } : {}), ...(state.topic ? { topic: state.topic } : {}) });
    },
  };
}

/**
 * The list, a page at a time (more on scroll or "Load more"). A visitor's first page is the
 * loader's; a member's is read again under their token, so their saves show, while the visitor's
 * page stays on screen.
 */
export function useArticleList(state: ListState) {
  const { token } = useSession();
  const viewer = token ?? '';
  const fromLoader = usePageAnswer(keyOf(state, '', 1)) as ListPage | undefined;
  const allowed = !needsMember(state.filter) || Boolean(token);
  const generation = useListGeneration();
  const pages = useSWRInfinite<ListPage>(
    (index, previous: ListPage | null) => (allowed && (index === 0 || previous?.hasMore) ? keyOf(state, viewer, index + 1, generation) : null),
    ([, listState, , page]: ReturnType<typeof keyOf>) => fetchArticles(listState, page),
    {
      revalidateOnFocus: false,
      revalidateFirstPage: false,
      revalidateOnMount: !(fromLoader && !token && generation === 0),
      fallbackData: fromLoader && !needsMember(state.filter) && generation === 0 ? [fromLoader] : undefined,
    },
  );
  const loaded = pages.data ?? [];
  const last = loaded.at(-1);
  return {
    allowed,
    articles: loaded.flatMap((page) => page.articles),
    topics: loaded[0]?.topics ?? fromLoader?.topics ?? [],
    hasMore: Boolean(last?.hasMore),
    isLoading: allowed && !pages.data && !pages.error,
    isLoadingMore: pages.isValidating && pages.size > loaded.length,
    error: pages.error as Error | undefined,
    loadMore: () => pages.setSize(pages.size + 1),
    retry: () => pages.mutate(),
    /** Puts a changed card (its save) into the pages on screen. */
    update: (targetId: string, change: Partial<ListPage['articles'][number]>) =>
      pages.mutate(
        (current) => current?.map((page) => ({ ...page, articles: page.articles.map((article) => (article.targetId === targetId ? { ...article, ...change } : article)) })),
        { revalidate: false },
      ),
  };
}

export type ArticleList = ReturnType<typeof useArticleList>;
