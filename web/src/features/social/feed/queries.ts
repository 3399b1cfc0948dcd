import { defineQuery } from 'groq';
import type { SocialPage } from '@schemas/sanity.types';

/** The social feed's texts and links, as staff edit them. */
export const socialPageQuery = defineQuery(`*[_type == "socialPage" && _id == "socialPage"][0]{
  addStoryLabel, emptyFeedText, createPost, commentPlaceholder, commentSortLabel, searchPlaceholder,
  shortcuts[]{ _key, label, kind }, followersHeading, noFollowersText, moreLabel, tribesHeading, noTribesText,
  joinLabel, sidebarLinks[]{ _key, label, href }, copyright, logoutLabel
}`);

/** The query's answer, in the schema's own types. */
export type SocialPageTexts = Omit<SocialPage, '_id' | '_type' | '_createdAt' | '_updatedAt' | '_rev' | 'event'> | null;
