import type { SampleComment } from '../../community/seed';

/**
 * The sample likes, forwards, saves and comments on the trust's articles (by article slug), seeded
 * as interactions by the sample members. Like figures larger than the members who may give them
 * become that many likes (one row a member); forwards are exact; `savedByProfile` is the profile
 * member's save. Dates are as the samples were written; the seed moves them to the first start.
 */
export interface SampleArticleInteractions {
  likes: number;
  forwards: number;
  savedByProfile?: boolean;
  comments?: SampleComment[];
}

export const SAMPLE_ARTICLE_INTERACTIONS: Record<string, SampleArticleInteractions> = {
  'why-the-rishis-sat-still': {
    likes: 54,
    forwards: 2,
    comments: [
      {
        author: 'arjun-mehta',
        text: 'The chariot image from the Katha Upanishad is one I keep returning to. Holding the reins, not stopping the horses — beautifully put.',
        postedAt: '2025-08-24T09:12:00Z',
        likes: 12,
        replies: [
          {
            author: 'meera-iyer',
            text: 'Thank you, Arjun. The image works because it does not ask us to fight the senses, only to guide them.',
            postedAt: '2025-08-24T11:40:00Z',
            likes: 4,
          },
        ],
      },
      { author: 'nandini-rao', text: 'Started the ten minutes this morning. Harder than it sounds!', postedAt: '2025-08-25T06:30:00Z', likes: 7 },
    ],
  },
  'science-in-rituals-the-diya': { likes: 212, forwards: 36, savedByProfile: true },
  'four-aims-of-life': { likes: 389, forwards: 51 },
  'ayurveda-monsoon-routine': { likes: 167, forwards: 29 },
  'gurukula-today': { likes: 512, forwards: 88 },
};
