import { aboutDocuments } from './about';
import type { SeedDocument } from './helpers';
import { homeDocuments } from './home';
import { interfaceTextDocuments } from './interfaceTexts';
import { personDocuments } from './people';
import { researchDocuments } from './research';
import { siteDocuments } from './site';
import { legalDocuments } from './legal';
import { donateDocuments } from './giving/donate';
import { membershipDocuments } from './giving/membership';
import { articleDocuments } from './media/articles';
import { academyDocuments, academyPageDocument } from './media/academy';
import { sparkDocuments, sparksPageDocument } from './media/sparks';
import { marketDocuments } from './market';
import { topicDocuments } from './topics';
import { episodesPageDocuments } from './episodesPage';
import { videoDocuments } from './social/videos';
import { socialPageDocuments } from './social/pages';

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
  ...articleDocuments,
  ...academyDocuments,
  academyPageDocument,
  ...sparkDocuments,
  sparksPageDocument,
  ...episodesPageDocuments,
  ...videoDocuments,
  ...socialPageDocuments,
  ...donateDocuments,
  ...membershipDocuments,
  ...legalDocuments,
];

export { artSpecs } from './helpers';
