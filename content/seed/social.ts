/**
 * What the trust publishes for the community screens (SPEC §2 Social feed, Messaging, Profile,
 * Video detail): the video samples, the feed's event and the three pages around them. Members'
 * data (profiles, posts, stories, follows, tribes, conversations, reviews) is never here: the
 * API seeds SPEC's sample members into its database (api/src/community/seed/).
 */
import type { Motif, PaletteName } from '../art/render';
import { art, image, keyed, keyOf, ref, refs, type SeedDocument } from './helpers';
import { topicId } from './topics';

// ---------------------------------------------------------------- video samples

const videoId = (slug: string) => `videoSample-${slug}`;

interface VideoSeed {
  slug: string;
  title: string;
  category: string;
  topics: string[];
  channelName: string;
  channelVerified?: boolean;
  live?: boolean;
  duration?: string;
  publishedAt: string;
  description: string;
  overview?: string;
  rating: number;
  likes: number;
  commentCount: number;
  forwards: number;
  views: number;
  motif: Motif;
  palette: PaletteName;
  alt: string;
}

const video = (v: VideoSeed, index: number): SeedDocument => {
  const { slug, topics, motif, palette, alt, channelVerified = false, live = false, ...fields } = v;
  return {
    _id: videoId(slug),
    _type: 'videoSample',
    ...fields,
    slug: { _type: 'slug', current: slug },
    topics: refs(topics.map(topicId)),
    channelVerified,
    live,
    thumbnail: image(art({ name: `video-${slug}`, motif, palette, width: 640, height: 360 }), alt),
    order: (index + 1) * 10,
  };
};

