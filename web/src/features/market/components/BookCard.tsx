import { Link } from 'react-router';
import { bookPath } from '@contracts/routes';
import { SanityImage } from '~/shared/content/SanityImage';
import { useNow } from '~/shared/time/now';
import { Button } from '~/shared/ui/Button';
import type { ListedBook } from '../listData';
import { deliveryText, formatRupees, publishedText, titleCase } from '../labels';
import { Stars } from './Stars';
import styles from './BookCard.module.css';

interface BookCardProps {
  book: ListedBook;
  rating: { average: number; count: number } | undefined;
  freeDeliveryNote: string;
  buyLabel: string;
  layout: 'grid' | 'list';
  onBuy: (bookId: string) => void;
  /** The first cards are above the fold: their covers load at once. */
  eager?: boolean;
}

/** One book of the list: every field the card names; the title links to its page. */
export function BookCard({ book, rating, freeDeliveryNote, buyLabel, layout, onBuy, eager = false }: BookCardProps) {
  const slug = book.slug ?? '';
  const now = useNow();
  return (
    <article className={`${styles.card} ${layout === 'list' ? styles.list : ''}`} data-testid="book-card">
      <Link to={bookPath(slug)} className={styles.coverLink} tabIndex={-1} aria-hidden="true">
        <SanityImage image={book.cover} aspectRatio={3 / 4} sizes="(max-width: 768px) 45vw, 220px" alt="" className={styles.cover} loading={eager ? 'eager' : 'lazy'} />
      </Link>
      <div className={styles.body}>
        <h3 className={styles.title}>
          <Link to={bookPath(slug)}>{book.title}</Link>
        </h3>
        <p className={styles.author}>{book.author}</p>
        <p className={styles.meta}>
          <span>{titleCase(book.format ?? '')}</span> · <span>{titleCase(book.language ?? '')}</span> ·{' '}
          <time dateTime={book.publishedAt ?? undefined}>{publishedText(book.publishedAt)}</time>
        </p>
        <Stars average={rating?.average} count={rating?.count ?? 0} />
        <p className={styles.price}>
          <strong data-testid="book-price">{formatRupees(book.price)}</strong>
          {book.listPrice && book.price && book.listPrice > book.price ? (
            <s className={styles.listPrice}>
              <span className="visually-hidden">List price </span>
              {formatRupees(book.listPrice)}
            </s>
          ) : null}
        </p>
        {book.available ? (
          <>
            <p className={styles.delivery}>{deliveryText(book.deliveryDays, now)}</p>
            <p className={styles.note}>{freeDeliveryNote}</p>
            <Button size="small" onClick={() => onBuy(book._id)} aria-label={`${buyLabel}: ${book.title}`}>
              {buyLabel}
            </Button>
          </>
        ) : (
          <p className={styles.unavailable}>Currently unavailable</p>
        )}
      </div>
    </article>
  );
}
