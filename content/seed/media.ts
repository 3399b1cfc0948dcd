import type { Motif, PaletteName } from '../art/render';
import { art, image, keyOf, portableText, ref, refs, type SeedDocument } from './helpers';
import { personId } from './people';
import { topicId } from './topics';

// ---------------------------------------------------------------- articles (Insights)

interface CommentSeed {
  author: string;
  text: string;
  postedAt: string;
  likes: number;
  replies?: { author: string; text: string; postedAt: string; likes: number }[];
}

const comment = (c: CommentSeed) => ({
  _type: 'sampleComment',
  _key: keyOf('comment', c.author, c.text),
  author: ref(personId(c.author)),
  text: c.text,
  postedAt: c.postedAt,
  likes: c.likes,
  replies: (c.replies ?? []).map((r) => ({
    _type: 'sampleReply',
    _key: keyOf('reply', r.author, r.text),
    author: ref(personId(r.author)),
    text: r.text,
    postedAt: r.postedAt,
    likes: r.likes,
  })),
});

interface ArticleSeed {
  slug: string;
  title: string;
  subtitle: string;
  excerpt: string;
  author: string;
  publishedAt: string;
  motif: Motif;
  palette: PaletteName;
  alt: string;
  body: string;
  topics: string[];
  readMinutes: number;
  likes: number;
  commentCount: number;
  forwards: number;
  saved?: boolean;
  featured?: boolean;
  comments?: CommentSeed[];
}

const article = (a: ArticleSeed): SeedDocument => ({
  _id: `article-${a.slug}`,
  _type: 'article',
  title: a.title,
  slug: { _type: 'slug', current: a.slug },
  subtitle: a.subtitle,
  excerpt: a.excerpt,
  author: ref(personId(a.author)),
  publishedAt: a.publishedAt,
  image: image(art({ name: `article-${a.slug}`, motif: a.motif, palette: a.palette, width: 1200, height: 675 }), a.alt),
  body: portableText(a.body),
  topics: refs(a.topics.map(topicId)),
  readMinutes: a.readMinutes,
  likes: a.likes,
  commentCount: a.commentCount,
  forwards: a.forwards,
  saved: a.saved ?? false,
  featured: a.featured ?? false,
  ...(a.comments ? { comments: a.comments.map(comment) } : {}),
});

