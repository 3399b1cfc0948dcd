import { ROUTES } from '../../contracts/routes';
import { art, image, keyed, portableText, refs, type SeedDocument } from './helpers';
import { personId } from './people';
import { topicId } from './topics';

type Motif = Parameters<typeof art>[0]['motif'];
type Palette = Parameters<typeof art>[0]['palette'];
const picture = (name: string, motif: Motif, palette: Palette, alt: string, width = 640, height = 420) =>
  image(art({ name, motif, palette, width, height }), alt);

const area = (slug: string, title: string, description: string, details: string, motif: Motif, palette: Palette, alt: string, order: number): SeedDocument => ({
  _id: `researchArea-${slug}`,
  _type: 'researchArea',
  title,
  description,
  details,
  image: picture(`research-area-${slug}`, motif, palette, alt),
  order,
});

const areas = [
  area('sanskrit-manuscripts', 'Sanskrit and Manuscript Studies', 'Finding, cataloguing and digitising palm-leaf and paper manuscripts before they are lost.', 'Our teams work with temple libraries and family collections to photograph, transcribe and publish critical editions of rare Sanskrit texts, openly licensed for every scholar.', 'book', 'gold', 'Stacked palm-leaf manuscripts', 10),
  area('vedic-mathematics', 'Vedic Mathematics and Astronomy', 'The Sulba Sutras, Jyotisha and the mathematics of ancient Indian astronomers.', 'We reconstruct the geometry of the Sulba Sutras and the astronomical models of Aryabhata and his successors, and build teaching material that brings them into today’s classrooms.', 'stars', 'night', 'A night sky with the lunar mansions marked', 20),
  area('ayurveda', 'Ayurveda and Wellbeing', 'Classical texts on health studied alongside modern evidence.', 'With physicians and universities we study the Charaka and Sushruta Samhitas, document traditional practice and run careful studies of daily-routine and diet recommendations.', 'tree', 'forest', 'A medicinal tree in full leaf', 30),
  area('itihasa', 'Itihasa and the Epics', 'The Mahabharata and Ramayana: their versions, their ethics and their retelling.', 'From regional recitation traditions to the ethics of the Gita, we study how the epics have shaped Indian life and create faithful retellings for children and young adults.', 'temple', 'dusk', 'A temple carved with scenes from the epics', 40),
  area('sama-veda', 'Sama Veda and Sacred Sound', 'Chant, raga and the science of nada.', 'We record the surviving Sama Veda chanting traditions, analyse their melody and metre, and train AI voice models only with the consent of the families who keep them.', 'lotus', 'rose', 'A lotus opening on rippling water', 50),
  area('darshana', 'Darshana and Philosophy', 'The six schools of Indian philosophy in dialogue with today.', 'Nyaya, Vaisheshika, Samkhya, Yoga, Mimamsa and Vedanta — read closely, translated clearly and brought into conversation with philosophy of mind and ethics.', 'mandala', 'maroon', 'A mandala of interlocking petals', 60),
];

const story = (slug: string, title: string, summary: string, year: number, motif: Motif, palette: Palette, alt: string, order: number): SeedDocument => ({
  _id: `successStory-${slug}`,
  _type: 'successStory',
  title,
  summary,
  year,
  image: picture(`story-${slug}`, motif, palette, alt),
  order,
});

const stories = [
  story('ten-thousand-folios', 'Ten thousand folios saved', 'Volunteers in Odisha and Kerala digitised more than ten thousand manuscript folios in one year, now free to read online.', 2024, 'book', 'maroon', 'Digitised manuscript pages on a light table', 10),
  story('first-gurukula-batch', 'The gurukula’s first graduates', 'Twelve children who came to us with nothing completed their schooling and their Vedic studies; four now teach younger students.', 2025, 'sun', 'saffron', 'Morning sun over the gurukula', 20),
  story('sulba-sutra-course', 'Sulba Sutras in the classroom', 'Our geometry module from the Sulba Sutras is now used in forty schools, with teachers trained by our mathematicians.', 2025, 'mandala', 'gold', 'Geometric altar designs drawn in gold', 30),
];

const partner = (slug: string, name: string, description: string, palette: Palette, order: number): SeedDocument => ({
  _id: `partner-${slug}`,
  _type: 'partner',
  name,
  description,
  logo: picture(`partner-${slug}`, 'lotus', palette, `Logo of ${name}`, 320, 320),
  url: `https://example.org/${slug}`,
  order,
});

const partners = [
  partner('manuscript-mission', 'Heritage Manuscript Mission', 'Shares cataloguing standards and hosts our digitised collections.', 'gold', 10),
  partner('sanskrit-university', 'Kashi Sanskrit University', 'Co-supervises research fellows and reviews our critical editions.', 'maroon', 20),
  partner('ayurveda-institute', 'National Ayurveda Research Institute', 'Partners on studies of classical daily-routine recommendations.', 'forest', 30),
  partner('digital-dharma', 'Digital Dharma Technologies', 'Builds and hosts the platform and our speech models.', 'river', 40),
];

