/** Likes, stances, stars and the visitor id that reactions carry. */
export const INTERACTION_MESSAGES = {
  stanceInvalid: 'Stance must be agree, disagree or neutral.',
  starsRequired: 'Stars are required.',
  starsInvalid: 'Stars must be a whole number from 1 to 5.',
  /** Said after a share the server could not count (the share itself went out). */
  shareNotCounted: 'Shared, but the share could not be counted just now.',
  visitorIdInvalid: 'Visitor id must be the random id this browser keeps (16 to 64 letters, digits or dashes).',
} as const;
