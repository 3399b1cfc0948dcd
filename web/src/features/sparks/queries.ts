import { defineQuery } from 'groq';
import type { SparksQueryResult } from '@schemas/sanity.types';

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

/** The two sliders, in their designed order, with their headings. */
export const SPARK_SLIDERS = [
  { shelf: 'latest', title: 'LATEST SPARKS' },
  { shelf: 'scienceInRituals', title: 'SCIENCE IN RITUALS-SPARKS' },
] as const;

/** The spark a page address names (`?spark=<slug>`), or null. */
export const sparkSlugOf = (search: URLSearchParams) => search.get('spark')?.trim() || null;
