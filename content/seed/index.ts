import { aboutDocuments } from './about';
import type { SeedDocument } from './helpers';
import { homeDocuments } from './home';
import { interfaceTextDocuments } from './interfaceTexts';
import { personDocuments } from './people';
import { researchDocuments } from './research';
import { siteDocuments } from './site';
import { legalDocuments } from './legal';
import { givingDocuments } from './giving';
import { mediaDocuments } from './media';
import { marketDocuments } from './market';
import { topicDocuments } from './topics';
import { episodesPageDocuments } from './episodesPage';
import { socialDocuments } from './social';

/** Every seed document, from each area's module. Add a module here when you add one. */
export const seedDocuments: SeedDocument[] = [
  ...siteDocuments,
  ...interfaceTextDocuments,
  ...personDocuments,
  ...topicDocuments,
  ...homeDocuments,
  ...aboutDocuments,
  ...researchDocuments,
  ...marketDocuments,
  ...mediaDocuments,
  ...episodesPageDocuments,
  ...socialDocuments,
  ...givingDocuments,
  ...legalDocuments,
];

export { artSpecs } from './helpers';
