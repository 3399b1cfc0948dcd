import { lazy, Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate, type MetaArgs } from 'react-router';
import { ARTICLE_FILTERS, type ArticleFilter } from '@contracts/articleBasics';
import { INSIGHTS_LIST_MESSAGES as LIST } from '@contracts/messages/insightsList';
import { loginPathReturningTo, ROUTES } from '@contracts/routes';
import { pageLoader } from '~/shared/data/pageData';
import { pageHead } from '~/shared/route/head';
import { Button } from '~/shared/ui/Button';
import chip from '~/shared/ui/Chip.module.css';
import { SideColumn } from '~/shared/learning/SideColumn';
import { Page } from '~/shared/ui/Page';
import { ArticleCard } from '../components/ArticleCard';
import { ListSearch } from '../components/ListSearch';
import { TEXTS } from '../labels';
import { listChanged } from '../listGeneration';
import { listSearch, type ListState } from '../listAddress';
import { needsMember, parseListState, writeParamOf } from '../listState';
import { articleListRequest, useArticleList } from '../useArticleList';
import { toggleSave, useMemberAction } from '../memberActions';
import styles from './InsightsPage.module.css';

// Your Article (the offer, the member's articles and the editor) loads when it is opened; the Your Article button starts it on hover or focus.
const importEditorPanel = () => import('../editor/EditorPanel');
const EditorPanel = lazy(() => importEditorPanel().then((module) => ({ default: module.EditorPanel })));

/** /jnanam-insights: the trust's and members' articles in one list, with chips, topics, search and authors to follow. */
export function InsightsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const search = new URLSearchParams(location.search);
  const state = parseListState(search);
  const write = writeParamOf(search);
  const list = useArticleList(state);
  const action = useMemberAction();
  const sentinel = useRef<HTMLDivElement>(null);
  const go = (next: Partial<ListState>) => navigate(`${ROUTES.insights}${listSearch({ ...state, ...next })}`, { preventScrollReset: true });

  const choose = (filter: ArticleFilter) => {
    if (needsMember(filter) && !action.isLoggedIn) navigate(loginPathReturningTo(`${ROUTES.insights}${listSearch({ ...state, filter })}`));
    else go({ filter });
  };

  // More on scroll: the next page loads as the end of the list comes near.
  const { hasMore, isLoadingMore, loadMore } = list;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting) && !isLoadingMore) void loadMore();
    }, { rootMargin: '600px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, isLoadingMore, loadMore]);

  const save = async (targetId: string) => {
    const card = list.articles.find((article) => article.targetId === targetId);
    if (!card) return;
    const saved = await action.run(() => toggleSave(card));
    if (saved !== undefined) void list.update(targetId, { saved });
  };

  const topicTitle = list.topics.find((topic) => topic.slug === state.topic)?.title;
  const searchBox = <ListSearch key={state.q} value={state.q} onSearch={(q) => go({ q })} />;
  const empty = state.filter === 'following' ? LIST.emptyFollowing : state.filter === 'saved' ? LIST.emptySaved : LIST.emptyAll;

  return (
    <Page title="Insights" hideTitle>
      <div className={styles.layout}>
        <div className={styles.main}>
          <div className={styles.bar}>
            <div role="group" aria-label={LIST.filtersLabel} className={chip.chips}>
              {ARTICLE_FILTERS.map((filter) => (
                <button key={filter} type="button" className={`${chip.chip} ${styles.filterChip}`} aria-pressed={state.filter === filter} onClick={() => choose(filter)}>
                  {LIST.filters[filter]}
                </button>
              ))}
            </div>
            <button
              type="button"
              className={styles.yourArticle}
              aria-pressed={write !== null}
              onPointerEnter={() => void importEditorPanel()}
              onFocus={() => void importEditorPanel()}
              onClick={() => navigate(write === null ? `${ROUTES.insights}?write=new` : `${ROUTES.insights}${listSearch(state)}`, { preventScrollReset: true })}>
              {TEXTS.yourArticle}
            </button>
          </div>
          {write !== null ? (
            <Suspense fallback={<p role="status">{TEXTS.loading}</p>}>
              <EditorPanel write={write} topics={list.topics} onListChanged={listChanged} />
            </Suspense>
          ) : null}
          <div className={write !== null ? styles.hidden : styles.listPart}>
          <div className={styles.mobileSearch}>{searchBox}</div>
          {topicTitle ? (
            <p className={styles.topic}>
              {LIST.showingTopic(topicTitle)}{' '}
              <button type="button" className={styles.linkButton} onClick={() => go({ topic: '' })}>
                {LIST.clearTopic}
              </button>
            </p>
          ) : null}
          {list.error ? (
            <div className={styles.empty} role="alert">
              <p>{LIST.loadFailed}</p>
              <Button variant="outline" onClick={() => void list.retry()}>
                {LIST.retry}
              </Button>
            </div>
          ) : list.isLoading ? (
            <p className={styles.empty} role="status">
              {TEXTS.loading}
            </p>
          ) : list.articles.length === 0 ? (
            <p className={styles.empty}>{empty}</p>
          ) : (
            <div className={styles.list}>
              {list.articles.map((article, index) => (
                <ArticleCard key={`${article.targetType}:${article.targetId}`} article={article} eager={index < 2} busy={action.busy} onToggleSave={() => void save(article.targetId)} />
              ))}
            </div>
          )}
          <div ref={sentinel} />
          {list.hasMore ? (
            <Button variant="outline" className={styles.more} disabled={list.isLoadingMore} onClick={() => void list.loadMore()}>
              {list.isLoadingMore ? TEXTS.loading : LIST.loadMore}
            </Button>
          ) : null}
          </div>
        </div>
        <SideColumn
          idPrefix="insights"
          words={{ topicsHeading: LIST.topicsHeading, followHeading: LIST.followHeading, seeMore: LIST.seeMore, footerLabel: LIST.footerLabel, footerLinks: LIST.footerLinks }}
          topics={list.topics.map((entry) => ({ id: entry.slug, title: entry.title }))}
          topic={state.topic}
          onTopic={(topic) => go({ topic })}
        >
          <div className={styles.searchSlot}>{searchBox}</div>
        </SideColumn>
      </div>
    </Page>
  );
}

export const loader = pageLoader(({ request }) => [articleListRequest(parseListState(new URL(request.url).searchParams))]);

export const meta = (args: MetaArgs) => pageHead('insights', args);

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default InsightsPage;
