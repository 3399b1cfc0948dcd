/**
 * The generic interactions API: likes, saves, shares, views, ratings and comments
 * with stances and replies on any registered target, under
 * /api/v1/interactions/{targetType}/{targetId}. Target types today: episode, article, member-article,
 * spark, academy-item, video-sample, post, review, comment (likes only). Field order in the answers is the JSON's.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { commentCursor, idField, rowId, fewMentions, text } from './fields';
import { memberStage } from './memberStage';
import { ARTICLE_MESSAGES } from './messages/articles';
import { INTERACTION_MESSAGES } from './messages/interactions';
import { LEARNING_MESSAGES } from './messages/learning';
import { REQUEST_MESSAGES } from './messages/request';
import { POST_TEXT_MAX_LENGTH, VISITOR_ID_PATTERN } from './rules';
import { SUMMARY_TARGETS_MAX } from './articleRules';

export const STANCES = ['agree', 'disagree', 'neutral'] as const;
export const COMMENT_MAX_LENGTH = POST_TEXT_MAX_LENGTH;

const messages = { ...INTERACTION_MESSAGES, targetsInvalid: ARTICLE_MESSAGES.targetsInvalid };
const notAnObject = { error: REQUEST_MESSAGES.notAnObject };

export const stance = z.enum(STANCES, { error: messages.stanceInvalid });
export type Stance = z.infer<typeof stance>;

/** The target named in every interactions address; the server checks that it exists. */
export const targetParams = z.object({ targetType: z.string(), targetId: z.string() });

/** POST …/comments: a comment, or with parentId a reply to one. Only comments take a stance. */
export const commentBody = z.object(
  {
    text: text('Comment text', { max: COMMENT_MAX_LENGTH }).check(fewMentions('Comment text')),
    stance: z.nullish(stance),
    parentId: z.nullish(idField('Parent comment id')),
  },
  notAnObject,
);

const starsError = { error: messages.starsInvalid };
/** POST …/rating: rating again replaces the member's stars. */
export const ratingBody = z.object(
  {
    stars: z
      .int({ error: (issue) => (issue.input === undefined ? messages.starsRequired : messages.starsInvalid) })
      .check(z.minimum(1, starsError), z.maximum(5, starsError)),
  },
  notAnObject,
);

const count = z.int().check(z.nonnegative());

const visitorIdError = { error: messages.visitorIdInvalid };
/**
 * POST …/visitor-share and …/visitor-view: a visitor's share (counted once per browser) or view (once a day). The id is random, made and
 * kept by the browser (nothing about the person); the server keeps only its hash.
 */
export const visitorShareBody = z.object(
  { visitorId: z.string(visitorIdError).check(z.regex(VISITOR_ID_PATTERN, visitorIdError)) },
  notAnObject,
);
export type VisitorShareBody = z.input<typeof visitorShareBody>;

export const likeAnswer = z.object({ success: z.literal(true), liked: z.boolean(), likesCount: count });
export const saveAnswer = z.object({ success: z.literal(true), saved: z.boolean(), savesCount: count });
export const shareAnswer = z.object({ success: z.literal(true), sharesCount: count });
/** Views count each viewer (a member, or a visitor's browser) once a day. */
export const viewAnswer = z.object({ success: z.literal(true), viewsCount: count });
export const ratingAnswer = z.object({
  success: z.literal(true),
  stars: z.int().check(z.minimum(1), z.maximum(5)),
  /** Rounded to two decimals; null while nobody has rated. */
  ratingAverage: z.nullable(z.number()),
  ratingCount: count,
});

export const stanceCounts = z.object({ agree: count, disagree: count, neutral: count });

export const interactionSummary = z.object({
  targetType: z.string(),
  targetId: z.string(),
  likesCount: count,
  savesCount: count,
  sharesCount: count,
  viewsCount: count,
  /** Comments and replies together. */
  commentsCount: count,
  stanceCounts,
  ratingAverage: z.nullable(z.number()),
  ratingCount: count,
  /** The viewer's own marks; null for a visitor. */
  viewer: z.nullable(z.object({ liked: z.boolean(), saved: z.boolean(), stars: z.nullable(z.int()) })),
});
export const summaryAnswer = z.object({ success: z.literal(true), interactions: interactionSummary });

const targetsError = { error: messages.targetsInvalid(SUMMARY_TARGETS_MAX) };
/** GET /interactions/summaries?targets=article:a,member-article:12: many items' counts in one request. */
export const summariesQuery = z.object({
  targets: z.string(targetsError).check(
    z.regex(new RegExp(`^[a-z-]{1,40}:[A-Za-z0-9_-]{1,128}(,[a-z-]{1,40}:[A-Za-z0-9_-]{1,128}){0,${SUMMARY_TARGETS_MAX - 1}}$`), targetsError),
  ),
});
/** In the order asked for; an item that does not exist (any more) is left out. */
export const summariesAnswer = z.object({ success: z.literal(true), summaries: z.array(interactionSummary) });

/** A comment or a reply. `likes` is `[viewerId]` when the viewer liked it, else `[]`: no other member's id is ever sent. */
export const commentView = z.object({
  _id: z.string(),
  parentId: z.nullable(z.string()),
  /** The author's member id; null once the author's account is gone. */
  authorId: z.nullable(z.string()),
  userName: z.string(),
  /** The author's handle (to block them from the comment's menu); null once the author's account is gone. */
  userHandle: z.nullable(z.string()),
  userImage: z.nullable(z.string()),
  /** The author's Karmic Points stage; null once the author's account is gone. */
  userStage: z.nullable(memberStage),
  text: z.string(),
  stance: z.nullable(stance),
  likes: z.array(z.string()),
  likesCount: count,
  createdAt: z.string(),
});
export const commentThread = z.object({ ...commentView.shape, replies: z.array(commentView) });

