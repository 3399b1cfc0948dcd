import { art, image, keyed, portableText, refs, type SeedDocument, type SeedOf } from './helpers';
import { personId } from './people';

/** Mission card ids, shared with tests that change a card's title. */
export const missionCardId = (slug: string) => `missionCard-${slug}`;

interface MissionCardSeed {
  slug: string;
  title: string;
  subtitle: string;
  description: string;
  backgroundColor: string;
  titleColor: string;
  subtitleColor: string;
  textColor: string;
  icon: NonNullable<SeedOf<'missionCard'>['icon']>;
}

// Each card keeps a contrast of at least 4.5:1 between its text colours and its background.
const missionCards: MissionCardSeed[] = [
  {
    slug: 'bharat-vishwa-guru',
    title: 'Bharat Vishwa Guru',
    subtitle: 'India as a teacher to the world',
    description: 'Sharing the timeless insights of the Vedas, Upanishads and Gita with every nation, so that Bharat once again offers the world a way of wisdom, not only of wealth.',
    backgroundColor: '#7a1f2b',
    titleColor: '#ffd58a',
    subtitleColor: '#f6c97b',
    textColor: '#fff1e0',
    icon: 'globe',
  },
  {
    slug: 'digital-akhanda-bharat',
    title: 'Digital Akhanda Bharat',
    subtitle: 'One undivided knowledge space',
    description: 'Bringing scriptures, lectures, manuscripts and living teachers together on one open digital platform that reaches every village and every phone.',
    backgroundColor: '#1f4e5f',
    titleColor: '#ffe3a3',
    subtitleColor: '#cde9eb',
    textColor: '#f3fbfb',
    icon: 'network',
  },
  {
    slug: 'dharmic-think-tank',
    title: 'Dharmic Think Tank',
    subtitle: 'Scholars shaping tomorrow',
    description: 'A council of scholars, scientists and practitioners who study today’s questions — ethics, ecology, education, technology — in the light of dharma.',
    backgroundColor: '#fde3bf',
    titleColor: '#5c1520',
    subtitleColor: '#8a3b00',
    textColor: '#3a2418',
    icon: 'lamp',
  },
  {
    slug: 'bodhsetu',
    title: 'BodhSetu',
    subtitle: 'A bridge of understanding',
    description: 'Connecting traditional acharyas with modern learners and researchers, so that what is known in the pathashala can be tested, taught and applied anew.',
    backgroundColor: '#2f4f2a',
    titleColor: '#f7e7a5',
    subtitleColor: '#d8ead0',
    textColor: '#f6faf0',
    icon: 'bridge',
  },
  {
    slug: 'residential-gurukula',
    title: 'Residential Gurukula Institute',
    subtitle: 'Free Vedic education for every child',
    description: 'A residential gurukula giving orphans and underprivileged children free Vedic education alongside modern schooling, with shelter, food, care and a future.',
    backgroundColor: '#fff6e5',
    titleColor: '#7a1f2b',
    subtitleColor: '#8f4500',
    textColor: '#2b1a14',
    icon: 'school',
  },
  {
    slug: 'vedas-for-gen-z',
    title: 'Vedas for Gen Z',
    subtitle: 'Ancient wisdom, new voices',
    description: 'Short videos, podcasts, games and AI-guided questions that let young people meet the Vedas in their own language and on their own screens.',
    backgroundColor: '#3a2b5f',
    titleColor: '#ffd98a',
    subtitleColor: '#f6cfb4',
    textColor: '#f5f0ff',
    icon: 'spark',
  },
];

const missionCardDocuments: SeedDocument[] = missionCards.map(({ slug, ...card }, index) => ({
  _id: missionCardId(slug),
  _type: 'missionCard',
  ...card,
  order: (index + 1) * 10,
}));

type Motif = Parameters<typeof art>[0]['motif'];
type Palette = Parameters<typeof art>[0]['palette'];

const slide = (name: string, motif: Motif, palette: Palette, caption: string, alt: string) => ({
  image: image(art({ name, motif, palette, width: 640, height: 480 }), alt),
  caption,
});

