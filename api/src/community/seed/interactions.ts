/**
 * The sample interactions, seeded through the interaction model with the sample
 * members as actors (community/seedInteractions.ts): the feed comments with their stances and
 * replies, the likes and forwards on posts, the reviews' likes and the comments under the
 * featured video sample. Posts are named by their SAMPLE_POSTS key, reviews by SampleReview.key,
 * video samples by their published `_id`.
 *
 * The figures are the ones the sample screens display. Every count is derived from rows, and a like is one
 * row per member, so a like figure larger than the members who may give it (everyone but the
 * author, and the profile member only where a post reads "You and N others") becomes that many
 * likes. Forwards are exact (each press of Share is a row, so a member may forward twice).
 * `commentCount` is the figure the screen shows; the seeded comments are the ones written out here.
 */
export type Stance = 'agree' | 'disagree' | 'neutral';

export interface SampleReply {
  author: string;
  text: string;
  postedAt: string;
  likes: number;
}

export interface SampleComment extends SampleReply {
  stance?: Stance;
  replies?: SampleReply[];
}

export interface SamplePostInteractions {
  likes: number;
  /** The post reads "You and N others": the profile member is among the likers. */
  likedByProfile?: boolean;
  commentCount: number;
  forwards: number;
  comments: SampleComment[];
}

export const SAMPLE_POST_INTERACTIONS: Record<string, SamplePostInteractions> = {
  'sunrise-salutations': {
    likes: 128,
    commentCount: 12,
    forwards: 9,
    comments: [
      {
        author: 'pooja-venkatesh',
        stance: 'agree',
        text: 'Chanting the names changed my practice too. The breath finds its own rhythm.',
        postedAt: '2025-08-28T02:05:00Z',
        likes: 8,
      },
      {
        author: 'aditya-kulkarni',
        stance: 'neutral',
        text: 'Is it fine to do these in the evening if mornings are impossible with my office timings?',
        postedAt: '2025-08-28T03:20:00Z',
        likes: 3,
        replies: [
          {
            author: 'ananya-sharma',
            text: 'Yes — just keep it two hours after a meal, slow the pace, and end with a few minutes lying still.',
            postedAt: '2025-08-28T04:00:00Z',
            likes: 5,
          },
        ],
      },
    ],
  },
  // The variant that reads "You and 54 Others" (the profile member has liked it), 5 comments, 2 forwards.
  'karma-yoga-at-work': {
    likes: 55,
    likedByProfile: true,
    commentCount: 5,
    forwards: 2,
    comments: [
      {
        author: 'kiran-joshi',
        stance: 'agree',
        text: 'I read this verse to my class before the board exams. Work well, and let the marks take care of themselves.',
        postedAt: '2025-08-27T13:30:00Z',
        likes: 14,
        replies: [
          {
            author: 'swami-atmananda',
            text: 'A fine gift to give them, Kiran. Preparation is in their hands; the result never fully is.',
            postedAt: '2025-08-27T15:10:00Z',
            likes: 6,
          },
        ],
      },
      {
        author: 'sourav-bhattacharya',
        stance: 'disagree',
        text: 'But without thinking about results, how does one plan? A historian has to care whether the manuscript survives.',
        postedAt: '2025-08-27T16:20:00Z',
        likes: 4,
      },
      {
        author: 'nandini-rao',
        stance: 'neutral',
        text: 'Planning is part of the work, I think. It is the clinging to one outcome that the verse warns against.',
        postedAt: '2025-08-27T17:05:00Z',
        likes: 7,
      },
    ],
  },
  'manuscript-from-puri': {
    likes: 342,
    commentCount: 27,
    forwards: 41,
    comments: [
      {
        author: 'sourav-bhattacharya',
        stance: 'agree',
        text: 'It was a privilege to help. The illustrations on leaf 88 are breathtaking.',
        postedAt: '2025-08-25T10:00:00Z',
        likes: 11,
      },
    ],
  },
  'sama-veda-practice': {
    likes: 97,
    commentCount: 8,
    forwards: 5,
    comments: [
      {
        author: 'pooja-venkatesh',
        stance: 'agree',
        text: 'Same in Carnatic practice — the simplest phrases are the hardest to make true.',
        postedAt: '2025-08-23T15:30:00Z',
        likes: 5,
      },
    ],
  },
};

/** Likes on the sample reviews (SampleReview.key → count). */
export const SAMPLE_REVIEW_LIKES: Record<string, number> = {
  'upanishads-arjun': 24,
  'upanishads-nandini': 9,
  'upanishads-ishita': 6,
  'ayurveda-nandini': 17,
  'gita-arjun': 31,
  'cosmos-devansh': 12,
  'mahabharata-ishita': 20,
};

/** Members' comments under the published video samples (video sample `_id` → comments). */
export const SAMPLE_VIDEO_SAMPLE_COMMENTS: Record<string, SampleComment[]> = {
  'videoSample-surya-namaskar-science': [
    {
      author: 'nandini-rao',
      text: 'The way each posture is paired with a name of the sun made it click for me. Twelve rounds this morning!',
      postedAt: '2025-08-23T05:40:00Z',
      likes: 9,
      replies: [
        {
          author: 'ananya-sharma',
          text: 'Wonderful, Nandini. Keep the breath slow and the rounds will grow by themselves.',
          postedAt: '2025-08-23T08:15:00Z',
          likes: 3,
        },
      ],
    },
    {
      author: 'aditya-kulkarni',
      text: 'Very clear on the wrist alignment. My practice felt lighter immediately.',
      postedAt: '2025-08-24T02:10:00Z',
      likes: 4,
    },
    {
      author: 'kiran-joshi',
      text: 'I will show this to my students before their exams. Ten minutes of this beats ten cups of tea.',
      postedAt: '2025-08-25T12:30:00Z',
      likes: 6,
    },
  ],
};
