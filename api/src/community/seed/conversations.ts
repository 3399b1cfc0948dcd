/**
 * The messaging screen's sample conversations: each between the profile
 * member and one other member. `fromProfile` marks the profile member's own messages; a
 * message's reaction is the other participant's (one per member and message).
 */
import type { MessageReaction } from '../../db/schema';
import { messagePicture } from './pictures';

export interface SampleMessage {
  fromProfile: boolean;
  sentAt: string;
  text?: string;
  picture?: { name: string; alt: string };
  reaction?: MessageReaction;
}

export interface SampleConversation {
  with: string;
  /** Up to when the profile member has read; unread messages are the other's after it. Default: all read. */
  profileReadUpTo?: string;
  messages: SampleMessage[];
}

export const SAMPLE_CONVERSATIONS: SampleConversation[] = [
  {
    with: 'ananya-sharma',
    profileReadUpTo: '2025-08-28T03:10:00Z',
    messages: [
      { fromProfile: false, sentAt: '2025-08-28T03:02:00Z', text: 'Namaste! Are you joining the pranayama circle on Saturday?' },
      { fromProfile: true, sentAt: '2025-08-28T03:10:00Z', text: 'Namaste, Ananya ji. Yes, I will be there. Should I bring anything?', reaction: 'like' },
      { fromProfile: false, sentAt: '2025-08-28T03:14:00Z', text: 'Just a mat and an empty stomach. We begin at 6 sharp.' },
      {
        fromProfile: false,
        sentAt: '2025-08-28T03:15:00Z',
        text: 'Here is the view from where we sit.',
        picture: { name: messagePicture('message-ganga-ghat', 'river', 'dusk'), alt: 'The Ganga at dawn seen from the ghat' },
        reaction: 'love',
      },
    ],
  },
  {
    with: 'aditya-kulkarni',
    messages: [
      { fromProfile: false, sentAt: '2025-08-27T14:20:00Z', text: 'Gita Study Circle is on chapter 3 this Sunday. Can you lead the discussion on verse 3.35?' },
      { fromProfile: true, sentAt: '2025-08-27T14:32:00Z', text: 'Better one’s own dharma, imperfectly done… Happily! I will prepare a few questions.', reaction: 'pranam' },
      { fromProfile: false, sentAt: '2025-08-27T14:35:00Z', text: 'Perfect. I will share the Zoom link in the tribe.', reaction: 'like' },
    ],
  },
  {
    with: 'pooja-venkatesh',
    messages: [
      { fromProfile: true, sentAt: '2025-08-26T16:00:00Z', text: 'Your kriti at the Sangha evening was beautiful. Which raga was it?' },
      { fromProfile: false, sentAt: '2025-08-26T16:45:00Z', text: 'Thank you! It was Bhairavi — Annamacharya’s “Brahmam Okkate”.', reaction: 'love' },
      { fromProfile: true, sentAt: '2025-08-26T16:47:00Z', text: 'It has been in my head all day.', reaction: 'laugh' },
    ],
  },
  {
    with: 'kavita-banerjee',
    profileReadUpTo: '2025-08-25T10:30:00Z',
    messages: [
      { fromProfile: true, sentAt: '2025-08-25T10:30:00Z', text: 'Dr. Banerjee, I would like to volunteer for the manuscript digitisation weekends.' },
      { fromProfile: false, sentAt: '2025-08-25T18:05:00Z', text: 'Wonderful. Our next session is on 6 September at the institute. Please bring a laptop; we will train you on the transcription tool.' },
    ],
  },
  {
    with: 'sourav-bhattacharya',
    messages: [
      { fromProfile: false, sentAt: '2025-08-24T07:00:00Z', text: 'Did you read the new article on the Gita Govinda manuscript?' },
      { fromProfile: true, sentAt: '2025-08-24T07:25:00Z', text: 'Yes! Two hundred and six leaves. Incredible work by the team.', reaction: 'wow' },
    ],
  },
];
