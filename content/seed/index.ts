import type { SeedDocument } from './helpers';
import { personDocuments } from './people';
import { siteDocuments } from './site';
import { topicDocuments } from './topics';

/** Every seed document, from each area's module. Add a module here when you add one. */
export const seedDocuments: SeedDocument[] = [...siteDocuments, ...personDocuments, ...topicDocuments];

export { artSpecs } from './helpers';
