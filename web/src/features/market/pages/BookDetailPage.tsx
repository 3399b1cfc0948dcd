import { Link, useLocation, useNavigate } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { SanityImage } from '~/shared/content/SanityImage';
import { useContent } from '~/shared/content/useContent';
import { Button, ButtonLink } from '~/shared/ui/Button';
import { ContentStatus } from '~/shared/ui/ContentStatus';
import { Page } from '~/shared/ui/Page';
import { useToast } from '~/shared/ui/ToastContext';
import { useSession } from '~/shared/session/useSession';
import { Stars } from '../components/Stars';
import { useBookReviews } from '../components/useBookReviews';
import { deliveryText, formatRupees, freeDeliveryText, publishedText, titleCase } from '../labels';
import { bookDetailQuery } from '../bookQuery';
import { marketplaceSettingsQuery } from '../queries';
import { bookSlugOf } from '../routeRequests';
import styles from './BookDetailPage.module.css';
import type { MetaArgs } from 'react-router';
import { pageLoader } from '~/shared/data/pageData';
import { contentRequest } from '~/shared/content/useContent';
import { imageUrlsFor } from '~/shared/content/image';
import { fileSizeText, fileUrlFor } from '~/shared/content/file';
import { MARKET_MESSAGES } from '@contracts/messages/market';
import { answerOf, pageHead } from '~/shared/route/head';
import type { BookDetailQueryResult } from '@schemas/sanity.types';
import { bookDetailRequests } from '../routeRequests';
import { later } from '~/shared/ui/later';
import { useNow } from '~/shared/time/now';

// Below the first screen at 375 and 1280 px: the reviews' code loads after the page's.
const ReviewsSection = later(() => import('../components/ReviewsSection').then((module) => module.ReviewsSection));