const articles: SeedDocument[] = [
  article({
    slug: 'why-the-rishis-sat-still',
    title: 'Why the Rishis Sat Still',
    subtitle: 'Stillness is not the absence of action but its source',
    excerpt:
      'The seers of the Vedas are pictured sitting motionless by rivers and in forests. Their stillness was not escape from the world but the most demanding discipline of all — and it has much to teach a distracted generation.',
    author: 'meera-iyer',
    publishedAt: '2025-08-24T07:30:00Z',
    motif: 'river',
    palette: 'river',
    alt: 'A calm river at dawn with the sun rising over its banks',
    readMinutes: 2,
    likes: 54,
    commentCount: 5,
    forwards: 2,
    featured: true,
    topics: ['meditation', 'vedanta', 'yoga'],
    body: `
The word *rishi* comes from a root that means "to see". The rishis were seers: people who saw truths that they then gave to us as the hymns of the Vedas. And the first thing the tradition tells us about how they saw is that they sat still.

## Stillness as a discipline

The Katha Upanishad compares the senses to horses and the mind to the reins. A chariot with wild horses goes wherever they pull it. Stillness is not forcing the horses to stop; it is learning to hold the reins. That takes practice, every day, for years.

## What it asks of us

We carry a world of noise in our pockets. Ten minutes of silent sitting in the morning — no phone, no music, only the breath — is the simplest way to begin. Notice where the mind runs. Bring it back without scolding it. That bringing back *is* the practice.

> When all the desires that dwell in the heart are cast away, the mortal becomes immortal and attains Brahman here. — Katha Upanishad 2.3.14

The rishis sat still so that they could see clearly. We can begin the same way: sit, breathe, and look.
`,
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
  }),
  article({
    slug: 'science-in-rituals-the-diya',
    title: 'The Science in a Single Diya',
    subtitle: 'What the humble oil lamp teaches about attention and light',
    excerpt:
      'Every evening millions of homes in India light a small lamp of ghee or oil. The ritual is ancient, and it carries practical wisdom about air, light and the quieting of the mind at dusk.',
    author: 'arvind-chaturvedi',
    publishedAt: '2025-08-20T18:00:00Z',
    motif: 'diya',
    palette: 'night',
    alt: 'A lit clay oil lamp glowing against a dark background',
    readMinutes: 4,
    likes: 212,
    commentCount: 18,
    forwards: 36,
    saved: true,
    topics: ['science-spirituality', 'dharma', 'arts-culture'],
    body: `
At sandhya, the meeting of day and night, the lamp is lit. The tradition calls this the most sensitive hour of the day, when the body moves from activity to rest.

## Light at the turning of the day

A steady flame gives the eyes a single point to rest on. Watching it for a few breaths — *trataka* in the yoga tradition — slows the breath and gathers scattered attention after a busy day.

## Ghee, cotton and clay

The materials are simple and local: a clay lamp, a cotton wick, ghee or sesame oil. Nothing is wasted, and nothing needs to be bought from far away. The ritual is sustainable by design.

## Keeping the meaning

Rituals lose their power when they become mechanical. Light the lamp slowly, sit for a minute, and let the flame mark the end of the working day. That minute is the science.
`,
  }),
  article({
    slug: 'four-aims-of-life',
    title: 'Dharma, Artha, Kama, Moksha: A Map for Modern Life',
    subtitle: 'The four purusharthas as a practical guide for young professionals',
    excerpt:
      'The ancient framework of the four aims of life does not ask us to renounce ambition or pleasure. It asks us to hold them in the right order — and that may be exactly what a burnt-out generation needs.',
    author: 'sanjay-mukherjee',
    publishedAt: '2025-08-12T08:15:00Z',
    motif: 'mandala',
    palette: 'saffron',
    alt: 'A saffron mandala with four rings of petals',
    readMinutes: 6,
    likes: 389,
    commentCount: 42,
    forwards: 51,
    topics: ['dharma', 'vedanta', 'entrepreneurship'],
    body: `
Indian thought names four aims of human life, the *purusharthas*: dharma (right conduct), artha (wealth and security), kama (pleasure and love) and moksha (freedom).

## Not a ladder but a frame

Artha and kama are not sins to be overcome. They are legitimate aims — as long as dharma frames them. Wealth earned honestly and enjoyment that harms no one are part of a good life.

## A test for decisions

Before a big choice, ask four questions. Is it right? Will it keep me and mine secure? Will it bring real joy? Does it bring me closer to freedom, or bind me more tightly?

## Moksha in a working week

Freedom is not only for the end of life. Every time we act without clinging to the result, as the Gita teaches, we taste a little of it.
`,
  }),
  article({
    slug: 'ayurveda-monsoon-routine',
    title: 'A Monsoon Routine from Ayurveda',
    subtitle: 'Simple habits for the rainy season, when digestion is weakest',
    excerpt:
      'Ayurveda treats the monsoon as a season of low digestive fire. Warm food, ginger, early dinners and dry feet are the simple keys to staying well until autumn.',
    author: 'vaidya-lakshmi-nair',
    publishedAt: '2025-07-28T06:00:00Z',
    motif: 'tree',
    palette: 'forest',
    alt: 'A green tree under a soft monsoon sky',
    readMinutes: 3,
    likes: 167,
    commentCount: 21,
    forwards: 29,
    topics: ['ayurveda', 'health-wellness', 'food'],
    body: `
In the rains, Ayurveda says, *agni* — the digestive fire — burns low. What was easy to digest in spring becomes heavy now.

## Eat warm, eat early

Favour freshly cooked, warm meals: moong dal, rice, light soups with ginger and cumin. Avoid raw salads and food kept overnight. Finish dinner before sunset where you can.

## Keep dry and keep moving

Damp feet and damp clothes invite illness. Dry off well, and keep up gentle movement — a short walk after meals, or sun salutations indoors.

## When to see a doctor

These habits support health; they do not replace care. A fever that lasts more than two days in the monsoon needs a doctor's attention.
`,
  }),
  article({
    slug: 'gurukula-today',
    title: 'What a Gurukula Looks Like Today',
    subtitle: 'A day in the life of the Jnanam residential school',
    excerpt:
      'Forty children, most of them orphans, wake at five to chant, study Sanskrit and mathematics, farm, play and learn from teachers who live among them. This is the gurukula your gifts sustain.',
    author: 'swami-atmananda',
    publishedAt: '2025-07-15T10:00:00Z',
    motif: 'temple',
    palette: 'gold',
    alt: 'A small temple at sunrise with a flag on its spire',
    readMinutes: 5,
    likes: 512,
    commentCount: 64,
    forwards: 88,
    topics: ['education', 'dharma', 'news-media'],
    body: `
The day begins at five with the Gayatri mantra. By six the older children are helping the younger ones with their Sanskrit verses.

## Learning by living together

Teachers live on the campus. Lessons move from the classroom to the garden to the kitchen. A mathematics class may begin with the geometry of a fire altar and end with fractions.

## Free, for every child

No child pays. Food, books, clothing and care are covered by the trust, funded by donors and members.

## What comes next

The planned research campus will let the gurukula grow to two hundred children and open a library of digitised manuscripts for scholars everywhere.
`,
  }),
];

