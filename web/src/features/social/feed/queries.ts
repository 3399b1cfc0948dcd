import { defineQuery } from 'groq';
import type { SocialPage } from '@schemas/sanity.types';
import type { ContactFormTexts } from '~/shared/contact/ContactForm';
import { CONTACT_FORM_TEXTS } from '~/shared/content/fragments';

/** The social feed's texts and links, as staff edit them. */
export const socialPageQuery = defineQuery(`*[_type == "socialPage" && _id == "socialPage"][0]{
  addStoryLabel, emptyFeedText, createPost, commentPlaceholder, commentSortLabel, searchPlaceholder,
  shortcuts[]{ _key, label, kind }, followersHeading, noFollowersText, moreLabel, tribesHeading, noTribesText,
  joinLabel, sidebarLinks[]{ _key, label, href }, logoutLabel,
  "copyright": *[_type == "siteSettings" && _id == "siteSettings"][0].footerTexts.copyright,
  helpDesk{ heading, intro, questions[]{ _key, question, answer }, contact{ heading, text } },
  "contactFormTexts": ${CONTACT_FORM_TEXTS}
}`);

/** The query's answer, in the schema's own types. */
export type SocialPageTexts =
  | (Omit<SocialPage, '_id' | '_type' | '_createdAt' | '_updatedAt' | '_rev' | 'event'> & { contactFormTexts?: ContactFormTexts | null; copyright?: string | null })
  | null;