const videoSeeds: VideoSeed[] = [
  // The featured video of /video-preview (SPEC: rating 4.5, 54 likes, 3 comments, 2 forwards).
  {
    slug: 'surya-namaskar-science',
    title: 'Surya Namaskar: The Science of Saluting the Sun',
    category: 'JNANAM ORIGINALS',
    topics: ['health-wellness'],
    channelName: 'Jnanam Originals',
    channelVerified: true,
    duration: '00:21:36',
    publishedAt: '2025-08-22',
    rating: 4.5,
    likes: 54,
    commentCount: 3,
    forwards: 2,
    views: 12480,
    motif: 'sun',
    palette: 'saffron',
    alt: 'A radiant saffron sun rising, its rays spreading across the sky',
    description:
      'Twelve postures, twelve names of the sun and one unbroken breath. Ananya Sharma shows how the sun salutation warms the body, steadies the mind and links every movement to a mantra.',
    overview:
      'Surya Namaskar is often taught as a warm-up. In the tradition it is a complete practice: each of the twelve postures is paired with one of the sun’s names, from Om Mitraya Namah to Om Bhaskaraya Namah, and with an inhalation or exhalation. In this episode we follow a full round at sunrise on the Ganga at Rishikesh, look at what physiology says about slow, breath-led movement, and learn the common mistakes that strain the lower back and wrists. Suitable for beginners; no equipment needed beyond a mat.',
  },
  // LIVE SESSIONS: one per topic chip.
  {
    slug: 'live-morning-pranayama',
    title: 'Morning Pranayama Circle',
    category: 'LIVE SESSION',
    topics: ['health-wellness'],
    channelName: 'Jnanam Yoga',
    channelVerified: true,
    live: true,
    publishedAt: '2025-08-28',
    rating: 4.7,
    likes: 312,
    commentCount: 46,
    forwards: 18,
    views: 2140,
    motif: 'lotus',
    palette: 'rose',
    alt: 'A soft pink lotus opening on still water',
    description: 'Nadi shodhana, bhramari and a quiet close: forty minutes of guided breathing to begin the day, live from Rishikesh.',
  },
  {
    slug: 'live-arthashastra-startups',
    title: 'Arthashastra and the Startup Economy',
    category: 'LIVE SESSION',
    topics: ['business-economics'],
    channelName: 'Jnanam Dialogues',
    channelVerified: true,
    live: true,
    publishedAt: '2025-08-28',
    rating: 4.4,
    likes: 188,
    commentCount: 37,
    forwards: 22,
    views: 1560,
    motif: 'mountains',
    palette: 'gold',
    alt: 'Golden mountain ridges under a pale sky',
    description: 'Rahul Deshpande and three founders read Kautilya on trust, treasury and talent, and take questions from the audience.',
  },
  {
    slug: 'live-banarasi-handloom',
    title: 'Handloom Stories: Weaving a Banarasi Silk',
    category: 'LIVE SESSION',
    topics: ['lifestyle-fashion'],
    channelName: 'Bharat Crafts',
    live: true,
    publishedAt: '2025-08-28',
    rating: 4.6,
    likes: 241,
    commentCount: 29,
    forwards: 31,
    views: 1875,
    motif: 'mandala',
    palette: 'maroon',
    alt: 'A maroon and gold mandala pattern like a woven border',
    description: 'A master weaver in Varanasi works the jacquard loom live and explains the motifs that have come down through six generations.',
  },
  {
    slug: 'live-dharma-and-the-news',
    title: 'Dharma and the News: Weekly Roundtable',
    category: 'LIVE SESSION',
    topics: ['current-affairs'],
    channelName: 'Jnanam Dialogues',
    channelVerified: true,
    live: true,
    publishedAt: '2025-08-28',
    rating: 4.3,
    likes: 156,
    commentCount: 64,
    forwards: 12,
    views: 1320,
    motif: 'book',
    palette: 'dusk',
    alt: 'An open book glowing in warm evening light',
    description: 'Scholars discuss the week’s headlines through the lens of dharma: this week, water, cities and the duty to the river.',
  },
  {
    slug: 'live-evening-raga',
    title: 'Evening Raga: From Sama Veda to Yaman',
    category: 'LIVE SESSION',
    topics: ['arts-culture'],
    channelName: 'Nada Yoga Sangha',
    live: true,
    publishedAt: '2025-08-28',
    rating: 4.8,
    likes: 402,
    commentCount: 51,
    forwards: 27,
    views: 2980,
    motif: 'diya',
    palette: 'night',
    alt: 'A lamp glowing against a deep indigo night',
    description: 'Devansh Pandey on tabla with a Hindustani vocalist, tracing the first chanted notes of the Sama Veda to the evening raga Yaman.',
  },
  {
    slug: 'live-moksha-patam',
    title: 'Moksha Patam: Playing the Original Snakes and Ladders',
    category: 'LIVE SESSION',
    topics: ['gaming'],
    channelName: 'Jnanam Play',
    live: true,
    publishedAt: '2025-08-28',
    rating: 4.5,
    likes: 133,
    commentCount: 22,
    forwards: 9,
    views: 940,
    motif: 'stars',
    palette: 'night',
    alt: 'A field of stars over a dark blue sky',
    description: 'A family game night with a thirteenth-century board: every ladder is a virtue, every snake a vice. Play along at home.',
  },
  // WEEKLY TRENDING.
  {
    slug: 'trending-ayurveda-monsoon',
    title: 'Ayurveda for the Monsoon Months',
    category: 'WEEKLY TRENDING',
    topics: ['health-wellness'],
    channelName: 'Jnanam Originals',
    channelVerified: true,
    duration: '00:14:12',
    publishedAt: '2025-08-19',
    rating: 4.6,
    likes: 1240,
    commentCount: 96,
    forwards: 143,
    views: 28400,
    motif: 'tree',
    palette: 'forest',
    alt: 'A green tree under a soft monsoon sky',
    description: 'Vaidya Lakshmi Nair on keeping digestion strong in the rains: warm food, ginger, early dinners and dry feet.',
  },
  {
    slug: 'trending-kautilya-leadership',
    title: 'Kautilya on Leadership in Seven Verses',
    category: 'WEEKLY TRENDING',
    topics: ['business-economics'],
    channelName: 'Jnanam Originals',
    channelVerified: true,
    duration: '00:11:48',
    publishedAt: '2025-08-17',
    rating: 4.4,
    likes: 860,
    commentCount: 58,
    forwards: 97,
    views: 19750,
    motif: 'temple',
    palette: 'gold',
    alt: 'A temple spire against a golden sky',
    description: 'What the Arthashastra asks of a leader: self-mastery first, then counsel, then action. Seven verses, read and explained.',
  },
  {
    slug: 'trending-why-the-saree-endures',
    title: 'Why the Saree Endures',
    category: 'WEEKLY TRENDING',
    topics: ['lifestyle-fashion', 'arts-culture'],
    channelName: 'Bharat Crafts',
    duration: '00:09:30',
    publishedAt: '2025-08-16',
    rating: 4.5,
    likes: 1510,
    commentCount: 122,
    forwards: 210,
    views: 34200,
    motif: 'mandala',
    palette: 'rose',
    alt: 'A rose-coloured mandala like the border of a silk saree',
    description: 'Five thousand years of unstitched cloth: how weavers from Kanchipuram to Dhaka kept the saree alive and modern.',
  },
  {
    slug: 'trending-sanskrit-and-ai',
    title: 'Sanskrit in the Age of AI',
    category: 'WEEKLY TRENDING',
    topics: ['current-affairs', 'business-economics'],
    channelName: 'Jnanam Research',
    channelVerified: true,
    duration: '00:17:05',
    publishedAt: '2025-08-20',
    rating: 4.7,
    likes: 2030,
    commentCount: 187,
    forwards: 356,
    views: 41800,
    motif: 'book',
    palette: 'river',
    alt: 'An open palm-leaf manuscript in cool blue light',
    description: 'Dr. Kavita Banerjee on Panini’s grammar, machine translation and the institute’s work to read palm-leaf manuscripts with AI.',
  },
  {
    slug: 'trending-geometry-of-konark',
    title: 'The Geometry of Konark',
    category: 'WEEKLY TRENDING',
    topics: ['arts-culture'],
    channelName: 'Jnanam Originals',
    channelVerified: true,
    duration: '00:13:22',
    publishedAt: '2025-08-18',
    rating: 4.8,
    likes: 1720,
    commentCount: 104,
    forwards: 188,
    views: 36900,
    motif: 'sun',
    palette: 'dusk',
    alt: 'A sun wheel glowing in dusk colours',
    description: 'The sun temple as a chariot and a sundial: how its twenty-four wheels tell the time to the minute.',
  },
  {
    slug: 'trending-mahabharata-strategy-game',
    title: 'Designing a Mahabharata Strategy Game',
    category: 'WEEKLY TRENDING',
    topics: ['gaming'],
    channelName: 'Jnanam Play',
    duration: '00:16:40',
    publishedAt: '2025-08-15',
    rating: 4.3,
    likes: 690,
    commentCount: 73,
    forwards: 64,
    views: 15300,
    motif: 'mountains',
    palette: 'maroon',
    alt: 'Dark red hills at dusk like a battlefield at Kurukshetra',
    description: 'Two young developers from Pune on turning the Kurukshetra vyuhas into a board game that teaches dharma in every move.',
  },
];

const videoDocuments: SeedDocument[] = videoSeeds.map(video);

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

const link = (label: string, href: string) => ({ _type: 'link', _key: keyOf('social-link', label), label, href });

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
      link('Help Desk', 'mailto:contact@jnanam.example'),
      link('Settings', '/personal-profile'),
    ],
    copyright: '© 2025 Jnanam Trust. All rights reserved.',
    logoutLabel: 'Log Out',
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
    watchNowLabel: 'Watch Now',
    commentsHeading: 'Comments',
    loginToCommentLabel: 'Log in to Comment',
    commentPlaceholder: 'Comment Here',
    sendLabel: 'Send',
    rateLabel: 'Rate',
    seeAllLabel: 'See all',
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

export const socialDocuments: SeedDocument[] = [...videoDocuments, ...events, ...pages];
