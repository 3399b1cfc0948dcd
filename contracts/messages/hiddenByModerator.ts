/**
 * What the author of a post or comment a moderator hid reads on it. Apart from the safety catalogue
 * (which re-exports it) because the feed shows it and should not download every safety sentence.
 */
export const hiddenByModerator = (reason: string) => `Hidden by a moderator: only you can see this. The reason: ${reason}`;
