import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../content';
import type { PublishedContent } from '../content/dataset';

/**
 * What the community reads from the trust's published content: the video samples posts link to
 * and the events members RSVP to. Read on every call, so an edit in the Studio shows at once.
 */

interface ImageField {
  asset?: { _ref?: string };
}

/** A content image's address on the image route (`image-<hash>-<w>x<h>-<ext>` -> `/images/local/production/<hash>-<w>x<h>.<ext>`). */
export function contentImageUrl(image: ImageField | undefined): string | null {
  const match = /^image-([a-f0-9]+-\d+x\d+)-([a-z]+)$/.exec(image?.asset?._ref ?? '');
  return match ? `/images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${match[1]}.${match[2]}` : null;
}

export interface PublishedVideo {
  id: string;
  title: string;
  imageUrl: string | null;
}

export interface PublishedEvent {
  id: string;
  title: string;
  place: string | null;
  description: string | null;
  startsAt: string;
  endsAt: string | null;
}

export function publishedCommunity(content: PublishedContent) {
  const ofType = (type: string) => content.published().filter((doc) => doc._type === type);
  return {
    video(id: string): PublishedVideo | null {
      const doc = ofType('videoSample').find((d) => d._id === id) as { _id: string; title?: string; thumbnail?: ImageField } | undefined;
      return doc ? { id: doc._id, title: doc.title ?? '', imageUrl: contentImageUrl(doc.thumbnail) } : null;
    },
    videos(ids: string[]) {
      return new Map(ids.flatMap((id) => {
        const video = this.video(id);
        return video ? [[id, video] as const] : [];
      }));
    },
    events(): PublishedEvent[] {
      return ofType('communityEvent')
        .map((doc) => doc as { _id: string; title?: string; place?: string; description?: string; startsAt?: string; endsAt?: string })
        .filter((doc) => doc.startsAt)
        .map((doc) => ({
          id: doc._id,
          title: doc.title ?? '',
          place: doc.place ?? null,
          description: doc.description ?? null,
          startsAt: doc.startsAt!,
          endsAt: doc.endsAt ?? null,
        }))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt));
    },
  };
}

export type PublishedCommunity = ReturnType<typeof publishedCommunity>;
