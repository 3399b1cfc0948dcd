/** The rules of playing and completing clips, without zod, so that pages can import them cheaply. */

/** The item types that have a clip, by their interaction target type. */
export const PLAYABLE_TYPES = ['academy-item', 'spark', 'video-sample'] as const;
export type PlayableType = (typeof PLAYABLE_TYPES)[number];

/** How long a premium clip's signed address works. */
export const SIGNED_MEDIA_SECONDS = 15 * 60;

/** Where a free clip is served: the public media library. */
export const publicMediaUrl = (file: string) => `/media/${file}`;

/** Watching at least this share of an item's video completes it. */
export const COMPLETION_SHARE = 0.9;
/** The fastest a player may play (its speed menu's highest): watched time beyond this over wall time is not believed. */
export const MAX_PLAYBACK_RATE = 2;
/** Seconds of leeway in that check, for the time the start request took to arrive. */
export const PLAYBACK_SLACK_SECONDS = 1;
/** How many watched parts one report may carry. */
export const MAX_WATCHED_PARTS = 200;
/** Items shown under today's trending. */
export const TRENDING_SIZE = 3;
/** Trending ranks what was acted on in the last day, filled up from the last week when the day ranks fewer. */
export const TRENDING_WINDOWS_HOURS = { day: 24, week: 24 * 7 } as const;

/** Watched parts as [from, to] seconds. */
export type WatchedPart = readonly [number, number];

/**
 * Watched parts joined: sorted, overlapping or touching parts (within a quarter second, a player's
 * report granularity) made one, each cut to the video's length.
 */
export function mergeWatched(parts: readonly WatchedPart[], seconds: number): [number, number][] {
  const inside = parts
    .map(([from, to]) => [Math.max(0, from), Math.min(seconds, to)] as [number, number])
    .filter(([from, to]) => to > from)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [from, to] of inside) {
    const last = merged.at(-1);
    if (last && from <= last[1] + 0.25) last[1] = Math.max(last[1], to);
    else merged.push([from, to]);
  }
  return merged;
}

/** The seconds of video that merged parts cover. */
export const watchedSecondsOf = (merged: readonly WatchedPart[]) => merged.reduce((sum, [from, to]) => sum + (to - from), 0);
