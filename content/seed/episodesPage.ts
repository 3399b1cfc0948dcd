import { keyOf, ref, type SeedDocument, type SeedOf } from './helpers';
import { personId } from './people';

/** The sample texts of the Stream and Dialogue pages (banner, overview, three comments). */
type SampleComment = NonNullable<NonNullable<SeedOf<'episodesPage'>['stream']>['sampleComments']>[number];
const comment = (author: string, postedAt: string, text: string): SampleComment => ({
  _type: 'sampleComment',
  _key: keyOf('episodes-comment', author, text),
  author: ref(personId(author)),
  text,
  postedAt,
  likes: 0,
  replies: [],
});

const sampleComments = [
  comment(
    'ananya-sharma',
    '2025-08-20T07:30:00Z',
    'Beautifully explained. I finally understand why my grandmother began every morning this way.',
  ),
  comment(
    'rahul-deshpande',
    '2025-08-18T16:05:00Z',
    'The pace is calm and the sources are named. Please make a series on the Upanishads next.',
  ),
  comment(
    'priya-ghosh',
    '2025-08-14T11:45:00Z',
    'Watched it twice with my children. They asked questions for an hour afterwards!',
  ),
];

const overview = { rating: 4.5, likedLabel: '54 Liked', forwardsLabel: '2 Forwards', sampleComments };

export const episodesPageDocuments: SeedDocument[] = [
  {
    _id: 'episodesPage',
    _type: 'episodesPage',
    stream: {
      bannerLabel: 'NEW EPISODE',
      teaser:
        'Ancient wisdom, told simply: a new episode of Jnanam Originals on the knowledge of the Vedas and how it lives on in our daily life.',
      sectionLabel: 'JNANAM ORIGINALS',
      ...overview,
    },
    dialogue: {
      bannerLabel: 'NEW EPISODE',
      teaser: 'Scholars and seekers in conversation: a new Jnanam Dialogue that asks old questions with fresh eyes.',
      sectionLabel: 'JNANAM DIALOGUES',
      ...overview,
    },
  },
];
