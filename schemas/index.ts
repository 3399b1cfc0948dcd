import type { SchemaTypeDefinition } from 'sanity';
import { aboutPage } from './singletons/aboutPage';
import { carousel } from './documents/carousel';
import { collaboratorPosition } from './documents/collaboratorPosition';
import { contactSection } from './objects/contactSection';
import { framework } from './objects/framework';
import { homePage } from './singletons/homePage';
import { interfaceTexts } from './singletons/interfaceTexts';
import { karmaStage } from './documents/karmaStage';
import { karmaRules } from './singletons/karmaRules';
import { lifeAim } from './documents/lifeAim';
import { missionCard } from './documents/missionCard';
import { missionPage } from './singletons/missionPage';
import { pageAction } from './objects/pageAction';
import { pageBanner } from './objects/pageBanner';
import { partner } from './documents/partner';
import { researchArea } from './documents/researchArea';
import { researchPage } from './singletons/researchPage';
import { researchProject } from './documents/researchProject';
import { researchProjectsPage } from './singletons/researchProjectsPage';
import { sectionIntro } from './objects/sectionIntro';
import { successStory } from './documents/successStory';
import { symbolExplanation } from './objects/symbolExplanation';
import { person } from './documents/person';
import { topic } from './documents/topic';
import { link } from './objects/link';
import { book } from './documents/book';
import { bookCategory } from './documents/bookCategory';
import { article } from './documents/article';
import { academyItem } from './documents/academyItem';
import { spark } from './documents/spark';
import { donationCause } from './documents/donationCause';
import { patron } from './documents/patron';
import { faq } from './documents/faq';
import { membershipPlan } from './documents/membershipPlan';
import { offer } from './documents/offer';
import { testimonial } from './documents/testimonial';
import { legalPage } from './documents/legalPage';
import { marketplaceSettings } from './singletons/marketplaceSettings';
import { donatePage } from './singletons/donatePage';
import { membershipPage } from './singletons/membershipPage';
import { paymentMethod } from './objects/paymentMethod';
import { siteSettings } from './singletons/siteSettings';
import { episodesPage } from './singletons/episodesPage';
import { communityEvent } from './documents/communityEvent';
import { videoSample } from './documents/videoSample';
import { socialPage } from './singletons/socialPage';
import { messagingPage } from './singletons/messagingPage';
import { videoPreviewPage } from './singletons/videoPreviewPage';
import { academyPage } from './singletons/academyPage';
import { sparksPage } from './singletons/sparksPage';

/** Singleton document types: exactly one document each, with a fixed _id equal to the type name. */
export const singletonTypes = new Set<string>(['siteSettings', 'homePage', 'aboutPage', 'missionPage', 'researchPage', 'researchProjectsPage', 'interfaceTexts', 'marketplaceSettings', 'donatePage', 'membershipPage', 'episodesPage', 'socialPage', 'messagingPage', 'videoPreviewPage', 'karmaRules', 'academyPage', 'sparksPage']);

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
  siteSettings,
  homePage,
  aboutPage,
  missionPage,
  researchPage,
  researchProjectsPage,
  interfaceTexts,
  marketplaceSettings,
  donatePage,
  membershipPage,
  episodesPage,
  socialPage,
  messagingPage,
  videoPreviewPage,
  karmaRules,
  academyPage,
  sparksPage,
  // documents
  communityEvent,
  videoSample,
  legalPage,
  testimonial,
  offer,
  membershipPlan,
  faq,
  patron,
  donationCause,
  spark,
  academyItem,
  article,
  bookCategory,
  book,
  missionCard,
  karmaStage,
  lifeAim,
  carousel,
  researchArea,
  researchProject,
  collaboratorPosition,
  partner,
  successStory,
  person,
  topic,
  // objects
  paymentMethod,
  pageAction,
  pageBanner,
  sectionIntro,
  framework,
  symbolExplanation,
  contactSection,
  link,
];
