import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { useCartCount } from '~/shared/cart/useCartCount';
import { SearchIcon } from '~/shared/ui/actionIcons';
import { CartIcon } from '~/shared/ui/icons';
import { type ListState, SORT_LABELS, SORTS, type Sort } from '../listState';
import styles from './Toolbar.module.css';

interface ToolbarProps {
  state: ListState;
  placeholder: string;
  onSearch: (search: string) => void;
  onSort: (sort: Sort) => void;
  onView: (view: ListState['view']) => void;
}

/** Search Here, the sort, and the two icon buttons: grid/list view and the cart with its count. */
export function Toolbar({ state, placeholder, onSearch, onSort, onView }: ToolbarProps) {
  // Read here, not by the page: the count is known only after hydrating, and the page drawing itself
  // again for it was one long task over every book card.
  const cartCount = useCartCount() ?? 0;
  const [text, setText] = useState(state.search);
  const [shownSearch, setShownSearch] = useState(state.search);
  // The box follows the address (Back, Clear all), and keeps what was typed otherwise.
  if (shownSearch !== state.search) {
    setShownSearch(state.search);
    setText(state.search);
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  const sorts = SORTS.filter((sort) => sort !== 'relevance' || state.search.trim());
  return (
    <div className={styles.toolbar}>
      <form role="search" className={styles.search} onSubmit={submit}>
        <label htmlFor="market-search" className="visually-hidden">
          Search books by title, author, description or category
        </label>
        <input id="market-search" type="search" value={text} placeholder={placeholder} onChange={(event) => setText(event.target.value)} maxLength={100} />
        <button type="submit" aria-label="Search">
          <SearchIcon />
        </button>
      </form>
      <label className={styles.sort}>
        <span>Sort by</span>
        <select value={state.sort} onChange={(event) => onSort(event.target.value as Sort)}>
          {sorts.map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={styles.icon}
        aria-pressed={state.view === 'list'}
        aria-label={state.view === 'list' ? 'Show as grid' : 'Show as list'}
        onClick={() => onView(state.view === 'list' ? 'grid' : 'list')}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2">
          {state.view === 'list' ? <path d="M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
        </svg>
      </button>
      <Link to={ROUTES.cart} className={styles.icon} aria-label={`Cart, ${cartCount} ${cartCount === 1 ? 'item' : 'items'}`} data-testid="cart-button">
        <CartIcon width={22} height={22} />
        <span className={styles.badge} aria-hidden="true">
          {cartCount}
        </span>
      </Link>
    </div>
  );
}
