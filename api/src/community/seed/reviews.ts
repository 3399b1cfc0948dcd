/**
 * The book detail's sample reviews: one per member and book,
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
  // Mixed opinions, so that the marketplace's "stars & up" filters separate books.
  { key: 'dinacharya-kiran', member: 'kiran-joshi', bookSlug: 'dinacharya-gujarati', stars: 3, title: 'Good routine, thin on reasons', text: 'The hour-by-hour plan is useful, but I wanted more on why each step matters.', postedAt: '2025-06-02T06:15:00Z' },
  { key: 'dinacharya-pooja', member: 'pooja-venkatesh', bookSlug: 'dinacharya-gujarati', stars: 2, title: 'Hard to follow for shift workers', text: 'Everything assumes you wake before sunrise. Nothing for people who work nights.', postedAt: '2025-07-09T21:40:00Z' },
  { key: 'sound-aditya', member: 'aditya-kulkarni', bookSlug: 'sound-mantra-physics', stars: 2, title: 'Interesting topic, weak evidence', text: 'The chapter on pitch accents is good; the claims about vibration and health are not backed up.', postedAt: '2025-05-21T11:05:00Z' },
  { key: 'vedic-maths-sourav', member: 'sourav-bhattacharya', bookSlug: 'vedic-mathematics-bengali', stars: 1, title: 'Too many printing errors', text: 'Several worked examples have wrong answers in my copy. Please correct them in the next printing.', postedAt: '2025-04-30T17:20:00Z' },
  { key: 'vedic-maths-kiran', member: 'kiran-joshi', bookSlug: 'vedic-mathematics-bengali', stars: 2, title: 'Tricks without understanding', text: 'My daughter learnt the shortcuts quickly but could not say why they work.', postedAt: '2025-05-12T08:30:00Z' },
  { key: 'mind-peace-pooja', member: 'pooja-venkatesh', bookSlug: 'mind-at-peace-telugu', stars: 3, title: 'Gentle and short', text: 'Helpful talks, though some repeat each other. The ten-minute meditations are the best part.', postedAt: '2025-03-03T05:50:00Z' },
  { key: 'thirukkural-meera', member: 'meera-iyer', bookSlug: 'thirukkural-in-daily-life', stars: 5, title: 'A kural a day', text: 'Our family reads one couplet with its reflection at breakfast. The reflections are wise and never preachy.', postedAt: '2025-01-14T07:00:00Z' },
  { key: 'breath-ananya-arjun', member: 'arjun-mehta', bookSlug: 'yoga-of-breath', stars: 4, title: 'Steady progress', text: 'Twelve weeks in, my breath is slower and my sleep is better. The warnings about retention are important.', postedAt: '2025-08-18T06:10:00Z' },
  { key: 'advaita-devansh', member: 'devansh-pandey', bookSlug: 'advaita-in-plain-words', stars: 5, title: 'Finally, no jargon', text: 'Every chapter starts with a question I had actually asked myself. Clear from the first page.', postedAt: '2025-08-25T14:00:00Z' },
  { key: 'advaita-sourav', member: 'sourav-bhattacharya', bookSlug: 'advaita-in-plain-words', stars: 4, title: 'Clear but brief', text: 'An excellent start; I wished the chapter on maya went deeper.', postedAt: '2025-08-28T19:25:00Z' },
  { key: 'meditation-aditya', member: 'aditya-kulkarni', bookSlug: 'meditation-and-the-brain', stars: 3, title: 'Honest about the limits', text: 'I respect that it does not oversell the research, but the practice chapters are short.', postedAt: '2025-06-19T12:45:00Z' },
  { key: 'ramayana-nandini', member: 'nandini-rao', bookSlug: 'ramayana-for-children', stars: 5, title: 'My niece loved it', text: 'The pictures are lovely and the map of the journey kept her turning pages.', postedAt: '2025-02-11T16:35:00Z' },
];
