import { lazy, useCallback, useEffect, useId, useMemo, Suspense } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { ROUTES } from '@contracts/routes';
import { loadContentClient } from '~/shared/content/client';
import { useContent } from '~/shared/content/useContent';
import { Button, buttonClass } from '~/shared/ui/Button';
import { Page } from '~/shared/ui/Page';
import type { FacetCounts } from '../components/FilterPanel';
import { BookCard } from '../components/BookCard';
import { ProfileBanner } from '../components/ProfileBanner';
import { Toolbar } from '../components/Toolbar';
import { useSession } from '~/shared/session/useSession';
import { useToast } from '~/shared/ui/ToastContext';
import { countRatedAtLeast, countValues } from '../facets';
import { freeDeliveryText } from '../labels';
import { loadListQueries, useBookList } from '../listData';
import { EMPTY_FILTERS, isFiltered, type ListState, listStateToSearch, PAGE_SIZE, parseListState } from '../listState';
import { marketplaceSettingsQuery } from '../queries';
import styles from './MarketPlacePage.module.css';
import { pageLoader } from '~/shared/data/pageData';
import { marketListRequests } from '../listRequests';
import { contentHead } from '~/shared/route/head';
import { later } from '~/shared/ui/later';

// The filters wait behind a button on a phone and stand in the side column on wide screens, with
// nothing under them; the page links are below the list: their code loads after the page's.
const FilterPanel = later(() => import('../components/FilterPanel').then((module) => module.FilterPanel));
// The chips of the filters in force show only once a filter is chosen.
const FilterChips = later(() => import('../components/FilterChips').then((module) => module.FilterChips));
// The settings come with the page (its loader): the status shows only when they could not be read.
const ContentStatus = lazy(() => import('~/shared/ui/ContentStatus').then((module) => ({ default: module.ContentStatus })));
const Pagination = later(() => import('../components/Pagination').then((module) => module.Pagination));

