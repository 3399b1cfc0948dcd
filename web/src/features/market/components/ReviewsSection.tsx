import { Link, useLocation } from 'react-router';
import { loginPathReturningTo } from '@contracts/routes';
import { useSession } from '~/shared/session/useSession';
import { Button } from '~/shared/ui/Button';
import { ReviewForm } from './ReviewForm';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import { useBookReviews } from './useBookReviews';
import styles from './Reviews.module.css';

/**
 * The book's reviews (members' data from /api/v1): the rating, the member's own review form, and the
 * list with See More. The page reads the same reviews for its rating (one request: SWR shares the key).
 */
export function ReviewsSection({ bookId, bookTitle }: { bookId: string; bookTitle: string }) {
  const reviews = useBookReviews(bookId);
  const { isLoggedIn } = useSession();
  const location = useLocation();
  const rating = reviews.data?.rating;
  return (
    <section aria-labelledby="book-reviews" className={styles.section}>
      <h2 id="book-reviews">Reviews</h2>
      {rating ? (
        <p className={styles.summary}>
          <Stars average={rating.average} count={rating.count} />
        </p>
      ) : null}
      {isLoggedIn ? (
        reviews.data ? (
          <ReviewForm key={reviews.data.myReview?.id ?? 'new'} bookId={bookId} existing={reviews.data.myReview} onSaved={() => void reviews.refresh()} />
        ) : null
      ) : (
        <p>
          <Link to={loginPathReturningTo(`${location.pathname}${location.search}`)}>Log in</Link> to review “{bookTitle}”.
        </p>
      )}
      {reviews.error ? <p role="alert">The reviews could not be loaded just now.</p> : null}
      {reviews.data && reviews.reviews.length === 0 ? <p>No reviews yet. Be the first to review this book.</p> : null}
      <ul className={styles.list}>
        {reviews.reviews.map((review) => (
          <ReviewItem key={`${review.id}-${review.updatedAt ?? ''}`} review={review} />
        ))}
      </ul>
      {reviews.hasMore ? (
        <Button variant="outline" onClick={() => void reviews.loadMore()}>
          See More
        </Button>
      ) : null}
    </section>
  );
}
