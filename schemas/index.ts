import type { SchemaTypeDefinition } from 'sanity';
import { person } from './documents/person';
import { topic } from './documents/topic';
import { link } from './objects/link';
import { book } from './documents/book';
import { bookCategory } from './documents/bookCategory';
import { bookReview } from './documents/bookReview';
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
import { sampleComment } from './objects/sampleComment';
import { paymentMethod } from './objects/paymentMethod';
import { siteSettings } from './singletons/siteSettings';
import { episodesPage } from './singletons/episodesPage';

/** Singleton document types: exactly one document each, with a fixed _id equal to the type name. */
export const singletonTypes = new Set<string>(['siteSettings', 'marketplaceSettings', 'donatePage', 'membershipPage', 'episodesPage']);

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
  siteSettings,
  marketplaceSettings,
  donatePage,
  membershipPage,
  episodesPage,
  // documents
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
  bookReview,
  bookCategory,
  book,
  person,
  topic,
  // objects
  paymentMethod,
  sampleComment,
  link,
];
