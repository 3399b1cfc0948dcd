/**
 * The community screens' sample content (SPEC §2 Social feed, Messaging, Profile, Video detail):
 * a few more community members, feed posts with their comments, tribes, an event, conversations,
 * the sample member profile, the video samples and the three pages around them.
 */
import type { Motif, PaletteName } from '../art/render';
import { art, image, keyed, keyOf, ref, refs, type SeedDocument } from './helpers';
import { personId } from './people';
import { topicId } from './topics';

// ---------------------------------------------------------------- community members

interface MemberSeed {
  slug: string;
  name: string;
  badge: string;
  profession: string;
  institution: string;
  bio: string;
  palette: PaletteName;
  followers?: number;
}

/** Members who post, follow, chat and attend; their ids follow the people module's `person-<slug>`. */
const member = (m: MemberSeed): SeedDocument => {
  const { slug, palette, ...fields } = m;
  return {
    _id: personId(slug),
    _type: 'person',
    ...fields,
    role: 'Member',
    slug: { _type: 'slug', current: slug },
    portrait: image(art({ name: `portrait-${slug}`, motif: 'portrait', palette, width: 400, height: 400 }), `Portrait of ${m.name}`),
    kinds: ['member'],
  };
};

const members: SeedDocument[] = [
  member({
    slug: 'aditya-kulkarni',
    name: 'Aditya Kulkarni',
    badge: 'PRACTITIONER',
    profession: 'Chartered accountant',
    institution: 'Mumbai',
    bio: 'Balances ledgers by day and studies the Bhagavad Gita with his study circle every Sunday evening.',
    palette: 'gold',
    followers: 640,
  }),
  member({
    slug: 'pooja-venkatesh',
    name: 'Pooja Venkatesh',
    badge: 'SEEKER',
    profession: 'Carnatic vocalist',
    institution: 'Bengaluru',
    bio: 'Sings Annamacharya kritis and is learning the Taittiriya Upanishad’s Shiksha Valli to perfect her pronunciation.',
    palette: 'rose',
    followers: 1180,
  }),
  member({
    slug: 'kiran-joshi',
    name: 'Kiran Joshi',
    badge: 'KNOWER',
    profession: 'School teacher',
    institution: 'Ahmedabad',
    bio: 'Teaches mathematics to teenagers and brings the Sulba Sutras’ geometry into her classroom.',
    palette: 'river',
    followers: 890,
  }),
  member({
    slug: 'sourav-bhattacharya',
    name: 'Sourav Bhattacharya',
    badge: 'SEEKER',
    profession: 'Postgraduate student of history',
    institution: 'Jadavpur University, Kolkata',
    bio: 'Researches the Pala-era monasteries of Bengal and volunteers with the manuscript digitisation team.',
    palette: 'forest',
    followers: 310,
  }),
];

// ---------------------------------------------------------------- comments

interface ReplySeed {
  author: string;
  text: string;
  postedAt: string;
  likes: number;
}
interface CommentSeed extends ReplySeed {
  stance?: 'agree' | 'disagree' | 'neutral';
  replies?: ReplySeed[];
}

const comment = (c: CommentSeed) => ({
  _type: 'sampleComment',
  _key: keyOf('social-comment', c.author, c.text),
  author: ref(personId(c.author)),
  text: c.text,
  postedAt: c.postedAt,
  likes: c.likes,
  ...(c.stance ? { stance: c.stance } : {}),
  replies: (c.replies ?? []).map((r) => ({
    _type: 'sampleReply',
    _key: keyOf('social-reply', r.author, r.text),
    author: ref(personId(r.author)),
    text: r.text,
    postedAt: r.postedAt,
    likes: r.likes,
  })),
});

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
  comments?: CommentSeed[];
}

