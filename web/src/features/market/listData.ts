import useSWR from 'swr';
import type { BookRating } from '@contracts/reviews';
import { loadContentClient } from '~/shared/content/client';
import type { BookListQueryResult } from '@schemas/sanity.types';
import { usePageAnswer, type DataRequest } from '~/shared/data/pageData';
import { idsRatedAtLeast } from './facets';
import { type ListState, PAGE_SIZE, searchPattern } from './listState';

export type ListedBook = BookListQueryResult['books'][number];

export interface BookListData extends BookListQueryResult {
  /** Book id → average stars, from members' reviews (the API). */
  ratings: Record<string, { average: number; count: number }>;
}

/** Where the list's two answers come from: the browser's HTTP clients, or the server's load context. */
interface BookListSources {
  ratings: () => Promise<BookRating[]>;
  query: (query: string, params: Record<string, unknown>) => Promise<unknown>;
}

/** In the browser: the API and the content client over HTTP. */
const browserSources: BookListSources = {
  // The first list came with the page: the marketplace's API calls load when the list changes.
  ratings: async () => (await import('~/shared/api/market')).fetchBookRatings(),
  query: async (query, params) => (await loadContentClient()).fetch(query, params),
};

/**
 * The list's queries are needed in the browser only when the list changes (the first list came
 * with the page): they load with the content client, after the page's code.
 */
export const loadListQueries = () => import('./listQueries');

/**
 * The list's data: the books' ratings from /api/v1 (members' reviews are not content) and one
 * content query for the page of books and the facet values. The ratings go into the query as the
 * ids of the books rated at least the chosen stars, and whole only when sorting by rating; only
 * then does the query wait for them; otherwise both requests go at once (a filter change is one
 * round trip, not two).
 */
async function fetchBookList(state: ListState, sources: BookListSources = browserSources): Promise<BookListData> {
  const ratingsAnswer = sources.ratings();
  const needsRatings = state.minStars > 0 || state.sort === 'rating';
  const pattern = searchPattern(state.search);
  const start = (state.page - 1) * PAGE_SIZE;
  const query = async (ratingList: BookRating[]) => {
    const averages = new Map(ratingList.map((rating) => [rating.bookId, rating.average]));
    const params = {
      categories: state.categories,
      languages: state.languages,
      formats: state.formats,
      minStars: state.minStars,
      ratedIds: state.minStars ? idsRatedAtLeast(averages, state.minStars) : [],
      ratings: state.sort === 'rating' ? ratingList : [],
      sort: state.sort,
      start,
      end: start + PAGE_SIZE,
      search: pattern,
    };
    const { bookListQuery, bookSearchQuery } = await loadListQueries();
    return (await sources.query(pattern ? bookSearchQuery : bookListQuery, params)) as BookListQueryResult;
  };
  const [ratingList, result] = needsRatings
    ? await ratingsAnswer.then(async (ratings) => [ratings, await query(ratings)] as const)
    : await Promise.all([ratingsAnswer, query([])]);
  return { ...result, ratings: Object.fromEntries(ratingList.map(({ bookId, average, count }) => [bookId, { average, count }])) };
}

/** The key omits the view (grid or list shows the same data). */
const keyFor = (state: ListState) => ['market-list', { ...state, view: 'grid' }] as const;

export function bookListRequest(state: ListState): DataRequest {
  return {
    key: keyFor(state),
    fetch: () => fetchBookList(state),
    load: (context) => fetchBookList(state, { ratings: () => context.bookRatings(), query: (query, params) => context.queryContent(query, params) }),
  };
}

export function useBookList(state: ListState) {
  const key = keyFor(state);
  return useSWR(key, ([, s]) => fetchBookList(s), {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnMount: usePageAnswer(key) === undefined,
  });
}
