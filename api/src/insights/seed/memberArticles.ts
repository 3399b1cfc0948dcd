import type { SampleArticleInteractions } from './articleInteractions';

/**
 * Articles the sample members published, so the list's Latest and Following have members' writing
 * on a first start. `paragraphs` become the Portable Text body ("## " starts a heading); `topics`
 * are content topic slugs offered on Insights. Dates are as written; the seed moves them to the first start.
 */
export interface SampleMemberArticle {
  key: string;
  author: string;
  title: string;
  topics: string[];
  publishedAt: string;
  paragraphs: string[];
  interactions: SampleArticleInteractions;
}

export const SAMPLE_MEMBER_ARTICLES: SampleMemberArticle[] = [
  {
    key: 'breath-before-asana',
    author: 'ananya-sharma',
    title: 'Breath Before Asana',
    topics: ['yoga', 'health-wellness'],
    publishedAt: '2025-08-27T16:40:00Z',
    paragraphs: [
      'New students often ask me which pose they should learn first. My answer surprises them: none. Learn to breathe first.',
      '## Why the breath comes first',
      'Patanjali gives asana only three words of instruction: steady and easy. A pose held with a held breath is neither. When the breath is long and even, the body finds its own steadiness.',
      '## A five-minute start',
      'Sit on the floor or a chair with a straight back. Breathe in for four counts and out for six. After five minutes, stand up and try your first pose. Notice how different it feels.',
    ],
    interactions: {
      likes: 9,
      forwards: 3,
      comments: [{ author: 'nandini-rao', text: 'Four in, six out before my morning practice — it changes everything. Thank you!', postedAt: '2025-08-27T18:05:00Z', likes: 2 }],
    },
  },
  {
    key: 'reading-manuscripts-in-kolkata',
    author: 'kavita-banerjee',
    title: 'Reading Palm-Leaf Manuscripts in Kolkata',
    topics: ['education', 'arts-culture'],
    publishedAt: '2025-08-25T10:15:00Z',
    paragraphs: [
      'A palm-leaf manuscript does not open like a book. It is untied, leaf by leaf, and each leaf is read against the light.',
      '## What the margins say',
      'The most moving parts are often not the texts themselves but the notes of the scribes: a prayer for the reader, a complaint about the monsoon, the name of a village that no map shows any more.',
      'Digitising these leaves is slow work, but every leaf we photograph is one less that can be lost to damp and insects.',
    ],
    interactions: { likes: 7, forwards: 2 },
  },
  {
    key: 'gita-on-a-monday',
    author: 'arjun-mehta',
    title: 'The Gita on a Monday Morning',
    topics: ['vedanta', 'dharma'],
    publishedAt: '2025-08-21T07:50:00Z',
    paragraphs: [
      'I used to read the Bhagavad Gita on Sundays, when there was time. Now I read one verse on Monday mornings, when there is none.',
      '## Action without clinging',
      'Verse 2.47 says that our right is to the work alone, never to its fruits. On a Monday, with a week of deadlines ahead, that verse is not philosophy. It is instructions.',
      'Do the work well. Let the results come as they will. Then do the next piece of work.',
    ],
    interactions: { likes: 11, forwards: 4 },
  },
  {
    key: 'ragas-of-the-evening',
    author: 'devansh-pandey',
    title: 'Ragas of the Evening',
    topics: ['music', 'meditation'],
    publishedAt: '2025-08-12T19:30:00Z',
    paragraphs: [
      'Indian music gives each raga its hour. Yaman belongs to the evening, when the lamps are lit and the day loosens its grip.',
      'Try listening to a slow alap of Yaman at dusk, with nothing else to do. Let each note arrive before you expect the next. It is as close to meditation as music comes.',
    ],
    interactions: { likes: 6, forwards: 1 },
  },
];