const project = (slug: string, heading: string, description: string, status: 'upcoming' | 'ongoing' | 'complete', topics: string[], motif: Motif, palette: Palette, alt: string, order: number): SeedDocument => ({
  _id: `researchProject-${slug}`,
  _type: 'researchProject',
  heading,
  description,
  status,
  topics: refs(topics.map(topicId)),
  image: picture(`project-${slug}`, motif, palette, alt),
  order,
});

const projects = [
  project('mahabharata-regional', 'Regional Mahabharata Traditions', 'Recording how the Mahabharata is recited and performed in twelve regional languages, from Pandavani to Yakshagana.', 'upcoming', ['mahabharata-katha', 'indology'], 'temple', 'dusk', 'A temple at dusk', 10),
  project('temple-inscriptions', 'Atlas of Temple Inscriptions', 'Mapping and translating inscriptions of South Indian temples to trace the history of their communities.', 'upcoming', ['ancient-india', 'indology'], 'mountains', 'river', 'Hills around an ancient temple town', 20),
  project('dharma-ethics', 'Dharma and Everyday Ethics', 'A survey of how families today understand dharma in work, care and public life.', 'upcoming', ['dharma', 'hinduism'], 'lotus', 'rose', 'A lotus on still water', 30),
  project('upanishad-edition', 'Open Critical Edition of the Principal Upanishads', 'A freely licensed edition with word-by-word translation and audio of each verse.', 'ongoing', ['hinduism', 'indology'], 'book', 'gold', 'An open book of verses', 40),
  project('sanskrit-speech', 'Sanskrit Speech Models', 'Text-to-speech and recognition for Sanskrit trained only on consented recordings.', 'ongoing', ['indology'], 'stars', 'night', 'Stars above a listening dish', 50),
  project('gita-for-young', 'The Gita for Young Readers', 'Illustrated chapters of the Bhagavad Gita for readers aged ten to sixteen, tested in our gurukula.', 'ongoing', ['mahabharata-katha', 'dharma'], 'sun', 'saffron', 'Sunrise over a battlefield turned to fields', 60),
  project('harappan-weights', 'Harappan Weights and Measures', 'A study of the standard weights of the Indus cities and what they tell us about early trade.', 'complete', ['ancient-india'], 'river', 'river', 'The Indus river at dawn', 70),
  project('festival-calendar', 'The Vedic Festival Calendar', 'Reconstructing the astronomical basis of festival dates from the Jyotisha texts.', 'complete', ['hinduism', 'ancient-india'], 'mandala', 'gold', 'A calendar wheel in gold', 80),
  project('dharma-sutra-index', 'Index of the Dharma Sutras', 'A searchable index of topics across the four surviving Dharma Sutras.', 'complete', ['dharma', 'indology'], 'book', 'maroon', 'Bound volumes of the Dharma Sutras', 90),
];

const position = (slug: string, roleTitle: string, description: string, commitment: string, topics: string[], order: number): SeedDocument => ({
  _id: `collaboratorPosition-${slug}`,
  _type: 'collaboratorPosition',
  roleTitle,
  description,
  commitment,
  topics: refs(topics.map(topicId)),
  order,
});

const positions = [
  position('sanskrit-editor', 'Sanskrit Text Editor', 'Collate manuscript readings and prepare verses for the open Upanishad edition.', 'Remote · 8 hours a week', ['hinduism', 'indology'], 10),
  position('epigraphy-fellow', 'Epigraphy Research Fellow', 'Read and translate temple inscriptions in Grantha, Tamil and Kannada scripts.', 'On site, Thanjavur · 12 months', ['ancient-india', 'indology'], 20),
  position('storyteller', 'Mahabharata Storyteller', 'Write and record retellings of the epic for children, faithful to the sources.', 'Remote · project based', ['mahabharata-katha'], 30),
  position('ethics-researcher', 'Dharma and Ethics Researcher', 'Design and run interviews for the everyday-ethics survey.', 'Hybrid, Bengaluru · 6 months', ['dharma', 'hinduism'], 40),
  position('archaeology-intern', 'Archaeology Intern', 'Help catalogue Harappan finds and prepare the data for publication.', 'Internship · 3 months', ['ancient-india'], 50),
  position('speech-engineer', 'Speech Data Volunteer', 'Check transcriptions of consented Sanskrit recordings for the speech models.', 'Remote · 4 hours a week', ['indology'], 60),
];

