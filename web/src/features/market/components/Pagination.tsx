import { Link } from 'react-router';
import styles from './Pagination.module.css';

interface PaginationProps {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}

/** Page links (real links: each page of results has its own address). */
export function Pagination({ page, pageCount, hrefFor }: PaginationProps) {
  if (pageCount <= 1) return null;
  const pages = Array.from({ length: pageCount }, (_, i) => i + 1);
  return (
    <nav aria-label="Pages of results" className={styles.pagination}>
      {page > 1 ? <Link to={hrefFor(page - 1)}>Previous</Link> : null}
      {pages.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={styles.current}>
            {n}
          </span>
        ) : (
          <Link key={n} to={hrefFor(n)} aria-label={`Page ${n}`}>
            {n}
          </Link>
        ),
      )}
      {page < pageCount ? <Link to={hrefFor(page + 1)}>Next</Link> : null}
    </nav>
  );
}
