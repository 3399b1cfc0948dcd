/**
 * The social feed's sample members' data: posts with their
 * hashtags and linked video, stories, follows (the profile's circle and followers), tribes with
 * their memberships, and who joins the feed's event. Slugs name sample members (members.ts).
 */
import { PROFILE_MEMBER } from './members';
import { postPicture, storyPicture, tribePicture } from './pictures';

export interface SamplePost {
  author: string;
  postedAt: string;
  title: string;
  body: string;
  hashtags: string[];
  picture?: { name: string; alt: string };
  /** `_id` of the published video sample the post links to. */
  videoSampleId?: string;
}

export const SAMPLE_POSTS: Record<string, SamplePost> = {
  // The post card with the linked video preview.
  'sunrise-salutations': {
    author: 'ananya-sharma',
    postedAt: '2025-08-28T01:30:00Z',
    title: 'Twelve names of the sun, twelve breaths',
    body: 'This morning on the ghat we did our rounds of Surya Namaskar as the sun came up over the Ganga. Whisper the name of the sun with each posture and the practice changes completely: the mind stops counting and starts offering. The full episode is below — try three slow rounds tomorrow and tell me how it felt.',
    hashtags: ['SuryaNamaskar', 'Yoga', 'MorningSadhana', 'Rishikesh'],
    videoSampleId: 'videoSample-surya-namaskar-science',
  },
  // The post-card variant: "You and 54 Others", 5 comments, 2 forwards, Most Relevant, a comment with a reply.
  'karma-yoga-at-work': {
    author: 'swami-atmananda',
    postedAt: '2025-08-27T12:45:00Z',
    title: 'Karma yoga on a Monday morning',
    body: '“Your right is to the work alone, never to its fruits” (Gita 2.47). This is not a teaching about indifference. It asks us to give our whole attention to the task in front of us and to let go of the anxiety about outcomes that we cannot control. Try it with one task this week: do it as an offering, as well as you can, and notice what happens to the fear.',
    hashtags: ['BhagavadGita', 'KarmaYoga', 'Dharma'],
    picture: { name: postPicture('karma-yoga-at-work', 'sun', 'gold'), alt: 'A golden sun over calm water at the start of the day' },
  },
  'manuscript-from-puri': {
    author: 'kavita-banerjee',
    postedAt: '2025-08-25T09:10:00Z',
    title: 'A palm-leaf Gita Govinda comes home',
    body: 'Our digitisation team finished scanning a nineteenth-century palm-leaf manuscript of Jayadeva’s Gita Govinda from a family in Puri. Two hundred and six leaves, every one now preserved at high resolution and soon readable in the Digital Akhanda Bharat library. Thank you to the volunteers who spent their weekends with us.',
    hashtags: ['DigitalAkhandaBharat', 'Manuscripts', 'GitaGovinda', 'Odisha'],
    picture: { name: postPicture('manuscript-from-puri', 'book', 'gold'), alt: 'An open palm-leaf manuscript in warm golden light' },
  },
  'sama-veda-practice': {
    author: 'devansh-pandey',
    postedAt: '2025-08-23T14:00:00Z',
    title: 'Three notes and a lifetime',
    body: 'The oldest Sama Veda chants move within just three notes, yet our teacher says a lifetime is not enough to sing them perfectly. Tonight’s practice: one verse, twenty times, until the voice stops performing and starts listening.',
    hashtags: ['SamaVeda', 'NadaYoga', 'IndianMusic'],
    picture: { name: postPicture('sama-veda-practice', 'lotus', 'night'), alt: 'A lotus glowing softly against a night sky' },
  },
  // The profile member's own posts, so her profile is not empty on a fresh install.
  'sandhi-for-beginners': {
    author: PROFILE_MEMBER,
    postedAt: '2025-08-22T11:20:00Z',
    title: 'Why Sanskrit words melt into each other',
    body: 'A student asked why “rama + ishvara” becomes “rameshvara”. Sandhi is not a rule to memorise first: it is what the mouth does when it speaks without pausing. Say the two words quickly ten times and you will hear it happen. This week in class we listen before we write.',
    hashtags: ['Sanskrit', 'Sandhi', 'Gurukula'],
  },
  'chanting-with-children': {
    author: PROFILE_MEMBER,
    postedAt: '2025-08-19T07:45:00Z',
    title: 'Twelve children, one Shanti mantra',
    body: 'Our Saturday chanting circle at the gurukula began with giggles and ended in silence. We chanted the Shanti mantra of the Taittiriya Upanishad together, slowly, three times. Children hear the rhythm long before they understand the words — and that is exactly the right order.',
    hashtags: ['Chanting', 'Upanishads', 'Children'],
  },
};

export interface SampleStory {
  author: string;
  postedAt: string;
  picture: string;
  alt: string;
}