/** The page of comments before a comment: `?before=<comment id>` (the `earlierBefore` of the page after it). */
export const commentsQuery = z.object({ before: z.optional(commentCursor('before')) });

export const commentsAnswer = z.object({
  success: z.literal(true),
  /** The latest page of comments (or the page before `before`), oldest first; replies oldest first under their comment. */
  comments: z.array(commentThread),
  /** The cursor for the page of earlier comments; null when these are the first. */
  earlierBefore: z.nullable(z.string()),
  /** Top-level comments in all pages. */
  threadsCount: count,
  /** Comments and replies in all pages. */
  commentsCount: count,
  stanceCounts,
});
export const commentCreatedAnswer = z.object({ success: z.literal(true), comment: commentView });

/** DELETE /interactions/comments/{commentId}: a member's own comment, with its replies. */
export const commentParams = z.object({ commentId: rowId(LEARNING_MESSAGES.commentNotFound) });

export type CommentView = z.infer<typeof commentView>;
export type CommentThread = z.infer<typeof commentThread>;
export type InteractionSummary = z.infer<typeof interactionSummary>;
export type StanceCounts = z.infer<typeof stanceCounts>;
export type CommentBody = z.input<typeof commentBody>;
export type RatingBody = z.input<typeof ratingBody>;

const TAG = 'Interactions';
const TARGET = '/interactions/:targetType/:targetId';
/** A target in the address can be malformed (400), too long (414), unknown or missing (404). */
const READ_ERRORS = { ...errorAnswers(400, 404, 414), ...COMMON_ERRORS };
/** A member's action: also a body that can be refused, a missing token, and an action the target type does not take (400). */
const ACTION_ERRORS = { ...BODY_ERRORS, ...errorAnswers(401, 404, 414), ...COMMON_ERRORS };

const action = <const P extends string, const S extends string>(suffix: P, summary: S) =>
  ({ method: 'POST', path: `${TARGET}/${suffix}`, summary, tag: TAG, auth: 'member', params: targetParams }) as const;

export const INTERACTION_ENDPOINTS = {
  summary: defineEndpoint({
    method: 'GET',
    path: TARGET,
    summary: "An item's counts, and the viewer's own marks",
    tag: TAG,
    auth: 'optional',
    params: targetParams,
    responses: { 200: summaryAnswer, ...READ_ERRORS },
  }),
  summaries: defineEndpoint({
    method: 'GET',
    path: '/interactions/summaries',
    summary: "Many items' counts and the viewer's own marks in one request (a list's cards)",
    tag: TAG,
    auth: 'optional',
    querystring: summariesQuery,
    responses: { 200: summariesAnswer, ...errorAnswers(400, 414), ...COMMON_ERRORS },
  }),
  like: defineEndpoint({ ...action('like', 'Like an item, or take the like back'), responses: { 200: likeAnswer, ...ACTION_ERRORS } }),
  save: defineEndpoint({ ...action('save', 'Save an item, or unsave it'), responses: { 200: saveAnswer, ...ACTION_ERRORS } }),
  share: defineEndpoint({ ...action('share', 'Count a share of an item'), responses: { 200: shareAnswer, ...ACTION_ERRORS } }),
  visitorShare: defineEndpoint({
    method: 'POST',
    path: `${TARGET}/visitor-share`,
    summary: "Count a visitor's share of an item, once per browser (a member's shares go to …/share)",
    tag: TAG,
    auth: 'none',
    params: targetParams,
    body: visitorShareBody,
    responses: { 200: shareAnswer, ...BODY_ERRORS, ...errorAnswers(404, 414), ...COMMON_ERRORS },
  }),
  view: defineEndpoint({ ...action('view', "Count the member's view of an item (once a day)"), responses: { 200: viewAnswer, ...ACTION_ERRORS } }),
  visitorView: defineEndpoint({
    method: 'POST',
    path: `${TARGET}/visitor-view`,
    summary: "Count a visitor's view of an item, once a day per browser (a member's views go to …/view)",
    tag: TAG,
    auth: 'none',
    params: targetParams,
    body: visitorShareBody,
    responses: { 200: viewAnswer, ...BODY_ERRORS, ...errorAnswers(404, 414), ...COMMON_ERRORS },
  }),
  rate: defineEndpoint({
    ...action('rating', 'Rate an item from 1 to 5 stars (again to change the rating)'),
    body: ratingBody,
    responses: { 200: ratingAnswer, ...ACTION_ERRORS },
  }),
  comments: defineEndpoint({
    method: 'GET',
    path: `${TARGET}/comments`,
    summary: "An item's comments with their replies and stance counts",
    tag: TAG,
    auth: 'optional',
    params: targetParams,
    querystring: commentsQuery,
    responses: { 200: commentsAnswer, ...READ_ERRORS },
  }),
  deleteComment: defineEndpoint({
    method: 'DELETE',
    path: '/interactions/comments/:commentId',
    summary: "Delete one's own comment (with its replies) or reply",
    tag: TAG,
    auth: 'member',
    params: commentParams,
    responses: { 200: z.object({ success: z.literal(true) }), ...WRITE_ERRORS },
  }),
  comment: defineEndpoint({
    ...action('comments', 'Comment on an item (with a stance), or reply to a comment'),
    body: commentBody,
    // 403: the item's (or the answered comment's) author and the member have blocked each other.
    responses: { 201: commentCreatedAnswer, ...ACTION_ERRORS, ...errorAnswers(403) },
  }),
} as const;