/** /market-place2?book=<slug>: one book with its details, its author and members' reviews. */
export function BookDetailPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const now = useNow();
  const slug = bookSlugOf(new URLSearchParams(location.search));
  const settings = useContent(marketplaceSettingsQuery);
  const detail = useContent(bookDetailQuery, { slug }, { isPaused: () => !slug });
  const book = slug ? detail.data : null;
  const reviews = useBookReviews(book?._id);
  const { token } = useSession();

  // `data === undefined` while loading (null is the server's answer: no such book); isLoading differs between server and browser.
  if ((slug && detail.data === undefined && !detail.error) || !settings.data) return <ContentStatus title="Book details" error={settings.error} />;
  if (detail.error) return <ContentStatus title="Book details" error={detail.error} />;
  if (!book) {
    return (
      <Page title="Book not found">
        <p>We could not find {slug ? 'this book' : 'which book you meant'}. It may have been taken out of the shop, or the link may be incomplete.</p>
        <ButtonLink to={ROUTES.marketPlace}>Back to the marketplace</ButtonLink>
      </Page>
    );
  }
  const s = settings.data;
  const rating = reviews.data?.rating;
  const addToCart = async (then?: string) => {
    // The cart's code loads when a visitor adds the book.
    const { addToCart: add } = await import('../cart/addToCart');
    if (!(await add(token, book._id, 1, showToast))) return;
    if (then) navigate(then);
    else showToast(`“${book.title}” is in your cart.`, 'success', { label: 'View cart', to: ROUTES.cart });
  };
  const details: [string, string | number | null | undefined][] = [
    ['Publisher', book.publisher],
    ['Language', titleCase(book.language ?? '')],
    ['Pages', book.pages],
    ['Weight', book.weightGrams ? `${book.weightGrams} g` : null],
    ['Dimensions', book.dimensions],
    ['Country of origin', book.countryOfOrigin],
    ['Packer', book.packer],
    ['Generic name', book.genericName],
    ['Reviews', rating ? rating.count : null],
  ];

  return (
    <Page title={book.title ?? 'Book'}>
      <p className={styles.back}>
        <Link to={ROUTES.marketPlace}>← All books</Link>
      </p>
      <div className={styles.top}>
        <SanityImage image={book.cover} aspectRatio={3 / 4} sizes="(max-width: 768px) 90vw, 360px" alt={book.cover?.alt ?? ''} loading="eager" fetchPriority="high" className={styles.cover} />
        <div className={styles.summary}>
          <p className={styles.author}>by {book.author?.name}</p>
          <p className={styles.meta}>
            {titleCase(book.format ?? '')} · {book.category} · <time dateTime={book.publishedAt ?? undefined}>{publishedText(book.publishedAt)}</time>
          </p>
          <Stars average={rating?.average} count={rating?.count ?? 0} />
          <p className={styles.price}>
            <strong data-testid="book-price">{formatRupees(book.price)}</strong>
            {book.listPrice && book.price && book.listPrice > book.price ? <s>{formatRupees(book.listPrice)}</s> : null}
          </p>
          <p className={styles.gst}>{s.gstNote}</p>
          {book.available ? (
            <>
              <p>{deliveryText(book.deliveryDays, now)}</p>
              <p className={styles.free}>{freeDeliveryText(s.freeDeliveryNote, s.freeDeliveryThreshold)}</p>
              <div className={styles.actions}>
                <Button onClick={() => void addToCart(ROUTES.cart)}>Buy Now</Button>
                <Button variant="outline" onClick={() => void addToCart()}>
                  Add to Cart
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.unavailable}>Currently unavailable. It cannot be ordered until it is back in stock.</p>
          )}
        </div>
      </div>
      <section aria-labelledby="book-description" className={styles.section}>
        <h2 id="book-description">Description</h2>
        <p>{book.description}</p>
      </section>
      <section aria-labelledby="book-details" className={styles.section}>
        <h2 id="book-details">Details</h2>
        <dl className={styles.details}>
          {details
            .filter(([, value]) => value !== null && value !== undefined && value !== '')
            .map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          {book.sample?.asset ? (
            <div>
              <dt>{MARKET_MESSAGES.sampleLabel}</dt>
              <dd>
                <a href={fileUrlFor(book.sample.asset._ref)} download>
                  {MARKET_MESSAGES.sampleLink(fileSizeText(book.sample.size ?? 0))}
                </a>
              </dd>
            </div>
          ) : null}
        </dl>
      </section>
      {book.author ? (
        <section aria-labelledby="book-author" className={styles.section}>
          <h2 id="book-author">About the author</h2>
          <div className={styles.authorBio}>
            {book.author.portrait ? <SanityImage image={book.author.portrait} aspectRatio={1} sizes="96px" alt="" className={styles.portrait} /> : null}
            <div>
              <p className={styles.authorName}>{book.author.name}</p>
              {book.author.role ? <p className={styles.meta}>{book.author.role}</p> : null}
              <p>{book.author.bio}</p>
            </div>
          </div>
        </section>
      ) : null}
      <ReviewsSection bookId={book._id} bookTitle={book.title ?? ''} />
    </Page>
  );
}

export const loader = pageLoader(({ request }) => bookDetailRequests(new URL(request.url).searchParams));

/** The book's own title, description and cover, and its address with `?book=`. */
export function meta(args: MetaArgs) {
  const slug = bookSlugOf(new URLSearchParams(args.location.search));
  const book = answerOf<BookDetailQueryResult>(args.data, contentRequest(bookDetailQuery, { slug }));
  if (!book) return pageHead('bookDetail', args, { keep: ['book'], noindex: book === null });
  return pageHead('bookDetail', args, {
    title: book.title,
    description: book.description,
    image: book.cover ? imageUrlsFor(book.cover, 1.91)(1280) : undefined,
    type: 'book',
    keep: ['book'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Book',
      name: book.title,
      ...(book.author?.name ? { author: { '@type': 'Person', name: book.author.name } } : {}),
      ...(book.language ? { inLanguage: book.language } : {}),
      offers: { '@type': 'Offer', priceCurrency: 'INR', price: ((book.price ?? 0) / 100).toFixed(2), availability: `https://schema.org/${book.available === false ? 'OutOfStock' : 'InStock'}` },
    },
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default BookDetailPage;
