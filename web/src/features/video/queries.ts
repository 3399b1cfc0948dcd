import { defineQuery } from 'groq';
import type { VideoPreviewQueryResult } from '@schemas/sanity.types';

const VIDEO = `{
  _id,
  title,
  "slug": slug.current,
  category,
  "topicIds": topics[]._ref,
  channelName,
  channelVerified,
  thumbnail,
  "videoFile": video.file,
  live,
  duration,
  publishedAt,
  description,
  overview,
  premium
}`;

const SHELF = `{ heading, seeMoreLabel, "topics": topics[]->{ _id, title }, "videos": videos[]->${VIDEO} }`;

/** The video page: its labels, the featured video or the one the address names, and the two shelves. */
export const videoPreviewQuery = defineQuery(`*[_type == "videoPreviewPage" && _id == "videoPreviewPage"][0]{
  overviewHeading,
  watchNowLabel,
  commentsHeading,
  loginToCommentLabel,
  commentPlaceholder,
  sendLabel,
  rateLabel,
  seeAllLabel,
  playLabel,
  upgradeLabel,
  upgradeButton,
  "featured": featured->${VIDEO},
  "chosen": *[_type == "videoSample" && slug.current == $slug][0]${VIDEO},
  "liveSessions": liveSessions${SHELF},
  "weeklyTrending": weeklyTrending${SHELF}
}`);

export type VideoPage = NonNullable<VideoPreviewQueryResult>;
export type Video = NonNullable<VideoPage['featured']>;
export type Shelf = NonNullable<VideoPage['liveSessions']>;

export const videoSlugOf = (search: URLSearchParams) => search.get('video')?.trim() ?? '';
