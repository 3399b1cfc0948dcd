/**
 * The book detail's sample reviews (SPEC §2 Book detail, §3 Review): one per member and book,
 * the book named by its slug in the published dataset. Their likes are in interactions.ts.
 */
export interface SampleReview {
  /** Stable name of the sample, used by interactions.ts to point at it. */
  key: string;
  member: string;
  bookSlug: string;
  stars: 1 | 2 | 3 | 4 | 5;
  title: string;
  text: string;
  postedAt: string;
}

export const SAMPLE_REVIEWS: SampleReview[] = [
  {
    key: 'upanishads-arjun',
    member: 'arjun-mehta',
    bookSlug: 'wisdom-of-the-upanishads',
    stars: 5,
    title: 'The best first book on the Upanishads',
    text: 'I had tried to read translations before and given up. This book sets each verse in context and explains it without dumbing it down. The chapter on the Katha Upanishad changed how I think about fear of death.',
    postedAt: '2025-08-02T10:30:00Z',
  },
  {
    key: 'upanishads-nandini',
    member: 'nandini-rao',
    bookSlug: 'wisdom-of-the-upanishads',
    stars: 4,
    title: 'Clear and thoughtful',
    text: 'Beautifully written and easy to follow. I would have liked the Sanskrit in Devanagari as well as transliteration, but the commentary is excellent.',
    postedAt: '2025-07-18T16:05:00Z',
  },
  {
    key: 'upanishads-ishita',
    member: 'ishita-sen',
    bookSlug: 'wisdom-of-the-upanishads',
    stars: 5,
    title: 'A companion for life',
    text: 'I read one chapter every morning. The glossary at the end is a treasure.',
    postedAt: '2025-06-11T07:45:00Z',
  },
  {
    key: 'ayurveda-nandini',
    member: 'nandini-rao',
    bookSlug: 'ayurveda-for-every-home',
    stars: 5,
    title: 'Practical and safe',
    text: 'Finally an Ayurveda book that tells you when to see a doctor. The seasonal food charts are on our fridge now.',
    postedAt: '2025-08-12T09:00:00Z',
  },
  {
    key: 'gita-arjun',
    member: 'arjun-mehta',
    bookSlug: 'gita-for-young-minds',
    stars: 5,
    title: 'Gave it to my younger brother',
    text: 'He is fourteen and read it in a week. The questions at the end of each chapter started real conversations at dinner.',
    postedAt: '2025-05-30T18:20:00Z',
  },
  {
    key: 'cosmos-devansh',
    member: 'devansh-pandey',
    bookSlug: 'consciousness-and-cosmos',
    stars: 4,
    title: 'Careful and honest',
    text: 'Refreshing that the author does not claim the Vedas predicted quantum physics. He shows where the questions meet and leaves the rest to the reader.',
    postedAt: '2025-04-09T12:10:00Z',
  },
  {
    key: 'mahabharata-ishita',
    member: 'ishita-sen',
    bookSlug: 'mahabharata-katha-bengali',
    stars: 5,
    title: 'Reads like my grandmother told it',
    text: 'The Bengali is simple and musical. We read it aloud as a family every evening.',
    postedAt: '2025-03-14T19:40:00Z',
  },
];
