/**
 * Karmic Points: a member's own standing and history (their profile's panel), and the leaderboard
 * anyone may read, which names members only by what their profile shows publicly.
 */
import { z } from 'zod/mini';
import { COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { KARMA_EVENT_KINDS, KARMA_PERIODS, LEADERBOARD_DEFAULT_SIZE, LEADERBOARD_MAX_SIZE } from './karmaRules';
import { memberStage } from './memberStage';

const TAG = 'Karmic Points';
const count = z.int().check(z.nonnegative());

export const karmaHistoryQuery = z.object({
  page: z.optional(z.string().check(z.regex(/^[1-9]\d{0,3}$/, { error: 'Page must be a whole number from 1 to 9999.' }))),
});

export const leaderboardQuery = z.object({
  period: z.optional(z.enum(KARMA_PERIODS, { error: 'Period must be 7d, 30d or all.' })),
  limit: z.optional(
    z.string().check(z.regex(/^[1-9]\d{0,1}$/, { error: `Limit must be a whole number from 1 to ${LEADERBOARD_MAX_SIZE}.` }), z.refine((value) => Number(value) <= LEADERBOARD_MAX_SIZE, { error: `Limit must be a whole number from 1 to ${LEADERBOARD_MAX_SIZE}.` })),
  ),
});

/** Where the member stands: total, stage, and what the next stage still needs. */
export const karmaStanding = z.object({
  points: z.int(),
  stage: memberStage,
  distinctGivers: count,
  next: z.nullable(
    z.object({
      stage: memberStage,
      /** Points and distinct members still missing (0 when that part is met). */
      pointsMissing: count,
      membersMissing: count,
      /** How far along, 0–100: the lesser of the two parts' progress since the current stage. */
      percent: z.int().check(z.minimum(0), z.maximum(100)),
    }),
  ),
});

/** One standing credit with what caused it (credits taken back are not listed: they cancel out). */
export const karmaEntry = z.object({
  id: z.string(),
  kind: z.enum(KARMA_EVENT_KINDS),
  /** How the history names the kind, e.g. "A like on your comment". */
  label: z.string(),
  points: z.int(),
  createdAt: z.string(),
  /** What it was for: its title or an excerpt, and where it is read (null when gone or not a page). */
  target: z.object({ type: z.string(), id: z.string(), title: z.nullable(z.string()), href: z.nullable(z.string()) }),
});

export const karmaMineAnswer = z.object({
  success: z.literal(true),
  standing: karmaStanding,
  /** Newest first, a page at a time. */
  history: z.object({ entries: z.array(karmaEntry), page: z.int().check(z.positive()), hasMore: z.boolean() }),
});

export const leaderboardRow = z.object({
  rank: z.int().check(z.positive()),
  handle: z.string(),
  name: z.string(),
  avatarUrl: z.nullable(z.string()),
  /** Points gained in the period (all of them for all time). */
  points: z.int(),
  stage: memberStage,
});

export const leaderboardAnswer = z.object({
  success: z.literal(true),
  period: z.enum(KARMA_PERIODS),
  members: z.array(leaderboardRow),
});

export type KarmaStandingView = z.infer<typeof karmaStanding>;
export type KarmaEntryView = z.infer<typeof karmaEntry>;
export type LeaderboardRow = z.infer<typeof leaderboardRow>;

export const KARMA_ENDPOINTS = {
  mine: defineEndpoint({
    method: 'GET',
    path: '/karma/me',
    summary: "The signed-in member's Karmic Points: total, stage, progress to the next stage and the history of entries",
    tag: TAG,
    auth: 'member',
    querystring: karmaHistoryQuery,
    responses: { 200: karmaMineAnswer, ...errorAnswers(400, 401), ...COMMON_ERRORS },
  }),
  leaderboard: defineEndpoint({
    method: 'GET',
    path: '/karma/leaderboard',
    summary: `The members with the most Karmic Points gained in the last 7 or 30 days or all time (top ${LEADERBOARD_DEFAULT_SIZE} unless a limit is given)`,
    tag: TAG,
    auth: 'none',
    querystring: leaderboardQuery,
    responses: { 200: leaderboardAnswer, ...errorAnswers(400), ...COMMON_ERRORS },
  }),
};