const carouselDocuments: SeedDocument[] = [
  {
    _id: 'carousel-gurukula-life',
    _type: 'carousel',
    title: 'Life at the gurukula',
    slides: keyed(
      [
        slide('carousel-gurukula-dawn', 'sun', 'saffron', 'Dawn chanting', 'Sunrise over the gurukula courtyard where students chant at dawn'),
        slide('carousel-gurukula-study', 'book', 'gold', 'Reading the Upanishads', 'An open palm-leaf book resting on a reading stand'),
        slide('carousel-gurukula-lamp', 'diya', 'maroon', 'Evening aarti', 'A lit diya glowing during the evening aarti'),
        slide('carousel-gurukula-garden', 'tree', 'forest', 'Learning under the banyan', 'A great banyan tree that shades the outdoor classroom'),
        slide('carousel-gurukula-river', 'river', 'river', 'Seva by the river', 'A calm river at the edge of the gurukula grounds'),
      ],
      'carouselSlide',
    ),
  },
  {
    _id: 'carousel-sacred-places',
    _type: 'carousel',
    title: 'Sacred places we study',
    slides: keyed(
      [
        slide('carousel-places-temple', 'temple', 'dusk', 'Temple architecture', 'A temple gopuram against an evening sky'),
        slide('carousel-places-himalaya', 'mountains', 'night', 'Himalayan hermitages', 'Snow peaks of the Himalaya under the stars'),
        slide('carousel-places-ganga', 'river', 'dusk', 'Ghats of the Ganga', 'The Ganga flowing past the ghats at dusk'),
        slide('carousel-places-mandala', 'mandala', 'gold', 'Sacred geometry', 'A golden mandala of concentric petals'),
        slide('carousel-places-sky', 'stars', 'night', 'The nakshatras', 'A night sky scattered with the lunar mansions'),
      ],
      'carouselSlide',
    ),
  },
  {
    _id: 'carousel-community',
    _type: 'carousel',
    title: 'Our community in action',
    slides: keyed(
      [
        slide('carousel-community-lotus', 'lotus', 'rose', 'Satsang circles', 'A pink lotus opening on still water'),
        slide('carousel-community-library', 'book', 'maroon', 'Manuscript library', 'Bound manuscripts in the trust’s library'),
        slide('carousel-community-festival', 'diya', 'saffron', 'Deepavali together', 'Rows of lamps lit for Deepavali'),
        slide('carousel-community-seva', 'sun', 'gold', 'Seva days', 'A warm sun rising over volunteers at work'),
        slide('carousel-community-retreat', 'mountains', 'forest', 'Yoga retreats', 'Green hills where the yoga retreat is held'),
      ],
      'carouselSlide',
    ),
  },
];

const homePage: SeedDocument = {
  _id: 'homePage',
  _type: 'homePage',
  hero: {
    tagline: 'The power of one',
    text: 'One platform where seekers, scholars, teachers and families learn, ask and grow together in the light of Vedic knowledge.',
    signUpLabel: 'Sign Up',
    downloadAppLabel: 'Download App',
    downloadAppNote: 'Our mobile app is still being built and is not in the app stores yet. Sign up and we will tell you the day it opens.',
  },
  collage: {
    heading: 'One platform for everyone',
    text: 'Streams, sparks, articles, dialogues, courses and research — for the curious child, the busy professional and the lifelong scholar.',
    image: image(
      art({ name: 'home-collage', motif: 'collage', palette: 'saffron', width: 1200, height: 800 }),
      'A collage of lotus, temple, books and sunrise: the many ways to learn on Jnanam',
    ),
  },
  aiSearch: {
    heading: 'Search with the AI',
    text: "Ask about a text, a teacher or an idea. The guide answers only from the trust's own articles, books, episodes and research, and shows where each statement comes from.",
    placeholder: 'Ask a question, e.g. What do the Upanishads say about Om?',
  },
  intro: {
    heading: 'Knowledge that liberates',
    body: portableText(`
*Sa vidya ya vimuktaye* — that is knowledge which liberates. Jnanam is the public home of a not-for-profit trust that keeps the Vedic tradition alive, open and free for everyone who seeks it.

Here you can watch teachings, read essays by scholars, join dialogues, study in the academy and follow the research of our institute — and, with your help, carry this living tradition to the next generation.
`),
  },
  institute: {
    heading: 'Institute of Vedic Research and AI',
    text: 'Our institute joins traditional scholarship with generative AI: a Vedic knowledge repository, tools that give the old texts new voices, and an AI guide that helps you interpret ancient wisdom.',
    aiTools: keyed(
      [
        { label: 'Train voice models', note: 'Voice-model training for Vedic chanting opens to research members soon.' },
        { label: 'Text-to-speech', href: '#read-aloud', note: "Reads a passage aloud with your browser's own voices; Sanskrit text-to-speech is in testing with our scholars." },
        { label: 'AI voice generation', note: 'AI voice generation for narrated stories opens soon.' },
        { label: 'AI music production', note: 'AI music production in classical ragas is being prepared and opens soon.' },
        { label: 'AI composition', note: 'AI-assisted composition of bhajans and stotras opens soon.' },
        { label: 'Generate now', href: '/guide', note: 'Ask the AI guide, which answers from the trust\'s texts.' },
      ],
      'pageAction',
    ),
    missionCards: refs(missionCards.map((card) => missionCardId(card.slug))),
  },
  carousels: refs(carouselDocuments.map((doc) => doc._id)),
  thinkTank: {
    heading: 'Our Dharmic think tank',
    text: 'Scholars and practitioners who guide the trust’s research, teaching and public voice.',
    members: refs([personId('meera-iyer'), personId('arvind-chaturvedi'), personId('kavita-banerjee')]),
  },
  welcome: {
    eyebrow: 'Welcome',
    heading: 'Towards a universal spiritual human awakening',
    text: 'Whoever you are and wherever you begin, you are welcome. The Vedas speak to all humanity: vasudhaiva kutumbakam, the world is one family. Come, learn and awaken with us.',
    image: image(art({ name: 'home-welcome', motif: 'sun', palette: 'dusk', width: 1600, height: 640 }), 'The sun rising over a lotus pond at dawn'),
  },
};

export const homeDocuments: SeedDocument[] = [homePage, ...missionCardDocuments, ...carouselDocuments];
