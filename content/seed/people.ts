import { art, image, type SeedDocument, type SeedOf } from './helpers';
import type { PaletteName } from '../../contracts/art';

/** Person ids are `person-<slug>` (no dots: ids with a dot are private in a public Sanity dataset). */
export const personId = (slug: string) => `person-${slug}`;

type Kind = 'author' | 'thinkTank' | 'toFollow' | 'topDonor' | 'member';
interface PersonSeed {
  slug: string;
  name: string;
  role: string;
  bio: string;
  kinds: Kind[];
  palette: PaletteName;
  badge?: SeedOf<'person'>['badge'];
  profession?: string;
  institution?: string;
  followers?: number;
  donationTotal?: number;
}

const person = (p: PersonSeed): SeedDocument => {
  const { slug, palette, ...fields } = p;
  return {
    _id: personId(slug),
    _type: 'person',
    ...fields,
    slug: { _type: 'slug', current: slug },
    portrait: image(art({ name: `portrait-${slug}`, motif: 'portrait', palette, width: 400, height: 400 }), `Portrait of ${p.name}`),
  };
};

export const personDocuments: SeedDocument[] = [
  // Think tank (landing page cards and the research institute's profile cards).
  person({
    slug: 'meera-iyer',
    name: 'Dr. Meera Iyer',
    role: 'Chair, Dharmic Think Tank',
    badge: 'SAGE',
    profession: 'Professor of Sanskrit and Indian Philosophy',
    institution: 'Jnanam Institute of Vedic Research',
    bio: 'Dr. Iyer has taught Sanskrit and Vedanta for over twenty-five years. Her work on the Upanishads’ teaching methods shapes the Jnanam gurukula curriculum, and she leads the think tank’s work on Indian knowledge systems in modern education.',
    kinds: ['thinkTank', 'author', 'toFollow'],
    followers: 12840,
    palette: 'saffron',
  }),
  person({
    slug: 'arvind-chaturvedi',
    name: 'Prof. Arvind Chaturvedi',
    role: 'Vedic Astronomy and Mathematics',
    badge: 'SCHOLAR',
    profession: 'Historian of science',
    institution: 'Jnanam Institute of Vedic Research',
    bio: 'Prof. Chaturvedi studies the Vedanga Jyotisha and the mathematics of the Sulba Sutras. He has published widely on how ancient Indian astronomers measured time, and he guides the institute’s research on science in rituals.',
    kinds: ['thinkTank', 'author'],
    palette: 'night',
  }),
  person({
    slug: 'kavita-banerjee',
    name: 'Dr. Kavita Banerjee',
    role: 'Indology and Digital Heritage',
    badge: 'SCHOLAR',
    profession: 'Indologist',
    institution: 'Jnanam Institute of Vedic Research',
    bio: 'Dr. Banerjee leads the digitisation of palm-leaf manuscripts in eastern India. She works with AI tools to transcribe, translate and preserve texts so that the Digital Akhanda Bharat library stays open to every seeker.',
    kinds: ['thinkTank', 'author'],
    palette: 'river',
  }),
  person({
    slug: 'swami-atmananda',
    name: 'Swami Atmananda',
    role: 'Spiritual Guide, Gurukula Programme',
    badge: 'SEER',
    profession: 'Monk and teacher of Vedanta',
    institution: 'Jnanam Gurukula',
    bio: 'A monk of the Advaita tradition, Swami Atmananda teaches the Bhagavad Gita and meditation. He guides the residential gurukula that gives free Vedic education to orphans and underprivileged children.',
    kinds: ['thinkTank', 'author', 'toFollow'],
    followers: 30210,
    palette: 'maroon',
  }),
  // Authors.
  person({
    slug: 'ananya-sharma',
    name: 'Ananya Sharma',
    role: 'Writer and Yoga Teacher',
    badge: 'PRACTITIONER',
    profession: 'Yoga teacher',
    institution: 'Rishikesh Yoga Sangha',
    bio: 'Ananya writes on yoga, breath and everyday practice for young seekers. She has taught hatha yoga in Rishikesh for a decade and contributes weekly to Jnanam Insights.',
    kinds: ['author', 'toFollow'],
    followers: 5420,
    palette: 'rose',
  }),
  person({
    slug: 'rahul-deshpande',
    name: 'Rahul Deshpande',
    role: 'Author, Science & Spirituality',
    badge: 'KNOWER',
    profession: 'Physicist and author',
    institution: 'Pune',
    bio: 'Rahul is a physicist turned writer who explores where modern science meets Vedic thought. His books on consciousness and cosmology are read in colleges across India.',
    kinds: ['author', 'toFollow'],
    followers: 8760,
    palette: 'dusk',
  }),
  person({
    slug: 'vaidya-lakshmi-nair',
    name: 'Vaidya Lakshmi Nair',
    role: 'Ayurveda Physician and Author',
    badge: 'SAGE',
    profession: 'Ayurvedic physician',
    institution: 'Kottakkal',
    bio: 'Vaidya Lakshmi Nair has practised Ayurveda in Kerala for thirty years. She writes practical guides on daily routine, seasonal living and family health.',
    kinds: ['author'],
    palette: 'forest',
  }),
  person({
    slug: 'sanjay-mukherjee',
    name: 'Sanjay Mukherjee',
    role: 'Author, Hinduism and Vedanta',
    badge: 'KNOWER',
    profession: 'Scholar of comparative religion',
    institution: 'Kolkata',
    bio: 'Sanjay has spent two decades translating and explaining the Upanishads for general readers. His retellings of the Mahabharata are used in the Jnanam gurukula.',
    kinds: ['author'],
    palette: 'gold',
  }),
  // Top donors.
  person({
    slug: 'ramesh-agarwal',
    name: 'Ramesh Agarwal',
    role: 'Top Donor',
    badge: 'PATRON',
    bio: 'A Kolkata entrepreneur who supports the gurukula’s scholarships and the research campus fund.',
    kinds: ['topDonor'],
    donationTotal: 501001,
    palette: 'gold',
  }),
  person({
    slug: 'sunita-reddy',
    name: 'Sunita Reddy',
    role: 'Top Donor',
    badge: 'PATRON',
    bio: 'A retired teacher from Hyderabad who sponsors the digitisation of Telugu and Sanskrit manuscripts.',
    kinds: ['topDonor'],
    donationTotal: 251001,
    palette: 'rose',
  }),
  person({
    slug: 'vikram-malhotra',
    name: 'Vikram Malhotra',
    role: 'Top Donor',
    badge: 'PATRON',
    bio: 'A software architect in Bengaluru who funds the Vedas for Gen Z video series.',
    kinds: ['topDonor'],
    donationTotal: 201001,
    palette: 'river',
  }),
  person({
    slug: 'priya-ghosh',
    name: 'Priya Ghosh',
    role: 'Top Donor',
    badge: 'PATRON',
    bio: 'A physician from Kolkata who supports free Vedic education for children at the gurukula.',
    kinds: ['topDonor'],
    donationTotal: 101001,
    palette: 'saffron',
  }),
  // Community members still named by published content (article comments, academy items). Their
  // member accounts, reviews, follows and the sample profile are members' data: the API seeds them
  // (api/src/community/seed/), never the dataset.
  person({
    slug: 'arjun-mehta',
    name: 'Arjun Mehta',
    role: 'Member',
    badge: 'SEEKER',
    profession: 'Student of philosophy',
    institution: 'University of Delhi',
    bio: 'A student who reads everything he can find on Vedanta and writes book reviews for the community.',
    kinds: ['member'],
    palette: 'dusk',
  }),
  person({
    slug: 'nandini-rao',
    name: 'Nandini Rao',
    role: 'Member',
    badge: 'SEEKER',
    profession: 'Software engineer',
    institution: 'Chennai',
    bio: 'An engineer rediscovering the Gita, one chapter a week.',
    kinds: ['member'],
    palette: 'rose',
  }),
  person({
    slug: 'devansh-pandey',
    name: 'Devansh Pandey',
    role: 'Member',
    badge: 'PRACTITIONER',
    profession: 'Musician',
    institution: 'Varanasi',
    bio: 'A tabla player who studies the links between raga, rhythm and the Sama Veda.',
    kinds: ['member', 'toFollow'],
    followers: 2310,
    palette: 'maroon',
  }),
  person({
    slug: 'ishita-sen',
    name: 'Ishita Sen',
    role: 'Member',
    badge: 'AWAKENED',
    profession: 'Architect',
    institution: 'Kolkata',
    bio: 'An architect interested in Vastu and temple geometry.',
    kinds: ['member'],
    palette: 'saffron',
  }),
];
