/** The rules of playing and completing clips, without zod, so that pages can import them cheaply. */

/** The item types that have a clip, by their interaction target type. */
export const PLAYABLE_TYPES = ['academy-item', 'spark', 'video-sample'] as const;
export type PlayableType = (typeof PLAYABLE_TYPES)[number];

/** How long a premium clip's signed address works. */
export const SIGNED_MEDIA_SECONDS = 15 * 60;

/** Where a free clip is served: the public media library. */
export const publicMediaUrl = (file: string) => `/media/${file}`;
