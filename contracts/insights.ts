/**
 * The Insights API: one list of the trust's articles (content, edited in the Studio) and members'
 * articles (the database's), newest first, with their counts from the interaction model; one
 * article to read; a member's own articles (drafts, publish, unpublish, delete; writing needs
 * Premium); authors to follow, the trust's included (a trust author is a content `person`).
 * Likes, saves, shares and comments use the interaction endpoints with target type `article`
 * (the trust's) or `member-article` (members').
 */
import { z } from 'zod/mini';
import { memberStage } from './memberStage';
import { ARTICLE_FILTERS, ARTICLE_SEARCH_MAX_LENGTH, ARTICLE_TITLE_MAX_LENGTH, ARTICLE_TOPICS_MAX } from './articleRules';
import { COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { oneLine, pathId, rowId, searchText, typeable } from './fields';
import { ARTICLE_MESSAGES } from './messages/articles';
import { FIELD_MESSAGES } from './messages/field';
import { REQUEST_MESSAGES } from './messages/request';

const messages = ARTICLE_MESSAGES;
const count = z.int().check(z.nonnegative());
const notAnObject = { error: REQUEST_MESSAGES.notAnObject };

export const authorView = z.object({
  /** `trust`: a content person (followed by `id`); `member`: a member (followed by `handle`). */
  kind: z.enum(['trust', 'member']),
  id: z.string(),
  handle: z.nullable(z.string()),
  name: z.string(),
  imageUrl: z.nullable(z.string()),
  role: z.nullable(z.string()),
  /** A member's Karmic Points stage; null for the trust's people (their badges are content, not stages). */
  stage: z.nullable(memberStage),
  /** Null for a visitor or the viewer themself. */
  following: z.nullable(z.boolean()),
});

export const topicView = z.object({ slug: z.string(), title: z.string() });

export const articleCard = z.object({
  /** The interaction target: `article` (content `_id`) or `member-article` (number). */
  targetType: z.enum(['article', 'member-article']),
  targetId: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.nullable(z.string()),
  excerpt: z.string(),
  imageUrl: z.nullable(z.string()),
  imageAlt: z.string(),
  publishedAt: z.string(),
  readMinutes: z.int().check(z.minimum(1)),
  author: authorView,
  topics: z.array(topicView),
  likesCount: count,
  commentsCount: count,
  sharesCount: count,
  /** The viewer's marks; false for a visitor. */
  liked: z.boolean(),
  saved: z.boolean(),
  mine: z.boolean(),
});

/** A body: the trust's Portable Text, or a member's (contracts/articleBody.ts says what it may hold). */
export const articleView = z.object({ ...articleCard.shape, body: z.array(z.unknown()) });

export const articlesQuery = z.object({
  filter: z.optional(z.enum(ARTICLE_FILTERS, { error: messages.filterInvalid })),
  q: searchText(ARTICLE_SEARCH_MAX_LENGTH),
  topic: z.optional(z.string().check(z.regex(/^[a-z0-9-]{1,100}$/, { error: 'Topic must be a topic’s name in an address.' }))),
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'Page must be a whole number from 1 to 9999.' }))),
});
export type ArticlesQuery = z.output<typeof articlesQuery>;
export const articlesAnswer = z.object({
  success: z.literal(true),
  articles: z.array(articleCard),
  page: z.int(),
  hasMore: z.boolean(),
  /** The topics offered on the list ("Topics You May Like"), from content. */
  topics: z.array(topicView),
});

export const slugParams = z.object({ slug: pathId(messages.notFound) });
export const articleAnswer = z.object({ success: z.literal(true), article: articleView });

export const ARTICLE_STATUSES = ['draft', 'published'] as const;
export const ownArticle = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  body: z.array(z.unknown()),
  status: z.enum(ARTICLE_STATUSES),
  createdAt: z.string(),
  updatedAt: z.string(),
  publishedAt: z.nullable(z.string()),
  readMinutes: z.int(),
  /** The slugs of the topics chosen, from those offered on the list. */
  topics: z.array(z.string()),
});
export type OwnArticle = z.infer<typeof ownArticle>;
export const ownArticleAnswer = z.object({ success: z.literal(true), article: ownArticle });
export const ownArticlesAnswer = z.object({ success: z.literal(true), articles: z.array(ownArticle), premium: z.boolean() });

