/** Playing the Academy's, Sparks' and video samples' clips, and completing an item. */
export const LEARNING_MESSAGES = {
  noItem: 'No such video.',
  premiumLogin: 'This video is for premium members. Please log in.',
  premiumUpgrade: 'This video is for premium members. Upgrade your membership to watch it.',
  mediaRefused: 'This video address is not valid or has expired. Open the video from its page again.',
  noPlayback: 'No such playback. Start the video again.',
  segmentsInvalid: 'Watched parts must be pairs of seconds [from, to] with from before to.',
  implausible: 'Playback reported faster than the video can be watched; it was not counted.',
  tooManyParts: (max: number) => `A report may name at most ${max} watched parts.`,
  notWatchedEnough: (percent: number) => `Watch at least ${percent} % of the video to complete it.`,
  playbackOfAnother: 'This playback is of another video. Start the video again.',
  commentNotFound: 'No comment found with this id.',
  notYourComment: 'Only its author can delete this comment.',
} as const;
