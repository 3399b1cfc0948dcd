/**
 * The carousel categories in the pages' order (stream page: the first four; dialogue page: LATEST
 * DIALOGUES plus the shared ones). The listing answers categories in this order.
 */
export const EPISODE_CATEGORIES = [
  'LATEST EPISODES',
  'VISHNU AVATARS - EPISODES',
  'SCIENCE IN RITUALS',
  'UPCOMING SEASONS',
  'LATEST DIALOGUES',
] as const;

export type EpisodeCategory = (typeof EPISODE_CATEGORIES)[number];
