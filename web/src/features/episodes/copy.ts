/**
 * The sample texts SPEC gives the stream and dialogue pages. They are content, not code:
 * they move to the content dataset once the content layer serves an episodes page document.
 */
export interface SampleComment {
  author: string;
  time: string;
  text: string;
}

export interface ShowcaseCopy {
  bannerLabel: string;
  teaser: string;
  sectionLabel: string;
  rating: number;
  likedLabel: string;
  forwardsLabel: string;
  sampleComments: SampleComment[];
}

const sampleComments: SampleComment[] = [
  {
    author: 'Aditi Sharma',
    time: '2 days ago',
    text: 'Beautifully explained. I finally understand why my grandmother began every morning this way.',
  },
  {
    author: 'Rohan Iyer',
    time: '4 days ago',
    text: 'The pace is calm and the sources are named. Please make a series on the Upanishads next.',
  },
  {
    author: 'Meera Nair',
    time: '1 week ago',
    text: 'Watched it twice with my children. They asked questions for an hour afterwards!',
  },
];

export const STREAM_COPY: ShowcaseCopy = {
  bannerLabel: 'NEW EPISODE',
  teaser:
    'Ancient wisdom, told simply: a new episode of Jnanam Originals on the knowledge of the Vedas and how it lives on in our daily life.',
  sectionLabel: 'JNANAM ORIGINALS',
  rating: 4.5,
  likedLabel: '54 Liked',
  forwardsLabel: '2 Forwards',
  sampleComments,
};

export const DIALOGUE_COPY: ShowcaseCopy = {
  ...STREAM_COPY,
  teaser: 'Scholars and seekers in conversation: a new Jnanam Dialogue that asks old questions with fresh eyes.',
  sectionLabel: 'JNANAM DIALOGUES',
};
