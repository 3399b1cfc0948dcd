import { defineQuery } from 'groq';
import type { EpisodesPageQueryResult } from '@schemas/sanity.types';

const SHOWCASE = `{
  bannerLabel,
  teaser,
  sectionLabel
}`;

/** The words around the episodes of the Stream and Dialogue pages (the episodes come from /api/v1). */
export const episodesPageQuery = defineQuery(`*[_type == "episodesPage" && _id == "episodesPage"][0]{
  "stream": stream${SHOWCASE},
  "dialogue": dialogue${SHOWCASE}
}`);

/** One page's texts as the query returns them (every field may be missing until an editor fills it). */
export type ShowcaseCopy = NonNullable<NonNullable<EpisodesPageQueryResult>['stream']>;
