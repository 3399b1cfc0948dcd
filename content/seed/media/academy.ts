/**
 * The Academy's courses and talks. Their ratings, reactions and trending are members'
 * interactions, seeded by the API (api/src/learning/seed.ts), not fields of the content.
 */
import type { Motif, PaletteName } from '../../../contracts/art';
import { art, image, ref, refs, type SeedDocument } from '../helpers';
import { PREMIUM_CLIPS, landscapeClip, premiumClipFile, videoOf } from './clips';
import { personId } from '../people';
import { topicId } from '../topics';

interface AcademySeed {
  slug: string;
  title: string;
  description: string;
  status: 'published' | 'draft';
  duration: string;
  coins: number;
  author: string;
  motif: Motif;
  palette: PaletteName;
  /** Only for premium members (the content flag memberships.hasPremium is checked against). */
  premium?: boolean;
  topics: string[];
  publishedAt?: string;
}

const academyItem = (a: AcademySeed, index: number): SeedDocument => {
  const { slug, motif, palette, author, topics, premium = false, ...fields } = a;
  if (premium && !PREMIUM_CLIPS[slug]) throw new Error(`The premium item "${slug}" has no clip of its own in clips.ts`);
  return {
    _id: `academyItem-${slug}`,
    _type: 'academyItem',
    ...fields,
    slug: { _type: 'slug', current: slug },
    video: premium ? videoOf(premiumClipFile(slug)) : landscapeClip(index),
    thumbnail: image(art({ name: `academy-${slug}`, motif, palette, width: 640, height: 360 }), `Thumbnail for “${a.title}”`),
    author: ref(personId(author)),
    premium,
    topics: refs(topics.map(topicId)),
  };
};

export const academyDocuments: SeedDocument[] = (
  [
    { slug: 'sanskrit-alphabet', title: 'The Sanskrit Alphabet in Ten Minutes', description: 'Learn the sounds of the Devanagari varnamala and why their order follows the mouth from throat to lips.', status: 'published', duration: '00:10:24', coins: 50, author: 'meera-iyer', motif: 'book', palette: 'saffron', topics: ['education'], publishedAt: '2025-08-01T09:00:00Z' },
    { slug: 'surya-namaskar', title: 'Surya Namaskar, Step by Step', description: 'The twelve postures of the sun salutation with breath, mantra and common mistakes.', status: 'published', duration: '00:18:05', coins: 50, author: 'ananya-sharma', motif: 'sun', palette: 'dusk', topics: ['health-wellness'], publishedAt: '2025-08-05T06:00:00Z' },
    { slug: 'nakshatras', premium: true, title: 'Reading the Night Sky: The 27 Nakshatras', description: 'Find the lunar mansions from your rooftop and learn the stories behind their names.', status: 'published', duration: '00:24:40', coins: 100, author: 'arvind-chaturvedi', motif: 'stars', palette: 'night', topics: ['astronomy'], publishedAt: '2025-08-10T18:30:00Z' },
    { slug: 'arthashastra-for-founders', premium: true, title: 'Arthashastra for Founders', description: 'Kautilya on leadership, trust and wealth creation, read for people building ventures today.', status: 'published', duration: '00:31:12', coins: 50, author: 'rahul-deshpande', motif: 'mountains', palette: 'gold', topics: ['entrepreneurship', 'business-economics'], publishedAt: '2025-08-14T12:00:00Z' },
    { slug: 'sama-veda-chant', title: 'The Music of the Sama Veda', description: 'How the oldest sung tradition shaped the raga and what its seven notes teach about listening.', status: 'published', duration: '00:15:50', coins: 50, author: 'devansh-pandey', motif: 'lotus', palette: 'rose', topics: ['music', 'arts-culture'], publishedAt: '2025-08-18T17:00:00Z' },
    { slug: 'sattvic-kitchen', title: 'The Sattvic Kitchen', description: 'Cook a simple, balanced sattvic thali and learn why each element is on the plate.', status: 'draft', duration: '00:22:30', coins: 50, author: 'vaidya-lakshmi-nair', motif: 'diya', palette: 'saffron', topics: ['food', 'health-wellness'] },
    { slug: 'gita-chapter-two', premium: true, title: 'Gita Chapter 2: The Steady Mind', description: 'A guided study of the sthitaprajna verses with reflection questions.', status: 'draft', duration: '00:27:15', coins: 50, author: 'swami-atmananda', motif: 'temple', palette: 'maroon', topics: ['education'] },
    { slug: 'temple-geometry', title: 'Temple Geometry and Vastu', description: 'The mandala plan beneath a Nagara temple and how it orders space for worship.', status: 'draft', duration: '00:19:48', coins: 50, author: 'ishita-sen', motif: 'mandala', palette: 'gold', topics: ['arts-culture'] },
  ] satisfies AcademySeed[]
).map(academyItem);

/** The Academy screen's words and the thirteen topics of "Topics You May Like", in the designed order. */
export const academyPageDocument: SeedDocument = {
  _id: 'academyPage',
  _type: 'academyPage',
  tabs: { all: 'All', latest: 'Latest', following: 'Following', saved: 'Saved' },
  searchPlaceholder: 'Search Here',
  yourArticleLabel: 'Your Article',
  publishedHeading: 'PUBLISHED',
  draftHeading: 'DRAFT',
  publishAllLabel: 'Publish All',
  trendingHeading: 'TODAY’S TRENDING',
  watchNowLabel: 'Watch Now!',
  recommendedHeading: 'RECOMMENDED TO YOU BASED ON RATINGS',
  emptyLabel: 'Nothing here yet. Try another tab, topic or search.',
  topicsHeading: 'Topics You May Like',
  topics: refs(
    ['entrepreneurship', 'health-wellness', 'business-economics', 'food', 'lifestyle-fashion', 'current-affairs', 'astronomy', 'arts-culture', 'gaming', 'news-media', 'global-politics', 'music', 'education'].map(topicId),
  ),
  followHeading: 'You Can Follow',
  seeMoreLabel: 'See more',
  footerLinks: { about: 'About Us', terms: 'Terms', helpDesk: 'Help Desk', settings: 'Settings' },
  rateLabel: 'Rate',
  commentsHeading: 'Comments',
  loginToCommentLabel: 'Log in to Comment',
  commentPlaceholder: 'Comment Here',
  sendLabel: 'Send',
  seeAllLabel: 'See all',
  upgradeLabel: 'This course is part of Gurukul Access, for premium members. Upgrade your membership to watch it.',
  upgradeButton: 'See memberships',
  completedLabel: 'Completed',
  progressLabel: 'Your progress: {completed} of {total} completed',
  progressVisitorLabel: 'Log in to track your progress',
};
