/**
 * The eight episode endpoints, whose shape clients rely on and must never change. Ids are strings; `likes` and `saveStreams` hold only
 * the viewer's own id (non-empty exactly when the viewer liked or saved), never other members' ids.
 * Field order in these objects is the order of the answers' JSON.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { fewMentions, idField, text } from './fields';
import { memberStage } from './memberStage';
import { REQUEST_MESSAGES } from './messages/request';
import { POST_TEXT_MAX_LENGTH } from './rules';

const notAnObject = { error: REQUEST_MESSAGES.notAnObject };

export const streamBody = z.object({ streamId: idField('Stream id') }, notAnObject);
export const commentBody = z.object(
  { streamId: idField('Stream id'), text: text('Comment text', { max: POST_TEXT_MAX_LENGTH }).check(fewMentions('Comment text')) },
  notAnObject,
);
export const replyBody = z.object(
  { commentId: idField('Comment id'), text: text('Reply text', { max: POST_TEXT_MAX_LENGTH }).check(fewMentions('Reply text')) },
  notAnObject,
);
export const commentLikeBody = z.object({ commentId: idField('Comment id') }, notAnObject);
export const episodeParams = z.object({ id: z.string() });

export const replyAnswer = z.object({
  _id: z.string(),
  userName: z.string(),
  /** No member pictures yet; the client shows its default avatar. */
  userImage: z.nullable(z.string()),
  text: z.string(),
  createdAt: z.string(),
  /** The author's Karmic Points stage (added after the fields above; null once the author's account is gone). */
  userStage: z.nullable(memberStage),
});

export const commentAnswer = z.object({
  ...replyAnswer.shape,
  likes: z.array(z.string()),
  likesCount: z.number(),
  replies: z.array(replyAnswer),
});

export const episodeSummaryAnswer = z.object({
  _id: z.string(),
  name: z.string(),
  description: z.string(),
  video: z.string(),
  thumbnail: z.string(),
  category: z.string(),
  likes: z.array(z.string()),
  likesCount: z.number(),
  saveStreams: z.array(z.string()),
  shareCount: z.number(),
});

export const episodeAnswer = z.object({ ...episodeSummaryAnswer.shape, comments: z.array(commentAnswer) });
export const episodeCategoryAnswer = z.object({ category: z.string(), episodes: z.array(episodeSummaryAnswer) });

export type Reply = z.infer<typeof replyAnswer>;
export type Comment = z.infer<typeof commentAnswer>;
export type EpisodeSummary = z.infer<typeof episodeSummaryAnswer>;
export type Episode = z.infer<typeof episodeAnswer>;
export type EpisodeCategory = z.infer<typeof episodeCategoryAnswer>;

export const episodeListAnswer = z.object({ success: z.literal(true), data: z.array(episodeCategoryAnswer) });
export const episodeDetailAnswer = z.object({ success: z.literal(true), stream: episodeAnswer });
export const likeAnswer = z.object({ success: z.literal(true), liked: z.boolean(), likesCount: z.number() });
export const saveAnswer = z.object({ success: z.literal(true), saved: z.boolean() });
export const shareAnswer = z.object({ success: z.literal(true), shareCount: z.number() });
export const commentCreatedAnswer = z.object({ success: z.literal(true), comment: commentAnswer });
export const replyCreatedAnswer = z.object({ success: z.literal(true), reply: replyAnswer });

export type LikeAnswer = z.infer<typeof likeAnswer>;
export type SaveAnswer = z.infer<typeof saveAnswer>;
export type ShareAnswer = z.infer<typeof shareAnswer>;
export type CommentCreatedAnswer = z.infer<typeof commentCreatedAnswer>;
export type ReplyCreatedAnswer = z.infer<typeof replyCreatedAnswer>;

const TAG = 'Episodes';
/** A member's action on an episode or comment: a body, a token, and a target that may not exist. */
const ACTION_ERRORS = { ...BODY_ERRORS, ...errorAnswers(401, 404), ...COMMON_ERRORS };

export const EPISODE_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/user/getAllEpisodesGroupedByCategory',
    summary: 'Every episode, grouped by category',
    tag: TAG,
    auth: 'optional',
    responses: { 200: episodeListAnswer, ...COMMON_ERRORS },
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: '/user/getepisode/:id',
    summary: 'One episode with its comments and replies',
    tag: TAG,
    auth: 'optional',
    params: episodeParams,
    responses: { 200: episodeDetailAnswer, ...errorAnswers(400, 404, 414), ...COMMON_ERRORS },
  }),
  like: defineEndpoint({
    method: 'POST',
    path: '/user/like-unlike-stream',
    summary: 'Like an episode, or take the like back',
    tag: TAG,
    auth: 'member',
    body: streamBody,
    responses: { 200: likeAnswer, ...ACTION_ERRORS },
  }),
  save: defineEndpoint({
    method: 'POST',
    path: '/user/save-unsave-stream',
    summary: 'Save an episode, or unsave it',
    tag: TAG,
    auth: 'member',
    body: streamBody,
    responses: { 200: saveAnswer, ...ACTION_ERRORS },
  }),
  share: defineEndpoint({
    method: 'POST',
    path: '/user/share-stream',
    summary: 'Count a share of an episode',
    tag: TAG,
    auth: 'member',
    body: streamBody,
    responses: { 200: shareAnswer, ...ACTION_ERRORS },
  }),
  comment: defineEndpoint({
    method: 'POST',
    path: '/user/add-comment-to-stream',
    summary: 'Comment on an episode',
    tag: TAG,
    auth: 'member',
    body: commentBody,
    // 403: the member's e-mail address is not confirmed yet.
    responses: { 201: commentCreatedAnswer, ...ACTION_ERRORS, ...errorAnswers(403) },
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: '/user/add-reply-to-stream-comment',
    summary: 'Reply to a comment',
    tag: TAG,
    auth: 'member',
    body: replyBody,
    // 403: the answered comment's author and the member have blocked each other, or the member's address is unconfirmed.
    responses: { 201: replyCreatedAnswer, ...ACTION_ERRORS, ...errorAnswers(403) },
  }),
  likeComment: defineEndpoint({
    method: 'POST',
    path: '/user/like-unlike-stream-comment',
    summary: 'Like a comment, or take the like back',
    tag: TAG,
    auth: 'member',
    body: commentLikeBody,
    responses: { 200: likeAnswer, ...ACTION_ERRORS },
  }),
} as const;
