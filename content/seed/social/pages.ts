/** The community screens' event and pages: the social feed, messaging and the video preview. */
import { art, image, keyed, keyOf, ref, refs, type SeedDocument, type SeedMember } from '../helpers';
import { topicId } from '../topics';
import { videoId } from './videoSample';
import { videoSeeds } from './videos';

const events: SeedDocument[] = [
  {
    _id: 'event-gita-jayanti-satsang',
    _type: 'communityEvent',
    title: 'Gita Jayanti Satsang',
    place: 'Jnanam Gurukula Hall, Salt Lake, Kolkata',
    startsAt: '2025-12-01T12:30:00Z',
    endsAt: '2025-12-01T15:30:00Z',
    description: 'An evening of Bhagavad Gita chanting, a talk by Swami Atmananda on the second chapter, and prasad for all. Free; everyone is welcome.',
    image: image(art({ name: 'event-gita-jayanti-satsang', motif: 'diya', palette: 'saffron', width: 640, height: 360 }), 'Oil lamps glowing for the Gita Jayanti satsang'),
  },
];

// ---------------------------------------------------------------- the pages

const link = (label: string, href: string): SeedMember<'socialPage', 'sidebarLinks'> => ({ _type: 'link', _key: keyOf('social-link', label), label, href });

const pages: SeedDocument[] = [
  {
    _id: 'socialPage',
    _type: 'socialPage',
    addStoryLabel: 'Add Your Story',
    emptyFeedText: 'No posts yet. Follow members or join a tribe to fill your feed.',
    createPost: { placeholder: 'Create Post', addLabel: 'Add', mediaButtons: ['Photo', 'Video', 'Event', 'Article'] },
    commentPlaceholder: 'Write a comment…',
    commentSortLabel: 'Most Relevant',
    searchPlaceholder: 'Search',
    shortcuts: keyed(
      [
        { label: 'Friends', kind: 'friends' },
        { label: 'Followers', kind: 'followers' },
        { label: 'Cohorts', kind: 'cohorts' },
        { label: 'Saved Items', kind: 'saved' },
      ],
      'shortcut',
    ),
    followersHeading: 'My Followers',
    noFollowersText: 'No followers yet. Share a post to let others find you.',
    moreLabel: 'More',
    tribesHeading: 'My Tribes',
    noTribesText: 'You have not joined a tribe yet.',
    event: ref(events[0]!._id),
    joinLabel: 'JOIN',
    sidebarLinks: [
      link('About Us', '/about'),
      link('Terms', '/jnanam-terms&condition'),
      link('Help Desk', '#help-desk'),
      link('Settings', '/settings'),
    ],
    logoutLabel: 'Log Out',
    helpDesk: {
      heading: 'Help Desk',
      intro: 'Answers to what members ask most. If yours is not here, leave your details and the trust will write to you.',
      questions: keyed(
        [
          { question: 'Who can see my posts?', answer: 'You choose for each post: everyone, only your followers, or the members of one of your tribes. You can change or delete a post at any time from its Edit and Delete buttons.' },
          { question: 'How do I keep my e-mail address private?', answer: 'Open your profile, choose Edit Profile and tick Make it Private. Then nobody but you sees your address, on any page.' },
          { question: 'Someone is bothering me. What can I do?', answer: 'Open the ⋯ menu on their post, comment or profile. Report sends it to the moderators, who tell you what they decided; Block stops the two of you from seeing or reaching each other; Mute takes their posts out of your feed. You can unblock in Settings.' },
          { question: 'How long does a story stay up?', answer: 'A story is shown for 24 hours after you share it. You can delete it earlier from the story itself.' },
          { question: 'How do I start or join a tribe?', answer: 'Under My Tribes, Join adds you to a tribe and Start a tribe creates a new one with you as its first member. Tribes are open to every member.' },
        ],
        'helpQuestion',
      ),
      contact: { _type: 'contactSection', heading: 'Still need help?', text: 'Leave your name and e-mail address and the trust will write back to you.' },
    },
  },
  {
    _id: 'messagingPage',
    _type: 'messagingPage',
    heading: 'Messages',
    searchPlaceholder: 'Search messages',
    filters: keyed(
      [
        { label: 'All', list: 'all' },
        { label: 'Circle', list: 'circle' },
        { label: 'Unread', list: 'unread' },
        { label: 'Tribes', list: 'tribes' },
      ],
      'messageFilter',
    ),
    composerPlaceholder: 'Aa',
    sendLabel: 'Send',
    emptyText: 'No conversations here yet.',
  },
  {
    _id: 'videoPreviewPage',
    _type: 'videoPreviewPage',
    featured: ref(videoId('surya-namaskar-science')),
    overviewHeading: 'OVERVIEW',
    watchNowLabel: 'Watch Now',
    commentsHeading: 'Comments',
    loginToCommentLabel: 'Log in to Comment',
    commentPlaceholder: 'Comment Here',
    sendLabel: 'Send',
    rateLabel: 'Rate',
    seeAllLabel: 'See all',
    upgradeLabel: 'This video is one of the Jnanam Originals, for premium members. Upgrade your membership to watch it.',
    upgradeButton: 'See memberships',
    liveSessions: {
      heading: 'LIVE SESSIONS',
      topics: refs(['health-wellness', 'business-economics', 'lifestyle-fashion', 'current-affairs', 'arts-culture', 'gaming'].map(topicId)),
      videos: refs(videoSeeds.filter((v) => v.live).map((v) => videoId(v.slug))),
      seeMoreLabel: 'See More',
    },
    weeklyTrending: {
      heading: 'WEEKLY TRENDING',
      topics: refs(['health-wellness', 'business-economics', 'lifestyle-fashion', 'current-affairs', 'arts-culture', 'gaming'].map(topicId)),
      videos: refs(videoSeeds.filter((v) => v.category === 'WEEKLY TRENDING').map((v) => videoId(v.slug))),
      seeMoreLabel: 'See More',
    },
    playLabel: 'PLAY',
  },
];


export const socialPageDocuments: SeedDocument[] = [...events, ...pages];
