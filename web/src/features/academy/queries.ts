import { defineQuery } from 'groq';
import type { AcademyPageQueryResult } from '@schemas/sanity.types';

/** The Academy screen: its words and topics, and every item the trust has released, newest first. */
export const academyPageQuery = defineQuery(`*[_type == "academyPage" && _id == "academyPage"][0]{
  tabs,
  searchPlaceholder,
  yourArticleLabel,
  publishedHeading,
  draftHeading,
  publishAllLabel,
  trendingHeading,
  watchNowLabel,
  recommendedHeading,
  emptyLabel,
  progressLabel,
  progressVisitorLabel,
  topicsHeading,
  "topics": topics[]->{ _id, title },
  followHeading,
  seeMoreLabel,
  footerLinks,
  rateLabel,
  commentsHeading,
  loginToCommentLabel,
  commentPlaceholder,
  sendLabel,
  seeAllLabel,
  upgradeLabel,
  upgradeButton,
  completedLabel,
  "items": *[_type == "academyItem" && status == "published" && defined(slug.current)] | order(publishedAt desc) {
    _id,
    title,
    "slug": slug.current,
    description,
    duration,
    coins,
    thumbnail,
    premium,
    publishedAt,
    "videoFile": video.file,
    "topicIds": topics[]._ref,
    "author": author->{ _id, name }
  }
}`);

export type AcademyPage = NonNullable<AcademyPageQueryResult>;
export type AcademyItem = AcademyPage['items'][number];