const researchPage: SeedDocument = {
  _id: 'researchPage',
  _type: 'researchPage',
  banner: {
    eyebrow: 'Institute of Vedic Research',
    heading: 'Where ancient knowledge meets rigorous research',
    text: 'Scholars, scientists and technologists studying the Vedic tradition with care — and sharing everything they find.',
    image: picture('research-banner', 'stars', 'night', 'A night sky over an observatory of the ancient astronomers', 1600, 600),
  },
  intro: {
    heading: 'About the institute',
    body: portableText(`
The Jnanam Institute of Vedic Research brings together traditional acharyas and university-trained researchers. We study the texts in their original languages, test their claims honestly, and publish our editions, data and findings openly.

A physical research campus, supported by donations, is planned to house our library, our recording studio and residential fellowships.
`),
  },
  askAi: {
    heading: 'Ask AI',
    text: "Ask the guide what you want to learn: it answers from the trust's articles, books, episodes and research areas, with the source of each statement.",
  },
  areasIntro: { heading: 'Research areas', text: 'The fields our fellows and volunteers work in. Join one, or read more about it.' },
  areas: refs(areas.map((doc) => doc._id)),
  storiesIntro: { heading: 'Success stories', text: 'What the institute and its supporters have achieved together.' },
  stories: refs(stories.map((doc) => doc._id)),
  partnersIntro: { heading: 'Partners', text: 'Institutions that share our work and our standards.' },
  partners: refs(partners.map((doc) => doc._id)),
  thinkTankIntro: { heading: 'Think tank', text: 'The scholars who guide the institute’s research.' },
  thinkTank: refs(['meera-iyer', 'arvind-chaturvedi', 'kavita-banerjee', 'swami-atmananda'].map(personId)),
  contact: { heading: 'Work with the institute', text: 'Researchers, institutions and volunteers: tell us about yourself and we will write back.' },
  labels: {
    toggle: 'Research',
    askAiInput: 'Ask AI a question',
    join: 'Join',
    knowMore: 'Know More',
    showLess: 'Show Less',
    viewMore: 'View More',
    viewLess: 'View Less',
  },
};

const researchProjectsPage: SeedDocument = {
  _id: 'researchProjectsPage',
  _type: 'researchProjectsPage',
  banner: {
    eyebrow: 'Research projects',
    heading: 'Projects of the institute',
    text: 'What we are planning, what we are working on now, and what we have completed.',
    image: picture('projects-banner', 'book', 'gold', 'Open manuscripts spread across a reading table', 1600, 600),
  },
  statusHeadings: {
    upcoming: { heading: 'Upcoming', text: 'Projects starting soon, looking for collaborators.' },
    ongoing: { heading: 'Ongoing', text: 'Work in progress right now.' },
    complete: { heading: 'Complete', text: 'Finished projects, with their results published.' },
  },
  joinIntro: { heading: 'Join the Movement', text: 'There is a place for everyone in this work.' },
  joinActions: keyed(
    [
      { label: 'Contribute', href: ROUTES.donate, description: 'Fund a project or the research campus.' },
      { label: 'Collaborate', href: '#open-positions', description: 'Bring your skills to an open position.' },
      { label: 'Learn', href: ROUTES.academy, description: 'Study the subjects behind our research.' },
      { label: 'Internship', href: '#open-positions', description: 'Internships are listed with the open positions.' },
    ],
    'pageAction',
  ),
  panelIntro: { heading: 'Your research panel', text: 'Follow the institute’s work wherever you like to learn.' },
  panelChips: keyed(
    [
      { label: 'Dialogue', href: ROUTES.dialogue },
      { label: 'Articles', href: ROUTES.insights },
      { label: 'Ideation', href: ROUTES.social },
      { label: 'Live', href: ROUTES.stream },
      { label: 'NFT', note: 'Digital collectibles of manuscript art are being considered; nothing is on offer yet.' },
      { label: 'Topic', href: ROUTES.academy },
    ],
    'pageAction',
  ),
  positionsIntro: { heading: 'Collaborators Invited (Open Positions)', text: 'Search by topic, or pick a popular topic, to find a role that fits you.' },
  popularTopics: refs(['hinduism', 'indology', 'dharma', 'ancient-india', 'mahabharata-katha'].map(topicId)),
  applyNote: 'Apply opens an e-mail to the institute with the role as its subject; tell us about yourself and attach your CV.',
  contact: { heading: 'Questions about a project?', text: 'Leave your details and a researcher will get back to you.' },
  labels: {
    toggle: 'Projects',
    seeMore: 'See More',
    seeLess: 'See Less',
    topicSearch: 'Search by topic',
    topicSearchPlaceholder: 'e.g. Indology, epigraphy',
    popularTopics: 'Popular topics:',
    positionsCount: '{count} open positions',
    positionsMatchCount: '{shown} of {count} open positions match',
    noPositionsMatch: 'No open position matches. Try another topic, or clear the search.',
    apply: 'Apply',
    applySubject: 'Application: {role}',
  },
};


export const researchDocuments: SeedDocument[] = [researchPage, researchProjectsPage, ...areas, ...stories, ...partners, ...projects, ...positions];
