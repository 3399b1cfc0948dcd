/**
 * Playing the clips of academy items, sparks and video samples, and completing an academy item.
 * A free item's clip is a public /media address; a premium item's is a short-lived signed
 * address that only a member with a premium membership is given.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { PLAYABLE_TYPES } from './learningRules';
import { LEARNING_MESSAGES } from './messages/learning';

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
} as const;

