/**
 * The seed clips of academy items, sparks and video samples: a few seconds each, made by
 * scripts/generate-learning-media.ts. Free clips are in the public media library (served at
 * /media/learning/); a premium item's clip is in the premium library (content/premium-media),
 * which only the API's signed playback address serves.
 */

export const CLIP_SECONDS = 3;

/** A clip file of the public library, under content/media. */
export interface PublicClip {
  file: string;
  title: string;
  shape: 'landscape' | 'portrait';
}

export const PUBLIC_CLIPS = {
  lamp: { file: 'learning/lamp.mp4', title: 'Jnanam Academy', shape: 'landscape' },
  river: { file: 'learning/river.mp4', title: 'Jnanam Originals', shape: 'landscape' },
  sky: { file: 'learning/sky.mp4', title: 'Jnanam Live', shape: 'landscape' },
  lotus: { file: 'learning/spark-lotus.mp4', title: 'Jnanam Sparks', shape: 'portrait' },
  sun: { file: 'learning/spark-sun.mp4', title: 'Science in Rituals', shape: 'portrait' },
  diya: { file: 'learning/spark-diya.mp4', title: 'A Spark of Light', shape: 'portrait' },
} as const satisfies Record<string, PublicClip>;

/** Premium items' and videos' clips, by slug: their files are under content/premium-media. */
export const PREMIUM_CLIPS: Record<string, string> = {
  nakshatras: 'Reading the Night Sky',
  'arthashastra-for-founders': 'Arthashastra for Founders',
  'gita-chapter-two': 'Gita Chapter 2',
  // A Jnanam Originals video of the video page.
  'trending-kautilya-leadership': 'Kautilya on Leadership',
};

export const premiumClipFile = (slug: string) => `${slug}.mp4`;

/** The `video` field of a document: its clip's file and length. */
export const videoOf = (file: string) => ({ file, seconds: CLIP_SECONDS });

const LANDSCAPE = [PUBLIC_CLIPS.lamp, PUBLIC_CLIPS.river, PUBLIC_CLIPS.sky];
const PORTRAIT = [PUBLIC_CLIPS.lotus, PUBLIC_CLIPS.sun, PUBLIC_CLIPS.diya];
/** The public clips take turns among the items that show one. */
export const landscapeClip = (index: number) => videoOf(LANDSCAPE[index % LANDSCAPE.length]!.file);
export const portraitClip = (index: number) => videoOf(PORTRAIT[index % PORTRAIT.length]!.file);
