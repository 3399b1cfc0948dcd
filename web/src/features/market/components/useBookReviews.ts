import useSWRInfinite from 'swr/infinite';
import type { ReviewsAnswer } from '@contracts/reviews';
import { fetchReviews } from '~/shared/api/market';
import { useSession } from '~/shared/session/useSession';

/**
 * A book's reviews, a page at a time ("See More" loads the next), read after hydration under the
 * viewer's token: the answer marks the viewer's own review and likes.
 */
export function useBookReviews(bookId: string | undefined) {
  const { token } = useSession();
  const pages = useSWRInfinite<ReviewsAnswer>(
    (index, previous: ReviewsAnswer | null) => (bookId && (index === 0 || previous?.hasMore) ? ['book-reviews', bookId, index + 1, token ?? ''] : null),
    ([, id, page]: [string, string, number]) => fetchReviews(id, page),
    { revalidateOnFocus: false },
  );
  const first = pages.data?.[0];
  const last = pages.data?.at(-1);
  return {
    data: first ? { rating: first.rating, myReview: first.myReview } : undefined,
    reviews: pages.data?.flatMap((page) => page.reviews) ?? [],
    hasMore: Boolean(last?.hasMore),
    isLoading: pages.isLoading,
    error: pages.error as Error | undefined,
    loadMore: () => pages.setSize(pages.size + 1),
    refresh: () => pages.mutate(),
  };
}

export type BookReviews = ReturnType<typeof useBookReviews>;
