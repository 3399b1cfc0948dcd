/** The Academy's courses and talks. */
import type { Motif, PaletteName } from '../../../contracts/art';
import { art, image, ref, refs, type SeedDocument } from '../helpers';
import { personId } from '../people';
import { topicId } from '../topics';

interface AcademySeed {
  slug: string;
  title: string;
  description: string;
  status: 'published' | 'draft';
  duration: string;
  coins: number;
  rating: number;
  ratingCount: number;
  reactions: string;
  author: string;
  motif: Motif;
  palette: PaletteName;
  trending?: boolean;
  recommended?: boolean;
  /** Only for premium members (the content flag memberships.hasPremium is checked against). */
  premium?: boolean;
  topics: string[];
  publishedAt?: string;
}

const academyItem = (a: AcademySeed): SeedDocument => {
  const { slug, motif, palette, author, topics, trending = false, recommended = false, premium = false, ...fields } = a;
  return {
    _id: `academyItem-${slug}`,
    _type: 'academyItem',
    ...fields,
    thumbnail: image(art({ name: `academy-${slug}`, motif, palette, width: 640, height: 360 }), `Thumbnail for “${a.title}”`),
    author: ref(personId(author)),
    trending,
    recommended,
    premium,
    topics: refs(topics.map(topicId)),
  };
};

export const academyDocuments: SeedDocument[] = [
  academyItem({ slug: 'sanskrit-alphabet', title: 'The Sanskrit Alphabet in Ten Minutes', description: 'Learn the sounds of the Devanagari varnamala and why their order follows the mouth from throat to lips.', status: 'published', duration: '00:10:24', coins: 50, rating: 4.5, ratingCount: 86, reactions: 'You and 54 Others', author: 'meera-iyer', motif: 'book', palette: 'saffron', recommended: true, topics: ['education'], publishedAt: '2025-08-01T09:00:00Z' }),
  academyItem({ slug: 'surya-namaskar', title: 'Surya Namaskar, Step by Step', description: 'The twelve postures of the sun salutation with breath, mantra and common mistakes.', status: 'published', duration: '00:18:05', coins: 50, rating: 4.7, ratingCount: 132, reactions: 'You and 98 Others', author: 'ananya-sharma', motif: 'sun', palette: 'dusk', recommended: true, topics: ['health-wellness'], publishedAt: '2025-08-05T06:00:00Z' }),
  academyItem({ slug: 'nakshatras', premium: true, title: 'Reading the Night Sky: The 27 Nakshatras', description: 'Find the lunar mansions from your rooftop and learn the stories behind their names.', status: 'published', duration: '00:24:40', coins: 100, rating: 4.8, ratingCount: 204, reactions: 'You and 143 Others', author: 'arvind-chaturvedi', motif: 'stars', palette: 'night', trending: true, recommended: true, topics: ['astronomy'], publishedAt: '2025-08-10T18:30:00Z' }),
  academyItem({ slug: 'arthashastra-for-founders', premium: true, title: 'Arthashastra for Founders', description: 'Kautilya on leadership, trust and wealth creation, read for people building ventures today.', status: 'published', duration: '00:31:12', coins: 50, rating: 4.4, ratingCount: 61, reactions: 'You and 37 Others', author: 'rahul-deshpande', motif: 'mountains', palette: 'gold', recommended: true, topics: ['entrepreneurship', 'business-economics'], publishedAt: '2025-08-14T12:00:00Z' }),
  academyItem({ slug: 'sama-veda-chant', title: 'The Music of the Sama Veda', description: 'How the oldest sung tradition shaped the raga and what its seven notes teach about listening.', status: 'published', duration: '00:15:50', coins: 50, rating: 4.6, ratingCount: 77, reactions: 'You and 41 Others', author: 'devansh-pandey', motif: 'lotus', palette: 'rose', recommended: true, topics: ['music', 'arts-culture'], publishedAt: '2025-08-18T17:00:00Z' }),
  academyItem({ slug: 'sattvic-kitchen', title: 'The Sattvic Kitchen', description: 'Cook a simple, balanced sattvic thali and learn why each element is on the plate.', status: 'draft', duration: '00:22:30', coins: 50, rating: 0, ratingCount: 0, reactions: 'Be the first to react', author: 'vaidya-lakshmi-nair', motif: 'diya', palette: 'saffron', topics: ['food', 'health-wellness'] }),
  academyItem({ slug: 'gita-chapter-two', premium: true, title: 'Gita Chapter 2: The Steady Mind', description: 'A guided study of the sthitaprajna verses with reflection questions.', status: 'draft', duration: '00:27:15', coins: 50, rating: 0, ratingCount: 0, reactions: 'Be the first to react', author: 'swami-atmananda', motif: 'temple', palette: 'maroon', topics: ['education'] }),
  academyItem({ slug: 'temple-geometry', title: 'Temple Geometry and Vastu', description: 'The mandala plan beneath a Nagara temple and how it orders space for worship.', status: 'draft', duration: '00:19:48', coins: 50, rating: 0, ratingCount: 0, reactions: 'Be the first to react', author: 'ishita-sen', motif: 'mandala', palette: 'gold', topics: ['arts-culture'] }),
];
