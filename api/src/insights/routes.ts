import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ARTICLE_REQUEST_MAX_BYTES } from '../../../contracts/articleRules';
import { INSIGHTS_ENDPOINTS as E } from '../../../contracts/insights';
import { ARTICLE_MESSAGES } from '../../../contracts/messages/articles';
import { clock, CLOCK_SHIFT_HEADER } from '../clock';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { ArticleList } from './articles';
import { createAuthors } from './authors';
import type { MemberArticles } from './memberArticles';
import type { PublishedInsights } from './published';
import { memberOf, viewerOf } from '../auth/memberGuard';

export interface InsightsRouteDeps {
  db: Kysely<Database>;
  published: PublishedInsights;
  memberArticles: MemberArticles;
  list: ArticleList;
}

const ok = true as const;

/** /api/v1/insights/…: the joined list, one article, a member's own articles, authors to follow. */
export async function insightsRoutes(app: FastifyInstance, { db, published, memberArticles, list }: InsightsRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const authors = createAuthors(db, published);
  // The browser tests' server moves the clock for the requests that ask (api/src/clock.ts).
  const onRequest = (request: FastifyRequest, _reply: unknown, done: () => void) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done);
  const idOf = (params: { articleId: string }) => Number(params.articleId);

  api.get(E.articles.path, { schema: routeSchema(E.articles), onRequest }, async (request) => ({ success: ok, ...(await list.list(request.query, viewerOf(request))) }));
  api.get(E.article.path, { schema: routeSchema(E.article), onRequest }, async (request) => {
    const article = await list.article(request.params.slug, viewerOf(request));
    if (!article) throw new HttpError(404, ARTICLE_MESSAGES.notFound);
    return { success: ok, article };
  });

  api.get(E.myArticles.path, { schema: routeSchema(E.myArticles), onRequest }, async (request) => {
    const memberId = memberOf(request).id;
    const [articles, premium] = await Promise.all([memberArticles.list(memberId), memberArticles.hasPremium(memberId)]);
    return { success: ok, articles, premium };
  });
  api.post(E.createArticle.path, { schema: routeSchema(E.createArticle), onRequest, bodyLimit: ARTICLE_REQUEST_MAX_BYTES }, async (request, reply) =>
    reply.status(201).send({ success: ok, article: await memberArticles.create(memberOf(request).id, request.body) }),
  );
  api.get(E.myArticle.path, { schema: routeSchema(E.myArticle), onRequest }, async (request) => ({
    success: ok,
    article: await memberArticles.get(idOf(request.params), memberOf(request).id),
  }));
  api.put(E.saveArticle.path, { schema: routeSchema(E.saveArticle), onRequest, bodyLimit: ARTICLE_REQUEST_MAX_BYTES }, async (request) => ({
    success: ok,
    article: await memberArticles.save(idOf(request.params), memberOf(request).id, request.body),
  }));
  api.post(E.publishArticle.path, { schema: routeSchema(E.publishArticle), onRequest }, async (request) => ({
    success: ok,
    article: await memberArticles.publish(idOf(request.params), memberOf(request).id),
  }));
  api.post(E.unpublishArticle.path, { schema: routeSchema(E.unpublishArticle), onRequest }, async (request) => ({
    success: ok,
    article: await memberArticles.unpublish(idOf(request.params), memberOf(request).id),
  }));
  api.delete(E.deleteArticle.path, { schema: routeSchema(E.deleteArticle), onRequest }, async (request) => {
    await memberArticles.remove(idOf(request.params), memberOf(request).id);
    return { success: ok };
  });

  api.get(E.authors.path, { schema: routeSchema(E.authors), onRequest }, async (request) => ({
    success: ok,
    ...(await authors.suggestions(viewerOf(request), Number(request.query.page ?? 1))),
  }));
  api.put(E.followAuthor.path, { schema: routeSchema(E.followAuthor), onRequest }, async (request) => ({
    success: ok,
    ...(await authors.follow(memberOf(request).id, request.params.personId, true)),
  }));
  api.delete(E.unfollowAuthor.path, { schema: routeSchema(E.unfollowAuthor), onRequest }, async (request) => ({
    success: ok,
    ...(await authors.follow(memberOf(request).id, request.params.personId, false)),
  }));
}
