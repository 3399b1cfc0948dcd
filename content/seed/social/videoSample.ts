/** How a video sample document is built from its compact seed (the data is in videos.ts). */
import type { Motif, PaletteName } from '../../../contracts/art';
import { art, image, refs, type SeedDocument } from '../helpers';
import { topicId } from '../topics';
import { landscapeClip, PREMIUM_CLIPS, premiumClipFile, videoOf } from '../media/clips';

export const videoId = (slug: string) => `videoSample-${slug}`;

export interface VideoSeed {
  slug: string;
  title: string;
  category: string;
  topics: string[];
  channelName: string;
  channelVerified?: boolean;
  live?: boolean;
  duration?: string;
  publishedAt: string;
  description: string;
  overview?: string;
  /** Only for premium members (a Jnanam Originals video): its clip is in the premium library. */
  premium?: boolean;
  motif: Motif;
  palette: PaletteName;
  alt: string;
}

export const videoSample = (v: VideoSeed, index: number): SeedDocument => {
  const { slug, topics, motif, palette, alt, channelVerified = false, live = false, premium = false, ...fields } = v;
  if (premium && !PREMIUM_CLIPS[slug]) throw new Error(`The premium video "${slug}" has no clip of its own in clips.ts`);
  return {
    _id: videoId(slug),
    _type: 'videoSample',
    ...fields,
    slug: { _type: 'slug', current: slug },
    topics: refs(topics.map(topicId)),
    channelVerified,
    live,
    premium,
    video: premium ? videoOf(premiumClipFile(slug)) : landscapeClip(index),
    thumbnail: image(art({ name: `video-${slug}`, motif, palette, width: 640, height: 360 }), alt),
    order: (index + 1) * 10,
  };
};

