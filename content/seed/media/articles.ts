/** The Insights articles (their sample likes and comments are members' interactions: api/src/insights/seed). */
import type { Motif, PaletteName } from '../../../contracts/art';
import { art, image, portableText, ref, refs, type SeedDocument } from '../helpers';
import { personId } from '../people';
import { topicId } from '../topics';

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
  featured?: boolean;
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
  featured: a.featured ?? false,
});

export const articleDocuments: SeedDocument[] = [
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