const video = (v: VideoSeed, index: number): SeedDocument => {
  const { slug, topics, motif, palette, alt, comments, channelVerified = false, live = false, ...fields } = v;
  return {
    _id: videoId(slug),
    _type: 'videoSample',
    ...fields,
    slug: { _type: 'slug', current: slug },
    topics: refs(topics.map(topicId)),
    channelVerified,
    live,
    thumbnail: image(art({ name: `video-${slug}`, motif, palette, width: 640, height: 360 }), alt),
    ...(comments ? { comments: comments.map(comment) } : {}),
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
    comments: [
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

// ---------------------------------------------------------------- feed posts

interface PostSeed {
  slug: string;
  author: string;
  badge?: string;
  postedAt: string;
  title: string;
  body: string;
  hashtags: string[];
  picture?: { motif: Motif; palette: PaletteName; alt: string };
  video?: string;
  likes: number;
  reactionSummary?: string;
  commentCount: number;
  forwards: number;
  comments: CommentSeed[];
}

const post = (p: PostSeed): SeedDocument => {
  const { slug, author, picture, video: videoSlug, comments, ...fields } = p;
  return {
    _id: `post-${slug}`,
    _type: 'post',
    ...fields,
    author: ref(personId(author)),
    ...(picture ? { image: image(art({ name: `post-${slug}`, motif: picture.motif, palette: picture.palette, width: 800, height: 450 }), picture.alt) } : {}),
    ...(videoSlug ? { video: ref(videoId(videoSlug)) } : {}),
    comments: comments.map(comment),
  };
};

const posts: SeedDocument[] = [
  // The post card with the linked video preview.
  post({
    slug: 'sunrise-salutations',
    author: 'ananya-sharma',
    postedAt: '2025-08-28T01:30:00Z',
    title: 'Twelve names of the sun, twelve breaths',
    body: 'This morning on the ghat we did our rounds of Surya Namaskar as the sun came up over the Ganga. Whisper the name of the sun with each posture and the practice changes completely: the mind stops counting and starts offering. The full episode is below — try three slow rounds tomorrow and tell me how it felt.',
    hashtags: ['SuryaNamaskar', 'Yoga', 'MorningSadhana', 'Rishikesh'],
    video: 'surya-namaskar-science',
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
  }),
  // The post-card variant: "You and 54 Others", 5 comments, 2 forwards, Most Relevant, a comment with a reply.
  post({
    slug: 'karma-yoga-at-work',
    author: 'swami-atmananda',
    badge: 'SEER',
    postedAt: '2025-08-27T12:45:00Z',
    title: 'Karma yoga on a Monday morning',
    body: '“Your right is to the work alone, never to its fruits” (Gita 2.47). This is not a teaching about indifference. It asks us to give our whole attention to the task in front of us and to let go of the anxiety about outcomes that we cannot control. Try it with one task this week: do it as an offering, as well as you can, and notice what happens to the fear.',
    hashtags: ['BhagavadGita', 'KarmaYoga', 'Dharma'],
    picture: { motif: 'sun', palette: 'gold', alt: 'A golden sun over calm water at the start of the day' },
    likes: 55,
    reactionSummary: 'You and 54 Others',
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
  }),
  post({
    slug: 'manuscript-from-puri',
    author: 'kavita-banerjee',
    postedAt: '2025-08-25T09:10:00Z',
    title: 'A palm-leaf Gita Govinda comes home',
    body: 'Our digitisation team finished scanning a nineteenth-century palm-leaf manuscript of Jayadeva’s Gita Govinda from a family in Puri. Two hundred and six leaves, every one now preserved at high resolution and soon readable in the Digital Akhanda Bharat library. Thank you to the volunteers who spent their weekends with us.',
    hashtags: ['DigitalAkhandaBharat', 'Manuscripts', 'GitaGovinda', 'Odisha'],
    picture: { motif: 'book', palette: 'gold', alt: 'An open palm-leaf manuscript in warm golden light' },
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
  }),
  post({
    slug: 'sama-veda-practice',
    author: 'devansh-pandey',
    postedAt: '2025-08-23T14:00:00Z',
    title: 'Three notes and a lifetime',
    body: 'The oldest Sama Veda chants move within just three notes, yet our teacher says a lifetime is not enough to sing them perfectly. Tonight’s practice: one verse, twenty times, until the voice stops performing and starts listening.',
    hashtags: ['SamaVeda', 'NadaYoga', 'IndianMusic'],
    picture: { motif: 'lotus', palette: 'night', alt: 'A lotus glowing softly against a night sky' },
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
  }),
];

// ---------------------------------------------------------------- tribes and the event

const tribe = (slug: string, name: string, description: string, members: number, lastActive: string, motif: Motif, palette: PaletteName, order: number): SeedDocument => ({
  _id: `tribe-${slug}`,
  _type: 'tribe',
  name,
  slug: { _type: 'slug', current: slug },
  description,
  image: image(art({ name: `tribe-${slug}`, motif, palette, width: 400, height: 400 }), `Emblem of the ${name} tribe`),
  members,
  lastActive,
  order,
});

const tribes: SeedDocument[] = [
  tribe('gita-study-circle', 'Gita Study Circle', 'One chapter a month, read together every Sunday evening with a teacher’s commentary.', 103, 'Last active 2 hours ago', 'book', 'saffron', 10),
  tribe('sanskrit-sangha', 'Sanskrit Sangha', 'Beginners and scholars practising spoken Sanskrit, five new words a day.', 248, 'Last active 35 minutes ago', 'mandala', 'maroon', 20),
  tribe('ayurveda-kitchen', 'Ayurveda Kitchen', 'Seasonal sattvic recipes, kitchen remedies and shared thalis from across India.', 76, 'Last active yesterday', 'tree', 'forest', 30),
];

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
    attendees: refs(['arjun-mehta', 'nandini-rao', 'ishita-sen', 'kiran-joshi'].map(personId)),
    otherAttendees: 50,
  },
];

// ---------------------------------------------------------------- conversations

interface MessageSeed {
  side: 'incoming' | 'outgoing';
  sentAt: string;
  text?: string;
  picture?: { name: string; motif: Motif; palette: PaletteName; alt: string };
  reactions?: string[];
}

const conversation = (
  participant: string,
  status: string,
  lists: string[],
  unreadCount: number,
  order: number,
  messages: MessageSeed[],
): SeedDocument => ({
  _id: `conversation-${participant}`,
  _type: 'conversation',
  participant: ref(personId(participant)),
  status,
  lists,
  unreadCount,
  order,
  messages: keyed(
    messages.map(({ picture, reactions, ...m }) => ({
      ...m,
      ...(picture ? { image: image(art({ name: picture.name, motif: picture.motif, palette: picture.palette, width: 640, height: 360 }), picture.alt) } : {}),
      reactions: reactions ?? [],
    })),
    'chatMessage',
  ),
});

const conversations: SeedDocument[] = [
  conversation('ananya-sharma', 'Last Active 2 Hours Ago', ['circle', 'unread'], 2, 10, [
    { side: 'incoming', sentAt: '2025-08-28T03:02:00Z', text: 'Namaste! Are you joining the pranayama circle on Saturday?' },
    { side: 'outgoing', sentAt: '2025-08-28T03:10:00Z', text: 'Namaste, Ananya ji. Yes, I will be there. Should I bring anything?', reactions: ['like'] },
    { side: 'incoming', sentAt: '2025-08-28T03:14:00Z', text: 'Just a mat and an empty stomach. We begin at 6 sharp.' },
    {
      side: 'incoming',
      sentAt: '2025-08-28T03:15:00Z',
      text: 'Here is the view from where we sit.',
      picture: { name: 'message-ganga-ghat', motif: 'river', palette: 'dusk', alt: 'The Ganga at dawn seen from the ghat' },
      reactions: ['love', 'pranam'],
    },
  ]),
  conversation('aditya-kulkarni', 'Active Now', ['tribes'], 0, 20, [
    { side: 'incoming', sentAt: '2025-08-27T14:20:00Z', text: 'Gita Study Circle is on chapter 3 this Sunday. Can you lead the discussion on verse 3.35?' },
    { side: 'outgoing', sentAt: '2025-08-27T14:32:00Z', text: 'Better one’s own dharma, imperfectly done… Happily! I will prepare a few questions.', reactions: ['pranam'] },
    { side: 'incoming', sentAt: '2025-08-27T14:35:00Z', text: 'Perfect. I will share the Zoom link in the tribe.', reactions: ['like'] },
  ]),
  conversation('pooja-venkatesh', 'Last Active 5 Hours Ago', ['circle'], 0, 30, [
    { side: 'outgoing', sentAt: '2025-08-26T16:00:00Z', text: 'Your kriti at the Sangha evening was beautiful. Which raga was it?' },
    { side: 'incoming', sentAt: '2025-08-26T16:45:00Z', text: 'Thank you! It was Bhairavi — Annamacharya’s “Brahmam Okkate”.', reactions: ['love'] },
    { side: 'outgoing', sentAt: '2025-08-26T16:47:00Z', text: 'It has been in my head all day.', reactions: ['laugh'] },
  ]),
  conversation('kavita-banerjee', 'Last Active Yesterday', ['unread'], 1, 40, [
    { side: 'outgoing', sentAt: '2025-08-25T10:30:00Z', text: 'Dr. Banerjee, I would like to volunteer for the manuscript digitisation weekends.' },
    { side: 'incoming', sentAt: '2025-08-25T18:05:00Z', text: 'Wonderful. Our next session is on 6 September at the institute. Please bring a laptop; we will train you on the transcription tool.' },
  ]),
  conversation('sourav-bhattacharya', 'Last Active 3 Days Ago', ['tribes', 'circle'], 0, 50, [
    { side: 'incoming', sentAt: '2025-08-24T07:00:00Z', text: 'Did you read the new article on the Gita Govinda manuscript?' },
    { side: 'outgoing', sentAt: '2025-08-24T07:25:00Z', text: 'Yes! Two hundred and six leaves. Incredible work by the team.', reactions: ['wow'] },
  ]),
];

// ---------------------------------------------------------------- the sample member profile

const profiles: SeedDocument[] = [
  {
    _id: 'memberProfile-shreya-raghavan',
    _type: 'memberProfile',
    firstName: 'Shreya',
    lastName: 'Raghavan',
    badge: 'SAGE',
    quote: '“Yogah karmasu kaushalam” — yoga is skill in action. (Bhagavad Gita 2.50)',
    bio: 'Teacher of Sanskrit and Vedic chanting. I have spent fifteen years learning from my gurus in Chennai and Kashi, and now I teach young seekers online and at the Jnanam gurukula. I love the Upanishads, Carnatic music and long walks by the Adyar river.',
    picture: image(art({ name: 'profile-shreya-raghavan', motif: 'portrait', palette: 'saffron', width: 400, height: 400 }), 'Portrait of Shreya Raghavan'),
    cover: image(art({ name: 'profile-cover-shreya-raghavan', motif: 'temple', palette: 'dusk', width: 1200, height: 400 }), 'A temple at dusk against a warm evening sky'),
    email: 'shreya.raghavan@jnanam.example',
    emailPrivate: false,
    profession: 'Teacher of Sanskrit and Vedic chanting',
    institution: 'Jnanam Gurukula, Kolkata',
    friends: 248,
    followers: 1032,
    circle: refs(['meera-iyer', 'ananya-sharma', 'pooja-venkatesh', 'aditya-kulkarni', 'kiran-joshi', 'devansh-pandey'].map(personId)),
  },
];

// ---------------------------------------------------------------- the pages

const story = (person: string, postedAt: string, motif: Motif, palette: PaletteName, alt: string) => ({
  _type: 'story',
  _key: keyOf('story', person),
  person: ref(personId(person)),
  image: image(art({ name: `story-${person}`, motif, palette, width: 360, height: 640 }), alt),
  postedAt,
});

const link = (label: string, href: string) => ({ _type: 'link', _key: keyOf('social-link', label), label, href });

const pages: SeedDocument[] = [
  {
    _id: 'socialPage',
    _type: 'socialPage',
    member: ref('memberProfile-shreya-raghavan'),
    addStoryLabel: 'Add Your Story',
    stories: [
      story('ananya-sharma', '2025-08-28T01:00:00Z', 'river', 'dusk', 'The Ganga at sunrise from the ghats of Rishikesh'),
      story('devansh-pandey', '2025-08-28T00:30:00Z', 'lotus', 'night', 'A lotus glowing in the night during evening riyaz'),
      story('kavita-banerjee', '2025-08-27T22:15:00Z', 'book', 'gold', 'A palm-leaf manuscript open on the scanning table'),
      story('pooja-venkatesh', '2025-08-27T20:40:00Z', 'mandala', 'rose', 'A rangoli mandala drawn for the Sangha evening'),
      story('aditya-kulkarni', '2025-08-27T18:05:00Z', 'temple', 'saffron', 'A village temple at dusk on the way home'),
      story('ishita-sen', '2025-08-27T16:20:00Z', 'mountains', 'forest', 'Green hills on a monsoon trek to a hill shrine'),
    ],
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
    followers: refs(['arjun-mehta', 'ishita-sen', 'devansh-pandey'].map(personId)),
    moreLabel: 'More',
    tribesHeading: 'My Tribes',
    tribes: refs(tribes.map((t) => t._id)),
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

export const socialDocuments: SeedDocument[] = [...members, ...videoDocuments, ...posts, ...tribes, ...events, ...conversations, ...profiles, ...pages];
