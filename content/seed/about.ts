import { art, image, keyed, portableText, refs, type SeedDocument } from './helpers';

const symbol = {
  heading: 'The meaning of our symbol',
  intro: 'The Jnanam mark is drawn from the oldest images of the Vedic tradition. Each part says something about why we exist.',
  image: image(art({ name: 'symbol-mandala', motif: 'mandala', palette: 'maroon', width: 800, height: 800 }), 'The Jnanam symbol: a rising sun above a lotus line within a maroon circle'),
  parts: keyed(
    [
      { name: 'The circle', meaning: 'Purnam, wholeness: knowledge that is complete and belongs to everyone, with no one left outside.' },
      { name: 'The rising sun', meaning: 'Jnana, the light of knowledge that dispels the darkness of ignorance, as the Gayatri mantra prays.' },
      { name: 'The eight rays', meaning: 'The eight directions: wisdom reaching every corner of the world and every walk of life.' },
      { name: 'The lotus waters', meaning: 'The lotus rises clean from the water — a life of learning lived fully in the world, yet untouched by it.' },
    ],
    'symbolPart',
  ),
};

const callToAction = { joinLabel: 'Join Our Movement', donateLabel: 'Donate Now' };

const aboutPage: SeedDocument = {
  _id: 'aboutPage',
  _type: 'aboutPage',
  banner: {
    eyebrow: 'Why Jnanam',
    heading: 'Why we keep the Vedic flame alive',
    text: 'Because knowledge that liberates should be free, living and within reach of every seeker.',
    image: image(art({ name: 'about-banner', motif: 'diya', palette: 'saffron', width: 1600, height: 600 }), 'A single diya burning steadily against a saffron dusk'),
  },
  manifesto: portableText(`
## Our manifesto

For five thousand years the rishis, acharyas and families of Bharat have carried the Vedas from one generation to the next — by memory, by practice, by love. Today that chain is thinning. Texts sit unread in archives, teachers grow old without students, and children grow up without the stories that once shaped them.

**We believe this knowledge belongs to all humanity.** It is not a relic to be admired but a living way of understanding the self, society and the cosmos.

So we build: a free platform for teachings, a research institute that studies the tradition with rigour, a gurukula for children who have no one else, and tools — including AI — that give ancient words new voices.

- We teach without charging for knowledge.
- We research with honesty and open sources.
- We serve the child, the seeker and the scholar alike.
`),
  callToAction,
  symbol,
  contact: {
    heading: 'Talk to us',
    text: 'Tell us who you are and the language you prefer; someone from the trust will write back.',
  },
  labels: { toggle: 'Why' },
};

const stage = (slug: string, name: string, meaning: string, karmicPoints: number, minDistinctMembers: number, description: string, order: number): SeedDocument => ({
  _id: `karmaStage-${slug}`,
  _type: 'karmaStage',
  name,
  meaning,
  karmicPoints,
  minDistinctMembers,
  description,
  order,
});

const karmaStages = [
  stage('jijnasu', 'Jijnasu', 'Seeker', 0, 0, 'The one who wants to know. Every journey begins with a question: you watch, read and ask.', 10),
  stage('sadhaka', 'Sadhaka', 'Practitioner', 500, 3, 'Knowledge becomes practice: you take courses, keep a daily discipline and join dialogues.', 20),
  stage('jnani', 'Jnani', 'Knower', 2000, 8, 'Understanding deepens: you write, explain and help others find their way through the texts.', 30),
  stage('boddha', 'Boddha', 'Awakened', 5000, 20, 'Insight is lived: you mentor seekers, contribute to research and serve the community.', 40),
  stage('darshi', 'Darshi', 'Seer', 10000, 50, 'The one who sees: a guide whose wisdom, service and example light the way for many.', 50),
];

const aim = (slug: string, name: string, meaning: string, description: string, order: number): SeedDocument => ({
  _id: `lifeAim-${slug}`,
  _type: 'lifeAim',
  name,
  meaning,
  description,
  order,
});

const lifeAims = [
  aim('dharma', 'Dharma', 'Right conduct', 'Living by duty, truth and compassion — the order that sustains the self, the family and the world.', 10),
  aim('artha', 'Artha', 'Prosperity', 'Earning and sharing wealth honestly, so that a life of dharma has the means to flourish.', 20),
  aim('kama', 'Kama', 'Fulfilment', 'Enjoying beauty, love and the arts in harmony with dharma, not against it.', 30),
  aim('moksha', 'Moksha', 'Liberation', 'Freedom from ignorance and sorrow: knowing the Self, the highest aim of all.', 40),
];

