import { lazy, Suspense } from 'react';
import { Link, redirect, useLocation, type LoaderFunctionArgs, type MetaArgs } from 'react-router';
import type { ArticleView } from '@contracts/insights';
import { articleEditorPath, ROUTES } from '@contracts/routes';
import { pageLoader } from '~/shared/data/pageData';
import { answerOf, pageHead } from '~/shared/route/head';
import { AuthorBadge } from '~/shared/learning/AuthorBadge';
import { sizedImage } from '~/shared/learning/sizedImage';
import { ButtonLink } from '~/shared/ui/Button';
import { Page } from '~/shared/ui/Page';
import { ArticleBody } from '../components/ArticleBody';
import { Counts } from '../components/Counts';
import { dateText, TEXTS } from '../labels';
import { listSearch } from '../listAddress';
import { articleRequest, articleSlugOf, useArticle } from '../useArticle';
import styles from './ReadingBlogPage.module.css';

// Below the article's text, so loaded after the page's own code: the actions (like, save, share, Listen) and the comments.
const ArticleActions = lazy(() => import('../components/ArticleActions').then((module) => ({ default: module.ArticleActions })));
const ArticleComments = lazy(() => import('../components/ArticleComments').then((module) => ({ default: module.ArticleComments })));

/** /reading-blog?article=<slug>: one article, the trust's or a member's, with its counts, actions and comments. */
export function ReadingBlogPage() {
  const location = useLocation();
  const slug = articleSlugOf(new URLSearchParams(location.search));
  const { article, mutate } = useArticle(slug);

  if (article === undefined) return <Page title={TEXTS.loading} />;
  if (!article) {
    return (
      <Page title={TEXTS.notFoundTitle}>
        <p>{TEXTS.notFoundText}</p>
        <ButtonLink to={ROUTES.insights}>{TEXTS.backToList}</ButtonLink>
      </Page>
    );
  }

  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <p className={styles.back}>
          <Link to={ROUTES.insights}>{TEXTS.backToList}</Link>
          <span className={styles.links}>
            {article.mine ? <ButtonLink variant="outline" size="small" to={articleEditorPath(article.targetId)}>{TEXTS.editArticle}</ButtonLink> : null}
            <ButtonLink size="small" to={articleEditorPath('new')}>{TEXTS.yourArticle}</ButtonLink>
          </span>
        </p>
        <AuthorBadge author={article.author} size="large" />
        <h1 className={styles.title}>{article.title}</h1>
        {article.subtitle ? <p className={styles.subtitle}>{article.subtitle}</p> : null}
        <p className={styles.meta}>
          <time dateTime={article.publishedAt}>{dateText(article.publishedAt)}</time>
          <span>{TEXTS.readTime(article.readMinutes)}</span>
        </p>
        <Counts article={article} />
        {article.imageUrl ? (
          <img className={styles.image} src={sizedImage(article.imageUrl, 1200)} alt={article.imageAlt} width={1200} height={675} fetchPriority="high" />
        ) : null}
        <div className={styles.body}>
          <ArticleBody targetType={article.targetType} body={article.body} />
        </div>
        {article.topics.length ? (
          <ul className={styles.tags} aria-label={TEXTS.topicsLabel}>
            {article.topics.map((topic) => (
              <li key={topic.slug}>
                <Link to={`${ROUTES.insights}${listSearch({ filter: 'all', q: '', topic: topic.slug })}`}>#{topic.title}</Link>
              </li>
            ))}
          </ul>
        ) : null}
        <Suspense fallback={<div className={styles.actionsPlace} />}>
          <ArticleActions article={article} onChange={(change) => void mutate({ ...article, ...change }, { revalidate: false })} />
        </Suspense>
      </article>
      <div className={styles.article}>
        <Suspense fallback={<h2>{TEXTS.commentHeading(article.commentsCount)}</h2>}>
          <ArticleComments target={{ targetType: article.targetType, targetId: article.targetId }} initialCount={article.commentsCount} />
        </Suspense>
      </div>
    </div>
  );
}

const readArticle = pageLoader(({ request }) => [articleRequest(articleSlugOf(new URL(request.url).searchParams))]);

/** /reading-blog names no article on its own: the reader is taken to the list of articles to choose one. */
export const loader = (args: LoaderFunctionArgs) => {
  if (!articleSlugOf(new URL(args.request.url).searchParams)) throw redirect(ROUTES.insights);
  return readArticle(args);
};

/** The article's own title, description and picture, its address with `?article=`, and Article JSON-LD. */
export function meta(args: MetaArgs) {
  const slug = articleSlugOf(new URLSearchParams(args.location.search));
  const article = answerOf<ArticleView | null>(args.data, articleRequest(slug));
  if (!article) return pageHead('readingBlog', args, { keep: ['article'], noindex: article === null, title: article === null ? TEXTS.notFoundTitle : undefined });
  const image = article.imageUrl ? sizedImage(article.imageUrl, 1200) : undefined;
  return pageHead('readingBlog', args, {
    title: article.title,
    description: article.subtitle ?? article.excerpt,
    image,
    type: 'article',
    keep: ['article'],
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.subtitle ?? article.excerpt,
      datePublished: article.publishedAt,
      author: { '@type': 'Person', name: article.author.name },
      ...(image ? { image } : {}),
      ...(article.topics.length ? { keywords: article.topics.map((topic) => topic.title).join(', ') } : {}),
    },
  });
}

export { ErrorBoundary } from '~/shared/route/RouteErrorPage';

export default ReadingBlogPage;
