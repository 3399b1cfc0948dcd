import { defineQuery } from 'groq';
import type { SparksPageQueryResult, SparksQueryResult } from '@schemas/sanity.types';

/** Every spark with its poster and clip, slider by slider in the editors' order. */
export const sparksQuery = defineQuery(`*[_type == "spark" && defined(slug.current) && defined(video.file)] | order(shelf asc, order asc) {
  _id,
  title,
  "slug": slug.current,
  shelf,
  image,
  "videoFile": video.file,
  durationSeconds
}`);

export type Spark = SparksQueryResult[number];

/** The page's words: the sliders' headings and the button that shows every spark. */
export const sparksPageQuery = defineQuery(`*[_type == "sparksPage" && _id == "sparksPage"][0]{ latestHeading, scienceInRitualsHeading, discoverMoreLabel }`);
export type SparksPageWords = NonNullable<SparksPageQueryResult>;

/** The two sliders, in their designed order, with their headings from the page's content. */
export const sparkSliders = (words: SparksPageWords | undefined) => [
  { shelf: 'latest', title: words?.latestHeading ?? '' },
  { shelf: 'scienceInRituals', title: words?.scienceInRitualsHeading ?? '' },
];

/** The spark a page address names (`?spark=<slug>`), or null. */
export const sparkSlugOf = (search: URLSearchParams) => search.get('spark')?.trim() || null;
