/**
 * The sample members: the community that
 * the site's screens show from the first start. They are accounts nobody can log in to, with addresses on the reserved
 * example.org domain. Some are also people the trust publishes (think tank, authors): their
 * public person document stays in the dataset, their member account lives here.
 */
import { cover, portrait, profilePicture } from './pictures';

export interface SampleMember {
  slug: string;
  firstName: string;
  lastName: string;
  badge: string;
  profession: string;
  institution: string;
  bio: string;
  quote?: string;
  avatar: string;
  cover?: string;
  /** Whether the profile hides the e-mail address; members' addresses are private unless they say otherwise. */
  emailPrivate: boolean;
  lastActiveAt: string;
}

/** The address of a sample member: reserved domain, never deliverable. */
export const sampleEmail = (slug: string) => `${slug.replaceAll('-', '.')}@members.example.org`;

/** The member whose profile, feed panels and conversations the sample screens show. */
export const PROFILE_MEMBER = 'shreya-raghavan';

export const SAMPLE_MEMBERS: SampleMember[] = [
  {
    slug: PROFILE_MEMBER,
    firstName: 'Shreya',
    lastName: 'Raghavan',
    badge: 'SAGE',
    quote: '“Yogah karmasu kaushalam” — yoga is skill in action. (Bhagavad Gita 2.50)',
    bio: 'Teacher of Sanskrit and Vedic chanting. I have spent fifteen years learning from my gurus in Chennai and Kashi, and now I teach young seekers online and at the Jnanam gurukula. I love the Upanishads, Carnatic music and long walks by the Adyar river.',
    profession: 'Teacher of Sanskrit and Vedic chanting',
    institution: 'Jnanam Gurukula, Kolkata',
    avatar: profilePicture('shreya-raghavan', 'saffron'),
    cover: cover('shreya-raghavan', 'temple', 'dusk'),
    emailPrivate: false,
    lastActiveAt: '2025-08-28T05:00:00Z',
  },
  // People the trust also publishes, active in the community.
  {
    slug: 'meera-iyer',
    firstName: 'Meera',
    lastName: 'Iyer',
    badge: 'SAGE',
    profession: 'Professor of Sanskrit and Indian Philosophy',
    institution: 'Jnanam Institute of Vedic Research',
    bio: 'Teaches Sanskrit and Vedanta and chairs the Dharmic Think Tank.',
    avatar: portrait('meera-iyer', 'saffron'),
    emailPrivate: true,
    lastActiveAt: '2025-08-27T19:30:00Z',
  },
  {
    slug: 'ananya-sharma',
    firstName: 'Ananya',
    lastName: 'Sharma',
    badge: 'PRACTITIONER',
    profession: 'Yoga teacher',
    institution: 'Rishikesh Yoga Sangha',
    bio: 'Writes on yoga, breath and everyday practice; teaches hatha yoga in Rishikesh.',
    avatar: portrait('ananya-sharma', 'rose'),
    emailPrivate: true,
    lastActiveAt: '2025-08-28T03:00:00Z',
  },
  {
    slug: 'swami-atmananda',
    firstName: 'Swami',
    lastName: 'Atmananda',
    badge: 'SEER',
    profession: 'Monk and teacher of Vedanta',
    institution: 'Jnanam Gurukula',
    bio: 'A monk of the Advaita tradition who teaches the Bhagavad Gita and meditation.',
    avatar: portrait('swami-atmananda', 'maroon'),
    emailPrivate: true,
    lastActiveAt: '2025-08-27T15:10:00Z',
  },
  {
    slug: 'kavita-banerjee',
    firstName: 'Kavita',
    lastName: 'Banerjee',
    badge: 'SCHOLAR',
    profession: 'Indologist',
    institution: 'Jnanam Institute of Vedic Research',
    bio: 'Leads the digitisation of palm-leaf manuscripts in eastern India.',
    avatar: portrait('kavita-banerjee', 'river'),
    emailPrivate: true,
    lastActiveAt: '2025-08-27T05:00:00Z',
  },
  // Community members.
  {
    slug: 'arjun-mehta',
    firstName: 'Arjun',
    lastName: 'Mehta',
    badge: 'SEEKER',
    profession: 'Student of philosophy',
    institution: 'University of Delhi',
    bio: 'A student who reads everything he can find on Vedanta and writes book reviews for the community.',
    avatar: portrait('arjun-mehta', 'dusk'),
    emailPrivate: true,
    lastActiveAt: '2025-08-26T09:00:00Z',
  },
  {
    slug: 'nandini-rao',
    firstName: 'Nandini',
    lastName: 'Rao',
    badge: 'SEEKER',
    profession: 'Software engineer',
    institution: 'Chennai',
    bio: 'An engineer rediscovering the Gita, one chapter a week.',
    avatar: portrait('nandini-rao', 'rose'),
    emailPrivate: true,
    lastActiveAt: '2025-08-27T17:05:00Z',
  },
  {
    slug: 'devansh-pandey',
    firstName: 'Devansh',
    lastName: 'Pandey',
    badge: 'PRACTITIONER',
    profession: 'Musician',
    institution: 'Varanasi',
    bio: 'A tabla player who studies the links between raga, rhythm and the Sama Veda.',
    avatar: portrait('devansh-pandey', 'maroon'),
    emailPrivate: false,
    lastActiveAt: '2025-08-28T00:30:00Z',
  },
  {
    slug: 'ishita-sen',
    firstName: 'Ishita',
    lastName: 'Sen',
    badge: 'AWAKENED',
    profession: 'Architect',
    institution: 'Kolkata',
    bio: 'An architect interested in Vastu and temple geometry.',
    avatar: portrait('ishita-sen', 'saffron'),
    emailPrivate: true,
    lastActiveAt: '2025-08-27T16:20:00Z',
  },
  {
    slug: 'aditya-kulkarni',
    firstName: 'Aditya',
    lastName: 'Kulkarni',
    badge: 'PRACTITIONER',
    profession: 'Chartered accountant',
    institution: 'Mumbai',
    bio: 'Balances ledgers by day and studies the Bhagavad Gita with his study circle every Sunday evening.',
    avatar: portrait('aditya-kulkarni', 'gold'),
    emailPrivate: true,
    lastActiveAt: '2025-08-28T05:00:00Z',
  },
  {
    slug: 'pooja-venkatesh',
    firstName: 'Pooja',
    lastName: 'Venkatesh',
    badge: 'SEEKER',
    profession: 'Carnatic vocalist',
    institution: 'Bengaluru',
    bio: 'Sings Annamacharya kritis and is learning the Taittiriya Upanishad’s Shiksha Valli to perfect her pronunciation.',
    avatar: portrait('pooja-venkatesh', 'rose'),
    emailPrivate: true,
    lastActiveAt: '2025-08-28T00:00:00Z',
  },
  {
    slug: 'kiran-joshi',
    firstName: 'Kiran',
    lastName: 'Joshi',
    badge: 'KNOWER',
    profession: 'School teacher',
    institution: 'Ahmedabad',
    bio: 'Teaches mathematics to teenagers and brings the Sulba Sutras’ geometry into her classroom.',
    avatar: portrait('kiran-joshi', 'river'),
    emailPrivate: true,
    lastActiveAt: '2025-08-27T13:30:00Z',
  },
  {
    slug: 'sourav-bhattacharya',
    firstName: 'Sourav',
    lastName: 'Bhattacharya',
    badge: 'SEEKER',
    profession: 'Postgraduate student of history',
    institution: 'Jadavpur University, Kolkata',
    bio: 'Researches the Pala-era monasteries of Bengal and volunteers with the manuscript digitisation team.',
    avatar: portrait('sourav-bhattacharya', 'forest'),
    emailPrivate: true,
    lastActiveAt: '2025-08-25T05:00:00Z',
  },
];
