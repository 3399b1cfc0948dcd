import type { FastifyInstance, FastifyRequest } from 'fastify';
import { academyItemPath, articlePath, episodePath, ROUTES, type RouteName, sparkPath, videoPreviewPath } from '../../../contracts/routes';
import type { ContentDocument } from '../content/dataset';
import type { PublishedContent } from '../content/dataset';
import { publishedAcademyItems } from '../learning/academy';

/**
 * /sitemap.xml and /robots.txt for search engines, built on each request from the route table and
 * the published episodes, articles, academy items, sparks and video samples (so a new one is listed without a deploy). Only addresses that render
 * a page of their own for a visitor are listed: a member's own pages, the login forms and the
 * per-item routes without their item are left out. Articles and books join once their pages
 * (`articlePath`, `bookPath`) render the item instead of a placeholder.
 */
const NOT_LISTED: ReadonlySet<RouteName> = new Set<RouteName>([
  'login',
  'signUp',
  'resetPassword',
  'confirmEmail',
  'unsubscribe',
  'moderation',
  'settings',
  'message',
  'personalProfile',
  // Item pages: listed per item below (episodes, articles, academy items, sparks, video samples), or not yet (a book).
  'videoPreview',
  'videoPlayer',
  'readingBlog',
  'bookDetail',
  // A reader's own cart.
  'cart',
  'myOrders',
]);

const escapeXml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** The site's public address: PUBLIC_ORIGIN when configured, else the one the request was made to. */
const originOf = (request: FastifyRequest, publicOrigin: string | undefined) => publicOrigin ?? `${request.protocol}://${request.host}`;

/** The published episodes' ids, read from the API's own list (the same answer the stream page shows). */
async function episodeIds(app: FastifyInstance): Promise<string[]> {
  const answer = await app.inject({ method: 'GET', url: '/api/v1/user/getAllEpisodesGroupedByCategory' });
  if (answer.statusCode !== 200) throw new Error(`the episode list answered ${answer.statusCode}`);
  const body = answer.json<{ data: { episodes: { _id: string }[] }[] }>();
  return body.data.flatMap((group) => group.episodes.map((episode) => episode._id));
}

/** Every published article's address slug (the trust's and members'), read page by page from the API's list. */
async function articleSlugs(app: FastifyInstance): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await app.inject({ method: 'GET', url: `/api/v1/insights/articles?page=${page}` });
    if (answer.statusCode !== 200) throw new Error(`the article list answered ${answer.statusCode}`);
    const body = answer.json<{ articles: { slug: string }[]; hasMore: boolean }>();
    slugs.push(...body.articles.map((article) => article.slug));
    if (!body.hasMore) return slugs;
  }
}

/** The published content items that have a page of their own: academy items, sparks and video samples, by their address slugs. */
function contentItemPaths(content: PublishedContent): string[] {
  const slugOf = (doc: ContentDocument) => (doc as { slug?: { current?: string } }).slug?.current;
  const ofType = (type: string) => content.published().filter((doc) => doc._type === type);
  const paths = (docs: ContentDocument[], pathOf: (slug: string) => string) => docs.map(slugOf).filter((slug): slug is string => Boolean(slug)).map(pathOf);
  return [...paths(publishedAcademyItems(content), academyItemPath), ...paths(ofType('spark'), sparkPath), ...paths(ofType('videoSample'), videoPreviewPath)];
}

export function sitemapPaths(ids: string[], articles: string[] = [], items: string[] = []): string[] {
  const pages = (Object.keys(ROUTES) as RouteName[]).filter((name) => !NOT_LISTED.has(name)).map((name) => ROUTES[name]);
  return [...pages, ...ids.map(episodePath), ...articles.map(articlePath), ...items];
}

export function registerSitemap(app: FastifyInstance, publicOrigin: string | undefined, content: PublishedContent) {
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = originOf(request, publicOrigin);
    const urls = sitemapPaths(await episodeIds(app), await articleSlugs(app), contentItemPaths(content)).map((path) => `  <url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`);
  });

  app.get('/robots.txt', async (request, reply) => {
    const origin = originOf(request, publicOrigin);
    return reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(`User-agent: *\nDisallow: /api/\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`);
  });
}