// ---------------------------------------------------------------- academy

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
  topics: string[];
  publishedAt?: string;
}

const academyItem = (a: AcademySeed): SeedDocument => {
  const { slug, motif, palette, author, topics, trending = false, recommended = false, ...fields } = a;
  return {
    _id: `academyItem-${slug}`,
    _type: 'academyItem',
    ...fields,
    thumbnail: image(art({ name: `academy-${slug}`, motif, palette, width: 640, height: 360 }), `Thumbnail for “${a.title}”`),
    author: ref(personId(author)),
    trending,
    recommended,
    topics: refs(topics.map(topicId)),
  };
};

const academy: SeedDocument[] = [
  academyItem({ slug: 'sanskrit-alphabet', title: 'The Sanskrit Alphabet in Ten Minutes', description: 'Learn the sounds of the Devanagari varnamala and why their order follows the mouth from throat to lips.', status: 'published', duration: '00:10:24', coins: 50, rating: 4.5, ratingCount: 86, reactions: 'You and 54 Others', author: 'meera-iyer', motif: 'book', palette: 'saffron', recommended: true, topics: ['education'], publishedAt: '2025-08-01T09:00:00Z' }),
  academyItem({ slug: 'surya-namaskar', title: 'Surya Namaskar, Step by Step', description: 'The twelve postures of the sun salutation with breath, mantra and common mistakes.', status: 'published', duration: '00:18:05', coins: 50, rating: 4.7, ratingCount: 132, reactions: 'You and 98 Others', author: 'ananya-sharma', motif: 'sun', palette: 'dusk', recommended: true, topics: ['health-wellness'], publishedAt: '2025-08-05T06:00:00Z' }),
  academyItem({ slug: 'nakshatras', title: 'Reading the Night Sky: The 27 Nakshatras', description: 'Find the lunar mansions from your rooftop and learn the stories behind their names.', status: 'published', duration: '00:24:40', coins: 100, rating: 4.8, ratingCount: 204, reactions: 'You and 143 Others', author: 'arvind-chaturvedi', motif: 'stars', palette: 'night', trending: true, recommended: true, topics: ['astronomy'], publishedAt: '2025-08-10T18:30:00Z' }),
  academyItem({ slug: 'arthashastra-for-founders', title: 'Arthashastra for Founders', description: 'Kautilya on leadership, trust and wealth creation, read for people building ventures today.', status: 'published', duration: '00:31:12', coins: 50, rating: 4.4, ratingCount: 61, reactions: 'You and 37 Others', author: 'rahul-deshpande', motif: 'mountains', palette: 'gold', recommended: true, topics: ['entrepreneurship', 'business-economics'], publishedAt: '2025-08-14T12:00:00Z' }),
  academyItem({ slug: 'sama-veda-chant', title: 'The Music of the Sama Veda', description: 'How the oldest sung tradition shaped the raga and what its seven notes teach about listening.', status: 'published', duration: '00:15:50', coins: 50, rating: 4.6, ratingCount: 77, reactions: 'You and 41 Others', author: 'devansh-pandey', motif: 'lotus', palette: 'rose', recommended: true, topics: ['music', 'arts-culture'], publishedAt: '2025-08-18T17:00:00Z' }),
  academyItem({ slug: 'sattvic-kitchen', title: 'The Sattvic Kitchen', description: 'Cook a simple, balanced sattvic thali and learn why each element is on the plate.', status: 'draft', duration: '00:22:30', coins: 50, rating: 0, ratingCount: 0, reactions: 'Be the first to react', author: 'vaidya-lakshmi-nair', motif: 'diya', palette: 'saffron', topics: ['food', 'health-wellness'] }),
  academyItem({ slug: 'gita-chapter-two', title: 'Gita Chapter 2: The Steady Mind', description: 'A guided study of the sthitaprajna verses with reflection questions.', status: 'draft', duration: '00:27:15', coins: 50, rating: 0, ratingCount: 0, reactions: 'Be the first to react', author: 'swami-atmananda', motif: 'temple', palette: 'maroon', topics: ['education'] }),
  academyItem({ slug: 'temple-geometry', title: 'Temple Geometry and Vastu', description: 'The mandala plan beneath a Nagara temple and how it orders space for worship.', status: 'draft', duration: '00:19:48', coins: 50, rating: 0, ratingCount: 0, reactions: 'Be the first to react', author: 'ishita-sen', motif: 'mandala', palette: 'gold', topics: ['arts-culture'] }),
];