const missionPage: SeedDocument = {
  _id: 'missionPage',
  _type: 'missionPage',
  banner: {
    eyebrow: 'Our mission',
    heading: 'Awakening the light within, together',
    text: 'A movement to rediscover, research and share Vedic knowledge — for a universal spiritual human awakening.',
    image: image(art({ name: 'mission-banner', motif: 'sun', palette: 'saffron', width: 1600, height: 600 }), 'A radiant sun rising above the horizon'),
  },
  manifesto: portableText(`
## What we set out to do

Jnanam exists to make the wisdom of the Vedas a living force in everyday life again — in the classroom, at home, in public life and in the search for meaning.

We do it in three ways: by **preserving** the tradition through research and digitisation, by **teaching** it freely through media, courses and our gurukula, and by **applying** it to the questions our century is asking.

Two frameworks guide everything we build: RISE, for the tradition, and IGNITE, for every person it touches.
`),
  callToAction,
  symbol,
  wisdom: {
    years: 5000,
    label: 'years of wisdom',
    text: 'From the hymns of the Rig Veda to the teachers of today, an unbroken line of inquiry into the self and the cosmos — the inheritance we are here to pass on.',
  },
  rise: {
    acronym: 'RISE',
    title: 'RISE: for the tradition',
    intro: 'How we care for the knowledge itself.',
    steps: keyed(
      [
        { word: 'Reawaken', description: 'Bring forgotten texts, practices and teachers back into the light through research and digitisation.' },
        { word: 'Integrate', description: 'Join Vedic insight with modern science, education and technology, so each enriches the other.' },
        { word: 'Strengthen', description: 'Support the pathashalas, scholars and families who carry the living tradition.' },
        { word: 'Establish', description: 'Build lasting institutions: the research campus, the gurukula and an open knowledge repository.' },
      ],
      'frameworkStep',
    ),
  },
  ignite: {
    acronym: 'IGNITE',
    title: 'IGNITE: for every seeker',
    intro: 'How we hope the knowledge changes a life.',
    steps: keyed(
      [
        { word: 'Illuminate', description: 'Offer clear, trustworthy teaching that answers real questions.' },
        { word: 'Grow', description: 'Help each seeker move from curiosity to practice to understanding.' },
        { word: 'Nurture', description: 'Surround learners with teachers, mentors and a caring community.' },
        { word: 'Integrate', description: 'Weave the teachings into work, family and daily habits.' },
        { word: 'Transform', description: 'Let understanding change how we think, speak and act.' },
        { word: 'Empower', description: 'Equip every awakened person to light the way for others.' },
      ],
      'frameworkStep',
    ),
  },
  growthIntro: {
    heading: 'Grow through five stages',
    text: 'Every contribution — learning, teaching, writing, serving — earns Karmic Points. As they gather, you grow from seeker to seer.',
  },
  stages: refs(karmaStages.map((doc) => doc._id)),
  stagePointsLabel: 'From {points} Karmic Points',
  aimsIntro: {
    heading: 'The four aims of life',
    text: 'The Vedic tradition names four purusharthas, aims that together make a whole and balanced human life.',
  },
  lifeAims: refs(lifeAims.map((doc) => doc._id)),
  frameworksHeading: 'Our frameworks',
  labels: { toggle: 'Mission' },
  contact: {
    heading: 'Join the mission',
    text: 'Want to volunteer, teach, partner or simply learn more? Leave your details and we will be in touch.',
  },
};

/** How Karmic Points are earned (Studio: Karmic Points rules). */
const karmaRules: SeedDocument = {
  _id: 'karmaRules',
  _type: 'karmaRules',
  commentLiked: { points: 10, dailyCap: 200 },
  postLiked: { points: 10, dailyCap: 200 },
  articleLiked: { points: 15, dailyCap: 300 },
  reviewLiked: { points: 5, dailyCap: 100 },
  commentReceived: { points: 5, dailyCap: 100 },
  replyLikedByAuthor: { points: 15, dailyCap: 150 },
  articlePublished: { points: 50, dailyCap: 150 },
  courseItemCompleted: { dailyCap: 500 },
};

export const aboutDocuments: SeedDocument[] = [aboutPage, missionPage, ...karmaStages, karmaRules, ...lifeAims];
