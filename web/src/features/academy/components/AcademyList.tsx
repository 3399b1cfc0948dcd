import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import type { AcademyAnswer } from '@contracts/learning';
import { articleEditorPath, loginPathReturningTo } from '@contracts/routes';
import type { Carousel as EagerCarousel } from '~/shared/ui/Carousel';
import { SearchIcon } from '~/shared/ui/actionIcons';
import { ACADEMY_TABS, type AcademyState, inOrder, matching, publishedList } from '../listState';
import type { AcademyPage } from '../queries';
import { ItemCard, TrendingCard } from './ItemCard';
import styles from './AcademyList.module.css';

/** The cards of the widest first row, whose pictures load at once. */
const FIRST_ROW = 3;

// Only members with drafts see DRAFT, and the recommendations slider is below the first screen: both load after the page's own code.
const DraftSection = lazy(() => import('./DraftSection').then((module) => ({ default: module.DraftSection })));
// `lazy` drops the slider's item type parameter; the cast gives it back.
const Carousel = lazy(() => import('~/shared/ui/Carousel').then((module) => ({ default: module.Carousel }))) as unknown as typeof EagerCarousel;

interface AcademyListProps {
  page: AcademyPage;
  figures: Omit<AcademyAnswer, 'success'> | undefined;
  state: AcademyState;
  isLoggedIn: boolean;
  onState: (next: Partial<AcademyState>) => void;
}

/** The left column: tabs, Search Here, Your Article, then PUBLISHED, DRAFT, TODAY'S TRENDING and the recommendations slider. */
export function AcademyList({ page, figures, state, isLoggedIn, onState }: AcademyListProps) {
  const [typed, setTyped] = useState(state.q);
  const location = useLocation();
  const stats = new Map((figures?.items ?? []).map((s) => [s.id, s]));
  const items = page.items ?? [];
  const published = publishedList(items, figures, state);
  const allowed = matching(items, state);
  const trending = inOrder((figures?.trending ?? []).map((entry) => entry.id), allowed);
  const recommended = inOrder(figures?.recommended ?? [], allowed);
  const completed = (figures?.items ?? []).filter((s) => s.completed).length;
  const completedLabel = page.completedLabel ?? 'Completed';
  const progress = isLoggedIn
    ? figures && page.progressLabel?.replaceAll('{completed}', String(completed)).replaceAll('{total}', String(figures.items.length))
    : page.progressVisitorLabel && <Link to={loginPathReturningTo(location.pathname + location.search)}>{page.progressVisitorLabel}</Link>;
  const search = (event: FormEvent) => {
    event.preventDefault();
    onState({ q: typed.trim() });
  };

  return (
    <div className={styles.main}>
      <div className={styles.bar}>
        <div role="group" aria-label="Show" className={styles.tabs}>
          {ACADEMY_TABS.map((tab) => (
            <button key={tab} type="button" className={styles.tab} aria-pressed={state.tab === tab} onClick={() => onState({ tab })}>
              {page.tabs?.[tab]}
            </button>
          ))}
        </div>
        <Link className={styles.yourArticle} to={articleEditorPath('new')}>
          {page.yourArticleLabel}
        </Link>
      </div>
      <form role="search" className={styles.search} onSubmit={search}>
        <input type="search" aria-label={page.searchPlaceholder ?? 'Search'} placeholder={page.searchPlaceholder ?? ''} value={typed} maxLength={100} onChange={(event) => setTyped(event.target.value)} />
        <button type="submit" aria-label="Search">
          <SearchIcon width={20} height={20} />
        </button>
      </form>
      {/* One line for everyone, so that the list below stays put when a member's session becomes known. */}
      <p className={styles.progress}>{progress || '\u00a0'}</p>
      <section aria-labelledby="academy-published">
        <h2 id="academy-published" className={styles.heading}>
          {page.publishedHeading}
        </h2>
        {published.length ? (
          <ul className={styles.grid}>
            {published.map((item, index) => (
              <li key={item._id}>
                <ItemCard item={item} stats={stats.get(item._id)} completedLabel={completedLabel} eager={index < FIRST_ROW} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{page.emptyLabel}</p>
        )}
      </section>
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <DraftSection page={page} search={state.q} />
        </Suspense>
      ) : null}
      <section aria-labelledby="academy-trending">
        <h2 id="academy-trending" className={styles.heading}>
          {page.trendingHeading}
        </h2>
        {trending.length ? (
          <ul className={styles.trending}>
            {trending.map((item) => (
              <li key={item._id}>
                <TrendingCard item={item} stats={stats.get(item._id)} watchLabel={page.watchNowLabel ?? 'Watch Now!'} />
              </li>
            ))}
          </ul>
        ) : (
          <p className={styles.empty}>{page.emptyLabel}</p>
        )}
      </section>
      {recommended.length ? (
        <Suspense fallback={null}>
        <Carousel
          title={page.recommendedHeading ?? ''}
          items={recommended}
          itemKey={(item) => item._id}
          renderItem={(item) => <ItemCard item={item} stats={stats.get(item._id)} completedLabel={completedLabel} />}
          slidesToShow={{ wide: 3, medium: 2, narrow: 1 }}
          nextLabel="Next recommendation"
        />
        </Suspense>
      ) : null}
    </div>
  );
}
