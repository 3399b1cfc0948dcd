/**
 * Book reviews: members' data, one review per member and book,
 * kept by the API. A book's rating and review count are derived from them. Likes and replies on
 * a review use the interaction endpoints with target type `review`.
 */
import { z } from 'zod/mini';
import { REVIEW_TEXT_MAX, REVIEW_TITLE_MAX } from './bookShop';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { nameText, pathId, text } from './fields';
import { memberStage } from './memberStage';
import { INTERACTION_MESSAGES } from './messages/interactions';
import { MARKET_MESSAGES } from './messages/market';
import { REQUEST_MESSAGES } from './messages/request';

const messages = INTERACTION_MESSAGES;
const count = z.int().check(z.nonnegative());
const starsError = { error: messages.starsInvalid };
const stars = z
  .int({ error: (issue) => (issue.input === undefined ? messages.starsRequired : messages.starsInvalid) })
  .check(z.minimum(1, starsError), z.maximum(5, starsError));

export const bookParams = z.object({ bookId: pathId(MARKET_MESSAGES.bookNotFound) });
export const reviewsQuery = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'Page must be a whole number from 1 to 9999.' }))),
});

export const reviewBody = z.object(
  {
    stars,
    title: nameText('Review title', { max: REVIEW_TITLE_MAX }),
    text: text('Review text', { max: REVIEW_TEXT_MAX }),
  },
  { error: REQUEST_MESSAGES.notAnObject },
);

/** A book's rating: the average of its reviews' stars (one decimal), null while it has none. */
export const ratingSummary = z.object({ average: z.nullable(z.number()), count });

/** One review as anyone sees it: the reviewer's name and Karmic Points stage, never their e-mail or id. */
export const reviewView = z.object({
  id: z.string(),
  reviewer: z.string(),
  stage: z.nullable(memberStage),
  stars: z.int(),
  title: z.string(),
  text: z.string(),
  createdAt: z.string(),
  updatedAt: z.nullable(z.string()),
  likesCount: count,
  /** Replies are comments on the review (interaction model). */
  repliesCount: count,
  /** Whether the viewer liked it; false for a visitor. */
  liked: z.boolean(),
  /** Whether the viewer wrote it (they may edit and delete it). */
  mine: z.boolean(),
});

export const reviewsAnswer = z.object({
  success: z.literal(true),
  bookId: z.string(),
  rating: ratingSummary,
  /** Newest first, REVIEWS_PAGE_SIZE a page. */
  reviews: z.array(reviewView),
  page: z.int(),
  hasMore: z.boolean(),
  /** The viewer's own review wherever it is in the list; null for a visitor or a member who has not reviewed. */
  myReview: z.nullable(reviewView),
});
export const myReviewAnswer = z.object({ success: z.literal(true), review: reviewView, rating: ratingSummary });
export const reviewDeletedAnswer = z.object({ success: z.literal(true), rating: ratingSummary });

/** Every book's rating from its reviews, for the list's cards, its "stars & up" filter and its sort. */
export const bookRatingsAnswer = z.object({
  success: z.literal(true),
  ratings: z.array(z.object({ bookId: z.string(), average: z.number(), count })),
});

export type ReviewView = z.infer<typeof reviewView>;
export type ReviewsAnswer = z.infer<typeof reviewsAnswer>;
export type ReviewBody = z.input<typeof reviewBody>;
export type RatingSummary = z.infer<typeof ratingSummary>;
export type BookRating = z.infer<typeof bookRatingsAnswer>['ratings'][number];

const TAG = 'Books';
const MEMBER_ERRORS = { ...BODY_ERRORS, ...errorAnswers(401, 404, 414), ...COMMON_ERRORS };

export const REVIEW_ENDPOINTS = {
  ratings: defineEndpoint({
    method: 'GET',
    path: '/books/ratings',
    summary: "Every book's rating and review count",
    tag: TAG,
    auth: 'none',
    responses: { 200: bookRatingsAnswer, ...COMMON_ERRORS },
  }),
  reviews: defineEndpoint({
    method: 'GET',
    path: '/books/:bookId/reviews',
    summary: "A book's reviews, newest first, a page at a time, with its rating",
    tag: TAG,
    auth: 'optional',
    params: bookParams,
    querystring: reviewsQuery,
    responses: { 200: reviewsAnswer, ...errorAnswers(400, 404, 414), ...COMMON_ERRORS },
  }),
  saveMine: defineEndpoint({
    method: 'PUT',
    path: '/books/:bookId/my-review',
    summary: "Write the member's review of a book, or change it (one per member and book)",
    tag: TAG,
    auth: 'member',
    params: bookParams,
    body: reviewBody,
    // 403: the member's e-mail address is not confirmed yet.
    responses: { 200: myReviewAnswer, 201: myReviewAnswer, ...MEMBER_ERRORS, ...errorAnswers(403) },
  }),
  deleteMine: defineEndpoint({
    method: 'DELETE',
    path: '/books/:bookId/my-review',
    summary: "Delete the member's review of a book",
    tag: TAG,
    auth: 'member',
    params: bookParams,
    responses: { 200: reviewDeletedAnswer, ...errorAnswers(400, 401, 404, 413, 414, 415), ...COMMON_ERRORS },
  }),
} as const;