/** /market-place: filters, search, sort and pages over the books, all held in the address. */
export function MarketPlacePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  // While the next list loads, the filters already show the choice just made (a box ticks at once);
  // the list stays the one of the address until the new one is there.
  const pendingSearch = navigation.location?.pathname === location.pathname ? navigation.location.search : undefined;
  const search = pendingSearch ?? location.search;
  const state = useMemo(() => parseListState(new URLSearchParams(search)), [search]);
  const listState = useMemo(() => parseListState(new URLSearchParams(location.search)), [location.search]);
  const settings = useContent(marketplaceSettingsQuery);
  const list = useBookList(listState);
  // The header's count of the cart; adding to it loads its code when a visitor presses Buy.
  const { token } = useSession();
  const { showToast } = useToast();
  const filtersId = useId();
  // The first paint's data came in the HTML; every filter change needs the content client and the
  // list's queries, so they load now rather than on the first click (that click took ~190 ms instead of ~80).
  useEffect(() => {
    void loadContentClient();
    void loadListQueries();
  }, []);

  // Every change is a new history entry (Back steps through); any change but paging starts at page 1.
  // The same functions while the address stays: the filters re-render only when something changed.
  const go = useCallback(
    (next: Partial<ListState>) => navigate({ search: listStateToSearch({ ...state, page: 1, ...next }) }, { preventScrollReset: true }),
    [navigate, state],
  );
  const toggle = useCallback(
    (filter: 'categories' | 'languages' | 'formats', value: string) =>
      go({ [filter]: state[filter].includes(value) ? state[filter].filter((v) => v !== value) : [...state[filter], value] }),
    [go, state],
  );
  const chooseStars = useCallback((minStars: number) => go({ minStars }), [go]);
  const clearAll = useCallback(() => go({ ...EMPTY_FILTERS, search: '' }), [go]);
  const hrefFor = useCallback((page: number) => `${ROUTES.marketPlace}${listStateToSearch({ ...state, page })}`, [state]);

  const s = settings.data;
  const data = list.data;
  const counts = useMemo<FacetCounts | undefined>(() => {
    if (!data) return undefined;
    const averages = new Map(Object.entries(data.ratings).map(([id, r]) => [id, r.average]));
    const thresholds = (s?.reviewFilters ?? []).map((f) => f.minStars ?? 0);
    return {
      categories: countValues(data.facets.categories),
      languages: countValues(data.facets.languages),
      formats: countValues(data.facets.formats),
      stars: countRatedAtLeast(data.facets.rated, averages, thresholds),
    };
  }, [data, s?.reviewFilters]);

  if (!s) return <ContentStatus title="Marketplace" error={settings.error} />;

  const applied = state.categories.length + state.languages.length + state.formats.length + (state.minStars ? 1 : 0);
  const total = data?.total ?? 0;
  const pageCount = Math.ceil(total / PAGE_SIZE);
  const bookCount = `${total} ${total === 1 ? 'book' : 'books'}`;
  const buy = async (bookId: string) => {
    const { addToCart } = await import('../cart/addToCart');
    if (await addToCart(token, bookId, 1, showToast)) navigate(ROUTES.cart);
  };

  return (
    <Page title="Marketplace" hideTitle>
      <div className={styles.layout}>
        <section className={styles.main} aria-labelledby="market-results-heading">
          <Toolbar
            state={state}
            placeholder={s.searchPlaceholder ?? ''}
            onSearch={(search) => go({ search, sort: search ? 'relevance' : state.sort === 'relevance' ? 'newest' : state.sort })}
            onSort={(sort) => go({ sort })}
            onView={(view) =>
              navigate({ search: listStateToSearch({ ...state, view }) }, { replace: true, preventScrollReset: true })
            }
          />
          <div className={styles.applied}>
            <button type="button" className={buttonClass({ variant: 'outline', size: 'small' }, styles.filtersButton)} popoverTarget={filtersId}>
              {applied ? `Filters (${applied})` : 'Filters'}
            </button>
            <FilterChips settings={s} state={state} onGo={go} onToggle={toggle} onClearAll={clearAll} />
          </div>
          <h2 id="market-results-heading" className={styles.summary} aria-live="polite" data-testid="result-count">
            {data ? bookCount : 'Loading books…'}
          </h2>
          {list.error && !data ? <p role="alert">The books could not be loaded just now. Please reload the page.</p> : null}
          {data && total === 0 ? (
            <div className={styles.empty}>
              <p>No books match {isFiltered(state) ? 'these filters' : 'yet'}.</p>
              {isFiltered(state) ? <Button onClick={clearAll}>Clear all</Button> : null}
            </div>
          ) : null}
          {/* The previous results stay while the new ones load (keepPreviousData): said busy. Never on the
              server, where SWR calls the HTML's answer loading; hydration would keep that attribute. */}
          <div
            className={state.view === 'list' ? styles.listView : styles.grid}
            aria-busy={list.isLoading && !import.meta.env.SSR}
            data-testid="book-list"
          >
            {/* Each card hydrates in a turn of its own: 24 of them made the page's hydration one long task. */}
            {data?.books.map((book, index) => (
              <Suspense key={book._id}>
                <BookCard
                  book={book}
                  rating={data.ratings[book._id]}
                  freeDeliveryNote={freeDeliveryText(s.freeDeliveryNote, s.freeDeliveryThreshold)}
                  buyLabel={s.buyLabel ?? 'Buy'}
                  layout={state.view}
                  onBuy={buy}
                  eager={index < 4}
                />
              </Suspense>
            ))}
          </div>
          <Pagination page={state.page} pageCount={pageCount} hrefFor={hrefFor} />
        </section>
        {/* After the results in the page, so a phone that draws the page while it arrives never shows the
            banner above books that then push it down; wide screens place it in the left column. */}
        <aside className={styles.side}>
          <ProfileBanner
            heading={s.profileBanner?.heading ?? ''}
            text={s.profileBanner?.text ?? ''}
            image={s.profileBanner?.image}
          />
          {/* On a phone the filters wait behind the Filters button, in a popover the browser opens by
              itself (Esc and a tap outside close it, focus returns to the button); wide screens show them here. */}
          <div id={filtersId} popover="auto" className={styles.filters} aria-labelledby={`${filtersId}-heading`}>
            <div className={styles.filtersHead}>
              <h2 id={`${filtersId}-heading`}>Filters</h2>
              <button type="button" className={buttonClass({ size: 'small' })} popoverTarget={filtersId} popoverTargetAction="hide">
                {data ? `Show ${bookCount}` : 'Done'}
              </button>
            </div>
            <FilterPanel settings={s} state={state} counts={counts} onToggle={toggle} onStars={chooseStars} />
          </div>
        </aside>
      </div>
    </Page>
  );
}

export const loader = pageLoader(({ request }) => marketListRequests(new URL(request.url).searchParams));

export const meta = contentHead('marketPlace');

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default MarketPlacePage;
