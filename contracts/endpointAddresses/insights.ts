// Generated from contracts/insights.ts by scripts/endpointAddresses.ts (npx tsx scripts/check-generated.ts rewrites it): do not edit.
import type { EndpointAddresses } from '../endpointAddress';
import type { INSIGHTS_ENDPOINTS as declared } from '../insights';

export const INSIGHTS_ENDPOINTS: EndpointAddresses<typeof declared> = {
  articles: { method: 'GET', path: '/insights/articles' },
  article: { method: 'GET', path: '/insights/articles/:slug' },
  myArticles: { method: 'GET', path: '/insights/my-articles' },
  createArticle: { method: 'POST', path: '/insights/my-articles' },
  myArticle: { method: 'GET', path: '/insights/my-articles/:articleId' },
  saveArticle: { method: 'PUT', path: '/insights/my-articles/:articleId' },
  publishArticle: { method: 'POST', path: '/insights/my-articles/:articleId/publish' },
  unpublishArticle: { method: 'POST', path: '/insights/my-articles/:articleId/unpublish' },
  deleteArticle: { method: 'DELETE', path: '/insights/my-articles/:articleId' },
  authors: { method: 'GET', path: '/insights/authors' },
  followAuthor: { method: 'PUT', path: '/insights/authors/:personId/follow' },
  unfollowAuthor: { method: 'DELETE', path: '/insights/authors/:personId/follow' },
};
