/**
 * The kinds of Karmic Points events, named once: the ledger stores these names in every entry, the
 * rules document keys its points and daily caps by them, and the history on the profile names
 * them. Stored names are never renamed.
 */
export const KARMA_RULE_KINDS = [
  'comment-liked',
  'post-liked',
  'article-liked',
  'review-liked',
  'comment-received',
  'reply-liked-by-author',
  'article-published',
  'course-item-completed',
] as const;
export type KarmaRuleKind = (typeof KARMA_RULE_KINDS)[number];

/** Points the trust granted the sample members when they were seeded; no rule gives them. */
export const KARMA_SEED_GRANT = 'seed-grant';
export const KARMA_EVENT_KINDS = [...KARMA_RULE_KINDS, KARMA_SEED_GRANT] as const;
export type KarmaEventKind = (typeof KARMA_EVENT_KINDS)[number];

/** The rules document's field for each kind (Studio fields are camelCase). */
export const KARMA_RULE_FIELDS: Record<KarmaRuleKind, string> = {
  'comment-liked': 'commentLiked',
  'post-liked': 'postLiked',
  'article-liked': 'articleLiked',
  'review-liked': 'reviewLiked',
  'comment-received': 'commentReceived',
  'reply-liked-by-author': 'replyLikedByAuthor',
  'article-published': 'articlePublished',
  'course-item-completed': 'courseItemCompleted',
};

/** How the history names each kind of entry. */
export const KARMA_EVENT_LABELS: Record<KarmaEventKind, string> = {
  'comment-liked': 'A like on your comment',
  'post-liked': 'A like on your post',
  'article-liked': 'A like on your article',
  'review-liked': 'A like on your review',
  'comment-received': 'A comment on your post, article or review',
  'reply-liked-by-author': 'Your reply liked by the author',
  'article-published': 'Your article published',
  'course-item-completed': 'A course item completed',
  'seed-grant': 'Granted by the trust',
};

/** Leaderboard periods: the last 7 days, the last 30 days, all time. */
export const KARMA_PERIODS = ['7d', '30d', 'all'] as const;
export type KarmaPeriod = (typeof KARMA_PERIODS)[number];
export const KARMA_PERIOD_DAYS: Record<KarmaPeriod, number | null> = { '7d': 7, '30d': 30, all: null };
export const LEADERBOARD_DEFAULT_SIZE = 10;
export const LEADERBOARD_MAX_SIZE = 50;
export const KARMA_HISTORY_PAGE_SIZE = 20;