/** A draft as the editor sends it; a blank title or body is a draft's right, refused only on publishing. */
export const articleBody = z.object(
  {
    title: z.string({ error: FIELD_MESSAGES.mustBeText('Title') }).check(z.trim(), z.maxLength(ARTICLE_TITLE_MAX_LENGTH, { error: messages.titleTooLong(ARTICLE_TITLE_MAX_LENGTH) }), typeable('Title'), oneLine('Title')),
    /** Checked by the server against the article schema (contracts/articleBody.ts) with a message per problem. */
    body: z.array(z.unknown(), { error: messages.bodyInvalid }),
    /** Topic slugs from those offered on the list (checked by the server); left out, the chosen ones stay. */
    topics: z.optional(
      z.array(z.string().check(z.regex(/^[a-z0-9-]{1,100}$/, { error: 'Topic must be a topic’s name in an address.' })), { error: messages.topicsInvalid }).check(z.maxLength(ARTICLE_TOPICS_MAX, { error: messages.tooManyTopics(ARTICLE_TOPICS_MAX) })),
    ),
  },
  notAnObject,
);
export type ArticleInput = z.input<typeof articleBody>;

export const articleIdParams = z.object({ articleId: rowId(messages.draftNotFound) });

export const authorsQuery = z.object({ page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'Page must be a whole number from 1 to 9999.' }))) });
export const authorsAnswer = z.object({ success: z.literal(true), authors: z.array(authorView), hasMore: z.boolean() });
export const personParams = z.object({ personId: pathId(messages.authorNotFound) });
export const authorFollowAnswer = z.object({ success: z.literal(true), following: z.boolean(), followersCount: count });

export type ArticleCard = z.infer<typeof articleCard>;
export type ArticleView = z.infer<typeof articleView>;
export type AuthorView = z.infer<typeof authorView>;
export type TopicView = z.infer<typeof topicView>;
export type ArticlesAnswer = z.infer<typeof articlesAnswer>;

const TAG = 'Insights';
const READ_ERRORS = { ...errorAnswers(400, 401, 404, 414), ...COMMON_ERRORS };
const read = <const P extends string, const S extends string>(path: P, summary: S) => ({ method: 'GET', path, summary, tag: TAG, auth: 'optional' }) as const;
const write = <const M extends 'GET' | 'POST' | 'PUT' | 'DELETE', const P extends string, const S extends string>(method: M, path: P, summary: S) =>
  ({ method, path, summary, tag: TAG, auth: 'member' }) as const;
const ok = z.object({ success: z.literal(true) });

export const INSIGHTS_ENDPOINTS = {
  articles: defineEndpoint({ ...read('/insights/articles', "The trust's and members' published articles, newest first, 20 a page; filtered by chip, topic and search"), querystring: articlesQuery, responses: { 200: articlesAnswer, ...READ_ERRORS } }),
  article: defineEndpoint({ ...read('/insights/articles/:slug', 'One published article with its body'), params: slugParams, responses: { 200: articleAnswer, ...READ_ERRORS } }),
  myArticles: defineEndpoint({ ...write('GET', '/insights/my-articles', "The member's own articles, drafts and published, last changed first"), responses: { 200: ownArticlesAnswer, ...errorAnswers(401), ...COMMON_ERRORS } }),
  createArticle: defineEndpoint({ ...write('POST', '/insights/my-articles', 'Start an article (a draft); Premium'), body: articleBody, responses: { 201: ownArticleAnswer, ...WRITE_ERRORS } }),
  myArticle: defineEndpoint({ ...write('GET', '/insights/my-articles/:articleId', "One of the member's own articles"), params: articleIdParams, responses: { 200: ownArticleAnswer, ...READ_ERRORS, ...errorAnswers(403) } }),
  saveArticle: defineEndpoint({ ...write('PUT', '/insights/my-articles/:articleId', "Save one's own article (the editor's autosave); Premium"), params: articleIdParams, body: articleBody, responses: { 200: ownArticleAnswer, ...WRITE_ERRORS } }),
  publishArticle: defineEndpoint({ ...write('POST', '/insights/my-articles/:articleId/publish', "Publish one's own article; Premium"), params: articleIdParams, responses: { 200: ownArticleAnswer, ...WRITE_ERRORS } }),
  unpublishArticle: defineEndpoint({ ...write('POST', '/insights/my-articles/:articleId/unpublish', "Take one's own article back to a draft"), params: articleIdParams, responses: { 200: ownArticleAnswer, ...WRITE_ERRORS } }),
  deleteArticle: defineEndpoint({ ...write('DELETE', '/insights/my-articles/:articleId', "Delete one's own article with its likes and comments"), params: articleIdParams, responses: { 200: ok, ...WRITE_ERRORS } }),
  authors: defineEndpoint({ ...read('/insights/authors', "Authors to follow: the trust's, then members who publish"), querystring: authorsQuery, responses: { 200: authorsAnswer, ...READ_ERRORS } }),
  followAuthor: defineEndpoint({ ...write('PUT', '/insights/authors/:personId/follow', "Follow one of the trust's authors"), params: personParams, responses: { 200: authorFollowAnswer, ...WRITE_ERRORS } }),
  unfollowAuthor: defineEndpoint({ ...write('DELETE', '/insights/authors/:personId/follow', "Stop following one of the trust's authors"), params: personParams, responses: { 200: authorFollowAnswer, ...WRITE_ERRORS } }),
} as const;
