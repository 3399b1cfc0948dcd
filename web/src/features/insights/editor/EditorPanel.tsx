import { lazy, Suspense, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import useSWR from 'swr';
import { INSIGHTS_ENDPOINTS } from '@contracts/endpointAddresses/insights';
import type { TopicView } from '@contracts/insights';
import { articlePath, loginPathReturningTo, ROUTES } from '@contracts/routes';
import { isApiError } from '~/shared/api/ApiError';
import { callEndpoint } from '~/shared/api/client';
import { useSession } from '~/shared/session/useSession';
import { ButtonLink } from '~/shared/ui/Button';
import { useToast } from '~/shared/ui/ToastContext';
import { INSIGHTS_EDITOR_MESSAGES as T } from '@contracts/messages/insightsEditor';
import styles from './EditorPanel.module.css';

// Its own chunk: @portabletext/editor loads only when a Premium member opens the editor.
const ArticleEditor = lazy(() => import('./ArticleEditor'));

/**
 * Your Article: a visitor is asked to log in (and comes back here); a free member sees what Premium
 * opens, with nothing to type into; a Premium member gets their articles and the editor.
 */
export function EditorPanel({ write, topics, onListChanged }: { write: string; topics: TopicView[]; onListChanged: () => void }) {
  const { token, user, isLoggedIn } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const mine = useSWR(isLoggedIn ? ['my-articles', token] : null, () => callEndpoint(INSIGHTS_ENDPOINTS.myArticles), { revalidateOnFocus: false });
  // The editor keeps its place when a new draft gets its number (the address changes, the editor stays).
  const [editorKey, setEditorKey] = useState(write);
  const [created, setCreated] = useState<string | null>(null);
  if (write !== editorKey && write !== created) setEditorKey(write);
  const here = `${location.pathname}${location.search}`;
  const problem = (error: unknown) => showToast(isApiError(error) ? error.message : String(error), 'error');

  if (!isLoggedIn) {
    return (
      <section className={styles.offer} aria-labelledby="editor-offer">
        <h2 id="editor-offer">{T.loginTitle}</h2>
        <p>{T.loginText}</p>
        <ButtonLink to={loginPathReturningTo(here)}>{T.loginLink}</ButtonLink>
      </section>
    );
  }
  if (!mine.data) return <p role="status">{mine.error ? (isApiError(mine.error) ? mine.error.message : T.loading) : T.loading}</p>;
  if (!mine.data.premium) {
    return (
      <section className={styles.offer} aria-labelledby="editor-offer">
        <h2 id="editor-offer">{T.premiumTitle}</h2>
        <p>{T.premiumText}</p>
        <ButtonLink to={ROUTES.membership}>{T.premiumLink}</ButtonLink>
      </section>
    );
  }
  const article = editorKey === 'new' ? null : (mine.data.articles.find((entry) => entry.id === editorKey) ?? null);
  const name = [user?.firstName, user?.lastName].filter(Boolean).join(' ') || 'your name';
  // The member's own list and the Insights list (every page and filter) are read again after a change.
  const refresh = () => {
    void mine.mutate();
    onListChanged();
  };

  return (
    <div className={styles.panel}>
      <p>
        <Link to={ROUTES.insights}>{T.back}</Link>
      </p>
      <Suspense fallback={<p role="status">{T.loading}</p>}>
        <ArticleEditor
          key={editorKey}
          article={article}
          authorName={name}
          topics={topics}
          onProblem={(message) => showToast(message, 'error')}
          onCreated={(id) => {
            setCreated(id);
            navigate(`${ROUTES.insights}?write=${id}`, { replace: true, preventScrollReset: true });
            refresh();
          }}
          onPublish={async (id) => {
            try {
              const wasPublished = mine.data?.articles.find((entry) => entry.id === id)?.status === 'published';
              const answer = wasPublished ? await callEndpoint(INSIGHTS_ENDPOINTS.myArticle, { params: { articleId: id } }) : await callEndpoint(INSIGHTS_ENDPOINTS.publishArticle, { params: { articleId: id } });
              showToast(T.published, 'success');
              refresh();
              navigate(articlePath(answer.article.slug));
            } catch (error) {
              problem(error);
            }
          }}
          onUnpublish={async (id) => {
            try {
              await callEndpoint(INSIGHTS_ENDPOINTS.unpublishArticle, { params: { articleId: id } });
              showToast(T.unpublished, 'success');
              refresh();
            } catch (error) {
              problem(error);
            }
          }}
          onDelete={async (id) => {
            try {
              await callEndpoint(INSIGHTS_ENDPOINTS.deleteArticle, { params: { articleId: id } });
              showToast(T.deleted, 'success');
              refresh();
              navigate(ROUTES.insights);
            } catch (error) {
              problem(error);
            }
          }}
        />
      </Suspense>
      {mine.data.articles.length ? (
        <section aria-labelledby="your-articles" className={styles.mine}>
          <h2 id="your-articles">{T.yourArticles}</h2>
          <ul>
            <li>
              <Link to={`${ROUTES.insights}?write=new`}>{T.newArticle}</Link>
            </li>
            {mine.data.articles.map((entry) => (
              <li key={entry.id}>
                <Link to={`${ROUTES.insights}?write=${entry.id}`} aria-current={entry.id === write ? 'page' : undefined}>
                  {entry.title || T.titlePlaceholder}
                </Link>{' '}
                <span className={styles.state}>{entry.status === 'published' ? T.statusPublished : T.statusDraft}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