// ---------------------------------------------------------------- sparks

const SPARKS: { shelf: 'latest' | 'scienceInRituals'; title: string; motif: Motif; palette: PaletteName; seconds: number }[] = [
  { shelf: 'latest', title: 'One breath before you speak', motif: 'lotus', palette: 'rose', seconds: 38 },
  { shelf: 'latest', title: 'The meaning of Om in 40 seconds', motif: 'sun', palette: 'saffron', seconds: 41 },
  { shelf: 'latest', title: 'Gayatri mantra, word by word', motif: 'sun', palette: 'gold', seconds: 55 },
  { shelf: 'latest', title: 'Why we touch elders’ feet', motif: 'portrait', palette: 'dusk', seconds: 32 },
  { shelf: 'latest', title: 'Karma is not punishment', motif: 'mandala', palette: 'maroon', seconds: 47 },
  { shelf: 'latest', title: 'A Gita verse for exam stress', motif: 'book', palette: 'river', seconds: 36 },
  { shelf: 'latest', title: 'The five sheaths of the self', motif: 'mandala', palette: 'night', seconds: 58 },
  { shelf: 'latest', title: 'Sunrise on the Ganga', motif: 'river', palette: 'dusk', seconds: 29 },
  { shelf: 'scienceInRituals', title: 'Why the tulsi is in the courtyard', motif: 'tree', palette: 'forest', seconds: 44 },
  { shelf: 'scienceInRituals', title: 'Copper vessels and water', motif: 'diya', palette: 'gold', seconds: 39 },
  { shelf: 'scienceInRituals', title: 'The diya at dusk', motif: 'diya', palette: 'night', seconds: 33 },
  { shelf: 'scienceInRituals', title: 'Fasting on Ekadashi', motif: 'stars', palette: 'night', seconds: 52 },
  { shelf: 'scienceInRituals', title: 'Temple bells and the mind', motif: 'temple', palette: 'saffron', seconds: 35 },
  { shelf: 'scienceInRituals', title: 'Sitting cross-legged to eat', motif: 'lotus', palette: 'saffron', seconds: 31 },
  { shelf: 'scienceInRituals', title: 'Circling the sacred fire', motif: 'sun', palette: 'maroon', seconds: 46 },
  { shelf: 'scienceInRituals', title: 'Bathing at sunrise', motif: 'river', palette: 'river', seconds: 40 },
];

const sparks: SeedDocument[] = SPARKS.map((s, i) => {
  const slug = s.title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/(^-|-$)/g, '');
  return {
    _id: `spark-${slug}`,
    _type: 'spark',
    title: s.title,
    shelf: s.shelf,
    image: image(art({ name: `spark-${slug}`, motif: s.motif, palette: s.palette, width: 360, height: 640 }), `Poster of the spark “${s.title}”`),
    durationSeconds: s.seconds,
    views: 1200 + ((i * 7919) % 48000),
    order: i * 10,
  };
});

export const mediaDocuments: SeedDocument[] = [...articles, ...academy, ...sparks];
