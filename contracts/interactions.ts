import { z } from 'zod';

/**
 * The generic interactions API (DESIGN §8): likes, saves, shares, views, ratings and comments
 * with stances and replies on any registered target, under
 * /api/v1/interactions/{targetType}/{targetId}. Target types today: episode, article, spark,
 * academy-item, video-sample, comment (likes only).
 *
 * Request schemas here describe the shape; the server narrows `text` with its shared text rules
 * (trimmed, no control characters, not only invisible characters).
 */

export const STANCES = ['agree', 'disagree', 'neutral'] as const;
export const COMMENT_MAX_LENGTH = 2000;

export const stance = z.enum(STANCES, { error: 'Stance must be agree, disagree or neutral.' });
export type Stance = z.infer<typeof stance>;

/** POST …/comments: a comment, or with parentId a reply to one. Only comments take a stance. */
export const commentRequest = z.object({
  text: z.string().min(1).max(COMMENT_MAX_LENGTH),
  stance: stance.nullish(),
  parentId: z.union([z.string(), z.number()]).nullish(),
});

const STARS_MESSAGE = 'Stars must be a whole number from 1 to 5.';
/** POST …/rating: rating again replaces the member's stars. */
export const ratingRequest = z.object({
  stars: z
    .number({ error: (issue) => (issue.input === undefined ? 'Stars are required.' : STARS_MESSAGE) })
    .int({ error: STARS_MESSAGE })
    .min(1, { error: STARS_MESSAGE })
    .max(5, { error: STARS_MESSAGE }),
});

const count = z.number().int().nonnegative();

export const likeAnswer = z.object({ success: z.literal(true), liked: z.boolean(), likesCount: count });
export const saveAnswer = z.object({ success: z.literal(true), saved: z.boolean(), savesCount: count });
export const shareAnswer = z.object({ success: z.literal(true), sharesCount: count });
/** Views count members who viewed, once each. */
export const viewAnswer = z.object({ success: z.literal(true), viewsCount: count });
export const ratingAnswer = z.object({
  success: z.literal(true),
  stars: z.number().int(),
  /** Rounded to two decimals; null while nobody has rated. */
  ratingAverage: z.number().nullable(),
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
  ratingAverage: z.number().nullable(),
  ratingCount: count,
  /** The viewer's own marks; null for a visitor. */
  viewer: z.object({ liked: z.boolean(), saved: z.boolean(), stars: z.number().int().nullable() }).nullable(),
});
export const summaryAnswer = z.object({ success: z.literal(true), interactions: interactionSummary });

/** A comment or a reply. `likes` is `[viewerId]` when the viewer liked it, else `[]`: no other member's id is ever sent. */
export const commentView = z.object({
  _id: z.string(),
  parentId: z.string().nullable(),
  userName: z.string(),
  userImage: z.string().nullable(),
  text: z.string(),
  stance: stance.nullable(),
  likes: z.array(z.string()),
  likesCount: count,
  createdAt: z.string(),
});
export const commentThread = commentView.extend({ replies: z.array(commentView) });

export const commentsAnswer = z.object({
  success: z.literal(true),
  /** Oldest first; replies oldest first under their comment. */
  comments: z.array(commentThread),
  commentsCount: count,
  stanceCounts,
});
export const commentCreatedAnswer = z.object({ success: z.literal(true), comment: commentView });

export type CommentView = z.infer<typeof commentView>;
export type CommentThread = z.infer<typeof commentThread>;
export type InteractionSummary = z.infer<typeof interactionSummary>;
export type StanceCounts = z.infer<typeof stanceCounts>;
