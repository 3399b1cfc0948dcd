import type { SeedDocument } from './helpers';
import { siteDocuments } from './site';

/** Every seed document, from each area's module. Add a module here when you add one. */
export const seedDocuments: SeedDocument[] = [...siteDocuments];

export { artSpecs } from './helpers';