export const SAMPLE_STORIES: SampleStory[] = [
  { author: 'ananya-sharma', postedAt: '2025-08-28T01:00:00Z', picture: storyPicture('ananya-sharma', 'river', 'dusk'), alt: 'The Ganga at sunrise from the ghats of Rishikesh' },
  { author: 'devansh-pandey', postedAt: '2025-08-28T00:30:00Z', picture: storyPicture('devansh-pandey', 'lotus', 'night'), alt: 'A lotus glowing in the night during evening riyaz' },
  { author: 'kavita-banerjee', postedAt: '2025-08-27T22:15:00Z', picture: storyPicture('kavita-banerjee', 'book', 'gold'), alt: 'A palm-leaf manuscript open on the scanning table' },
  { author: 'pooja-venkatesh', postedAt: '2025-08-27T20:40:00Z', picture: storyPicture('pooja-venkatesh', 'mandala', 'rose'), alt: 'A rangoli mandala drawn for the Sangha evening' },
  { author: 'aditya-kulkarni', postedAt: '2025-08-27T18:05:00Z', picture: storyPicture('aditya-kulkarni', 'temple', 'saffron'), alt: 'A village temple at dusk on the way home' },
  { author: 'ishita-sen', postedAt: '2025-08-27T16:20:00Z', picture: storyPicture('ishita-sen', 'mountains', 'forest'), alt: 'Green hills on a monsoon trek to a hill shrine' },
];

/** The profile's circle: members who follow the profile and whom it follows back (friends). */
const CIRCLE = ['meera-iyer', 'ananya-sharma', 'pooja-venkatesh', 'aditya-kulkarni', 'kiran-joshi', 'devansh-pandey'];
/** Members who follow the profile without being followed back (the My Followers panel). */
const FOLLOWERS_ONLY = ['arjun-mehta', 'ishita-sen'];

export interface SampleFollow {
  follower: string;
  followee: string;
  since: string;
}

export const SAMPLE_FOLLOWS: SampleFollow[] = [
  ...CIRCLE.flatMap((slug) => [
    { follower: slug, followee: PROFILE_MEMBER, since: '2025-06-01T10:00:00Z' },
    { follower: PROFILE_MEMBER, followee: slug, since: '2025-06-01T10:05:00Z' },
  ]),
  ...FOLLOWERS_ONLY.map((slug) => ({ follower: slug, followee: PROFILE_MEMBER, since: '2025-07-15T10:00:00Z' })),
  { follower: 'nandini-rao', followee: 'ananya-sharma', since: '2025-05-10T08:00:00Z' },
  { follower: 'sourav-bhattacharya', followee: 'kavita-banerjee', since: '2025-04-02T08:00:00Z' },
  { follower: 'pooja-venkatesh', followee: 'devansh-pandey', since: '2025-07-01T08:00:00Z' },
];

export interface SampleTribe {
  slug: string;
  name: string;
  description: string;
  picture: string;
  createdBy: string;
  createdAt: string;
  lastActiveAt: string;
  /** The first is the tribe's admin. */
  members: string[];
}

export const SAMPLE_TRIBES: SampleTribe[] = [
  {
    slug: 'gita-study-circle',
    name: 'Gita Study Circle',
    description: 'One chapter a month, read together every Sunday evening with a teacher’s commentary.',
    picture: tribePicture('gita-study-circle', 'book', 'saffron'),
    createdBy: 'aditya-kulkarni',
    createdAt: '2024-11-03T12:00:00Z',
    lastActiveAt: '2025-08-28T03:00:00Z',
    members: ['aditya-kulkarni', PROFILE_MEMBER, 'kiran-joshi', 'nandini-rao', 'sourav-bhattacharya', 'arjun-mehta', 'swami-atmananda'],
  },
  {
    slug: 'sanskrit-sangha',
    name: 'Sanskrit Sangha',
    description: 'Beginners and scholars practising spoken Sanskrit, five new words a day.',
    picture: tribePicture('sanskrit-sangha', 'mandala', 'maroon'),
    createdBy: 'meera-iyer',
    createdAt: '2024-08-15T12:00:00Z',
    lastActiveAt: '2025-08-28T04:25:00Z',
    members: ['meera-iyer', PROFILE_MEMBER, 'pooja-venkatesh', 'sourav-bhattacharya', 'kavita-banerjee'],
  },
  {
    slug: 'ayurveda-kitchen',
    name: 'Ayurveda Kitchen',
    description: 'Seasonal sattvic recipes, kitchen remedies and shared thalis from across India.',
    picture: tribePicture('ayurveda-kitchen', 'tree', 'forest'),
    createdBy: 'ananya-sharma',
    createdAt: '2025-01-20T12:00:00Z',
    lastActiveAt: '2025-08-27T11:00:00Z',
    members: ['ananya-sharma', PROFILE_MEMBER, 'nandini-rao', 'ishita-sen', 'aditya-kulkarni'],
  },
];

/** Who has joined the social feed's event card (the published event `event-gita-jayanti-satsang`). */
export const SAMPLE_EVENT_ATTENDANCES: { eventId: string; members: string[]; since: string }[] = [
  {
    eventId: 'event-gita-jayanti-satsang',
    members: ['arjun-mehta', 'nandini-rao', 'ishita-sen', 'kiran-joshi', 'aditya-kulkarni', 'pooja-venkatesh', 'sourav-bhattacharya', 'devansh-pandey'],
    since: '2025-08-20T10:00:00Z',
  },
];
