/**
 * Playing the clips of academy items, sparks and video samples, and completing an academy item.
 * A free item's clip is a public /media address; a premium item's is a short-lived signed
 * address that only a member with a premium membership is given.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers, WRITE_ERRORS } from './endpoint';
import { MAX_WATCHED_PARTS, PLAYABLE_TYPES } from './learningRules';
import { LEARNING_MESSAGES } from './messages/learning';
import { REQUEST_MESSAGES } from './messages/request';

const messages = LEARNING_MESSAGES;

export const playableParams = z.object({ targetType: z.enum(PLAYABLE_TYPES, { error: messages.noItem }), targetId: z.string() });

export const playbackAnswer = z.object({
  success: z.literal(true),
  /** Where the player reads the clip (a public /media address, or a signed one). */
  url: z.string(),
  premium: z.boolean(),
  /** When a signed address stops working (ISO); null for a public one. */
  expiresAt: z.nullable(z.string()),
});

export const mediaParams = z.object({ ...playableParams.shape, token: z.string() });

const notAnObject = { error: REQUEST_MESSAGES.notAnObject };
const count = z.int().check(z.nonnegative());

/** A playback's id, made by the server when the player starts. */
export const playbackParams = z.object({ playbackId: z.string().check(z.regex(/^[0-9a-f-]{36}$/, { error: messages.noPlayback })) });
export const playbackStarted = z.object({ success: z.literal(true), playbackId: z.string(), startedAt: z.string() });

const partError = { error: messages.segmentsInvalid };
const second = z.number(partError).check(z.refine((value: number) => Number.isFinite(value) && value >= 0, partError));
/** The parts of the video the player played, in seconds: [[from, to], …] (the video element's `played` ranges). */
export const progressBody = z.object(
  {
    watched: z
      .array(z.tuple([second, second], partError), partError)
      .check(
        z.maxLength(MAX_WATCHED_PARTS, { error: messages.tooManyParts(MAX_WATCHED_PARTS) }),
        z.refine((parts: [number, number][]) => parts.every(([from, to]) => from < to), partError),
      ),
  },
  notAnObject,
);
export type ProgressBody = z.input<typeof progressBody>;
export const progressAnswer = z.object({
  success: z.literal(true),
  /** Seconds of the video covered by everything this playback reported. */
  watchedSeconds: z.number(),
  /** The same as a whole percentage of the video. */
  watchedPercent: z.int(),
  completed: z.boolean(),
});

/** Only academy items are completed (they carry a coin value). */
export const completionParams = z.object({ targetType: z.enum(['academy-item'], { error: messages.noItem }), targetId: z.string() });
export const completionBody = z.object({ playbackId: playbackParams.shape.playbackId }, notAnObject);
export const completionAnswer = z.object({
  success: z.literal(true),
  completedAt: z.string(),
  /** False when the member had completed it before: a completion counts once. */
  firstTime: z.boolean(),
});

/** One published academy item's figures from the interaction tables, and the viewer's own marks and progress. */
export const academyItemStats = z.object({
  id: z.string(),
  ratingAverage: z.nullable(z.number()),
  ratingCount: count,
  likesCount: count,
  savesCount: count,
  viewsCount: count,
  commentsCount: count,
  liked: z.boolean(),
  saved: z.boolean(),
  stars: z.nullable(z.int()),
  completed: z.boolean(),
  /** The most of the video one of the member's playbacks covered (0 for a visitor). */
  watchedPercent: z.int(),
});
export const academyAnswer = z.object({
  success: z.literal(true),
  items: z.array(academyItemStats),
  /** Today's trending: acted on in the last day, then (when the day has fewer) in the last week; most acted on first. */
  trending: z.array(z.object({ id: z.string(), window: z.enum(['day', 'week']), interactions: count })),
  /** Items the viewer has not completed, by members' ratings and (for a member) the topics of what they liked or saved. */
  recommended: z.array(z.string()),
  /** The trust's people the viewer follows (their items make the Following tab). */
  followedAuthors: z.array(z.string()),
});
export type AcademyAnswer = z.infer<typeof academyAnswer>;
export type AcademyItemStats = z.infer<typeof academyItemStats>;

const TAG = 'Learning';

export const LEARNING_ENDPOINTS = {
  playback: defineEndpoint({
    method: 'GET',
    path: '/learning/:targetType/:targetId/playback',
    summary: "Where an item's video plays: public for a free item, a signed address for a premium one (premium members only)",
    tag: TAG,
    auth: 'optional',
    params: playableParams,
    responses: { 200: playbackAnswer, ...errorAnswers(400, 401, 403, 404, 414), ...COMMON_ERRORS },
  }),
  media: defineEndpoint({
    method: 'GET',
    path: '/learning/:targetType/:targetId/media/:token',
    summary: "A premium item's video (video/mp4, with Range requests) at the signed address the playback endpoint gave",
    tag: TAG,
    auth: 'none',
    params: mediaParams,
    responses: { 200: z.string(), 206: z.string(), ...errorAnswers(400, 403, 404, 414, 416), ...COMMON_ERRORS },
  }),
  academy: defineEndpoint({
    method: 'GET',
    path: '/learning/academy',
    summary: "The Academy's published items with their ratings and counts, today's trending, the recommendations and the viewer's progress",
    tag: TAG,
    auth: 'optional',
    responses: { 200: academyAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  startPlayback: defineEndpoint({
    method: 'POST',
    path: '/learning/:targetType/:targetId/playbacks',
    summary: 'A member starts playing an item: the server notes when, to judge what is later reported watched',
    tag: TAG,
    auth: 'member',
    params: playableParams,
    responses: { 201: playbackStarted, ...WRITE_ERRORS },
  }),
  reportProgress: defineEndpoint({
    method: 'POST',
    path: '/learning/playbacks/:playbackId/progress',
    summary: 'The parts of the video a playback has played; refused when more was reported than the time since it started allows',
    tag: TAG,
    auth: 'member',
    params: playbackParams,
    body: progressBody,
    responses: { 200: progressAnswer, ...WRITE_ERRORS, ...errorAnswers(422) },
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: '/learning/:targetType/:targetId/completion',
    summary: 'Complete an academy item, once per member: its playback must have covered at least 90 % of the video',
    tag: TAG,
    auth: 'member',
    params: completionParams,
    body: completionBody,
    responses: { 200: completionAnswer, ...WRITE_ERRORS, ...errorAnswers(422) },
  }),
} as const;

