import type { SchemaTypeDefinition } from 'sanity';
import { link } from './objects/link';
import { siteSettings } from './singletons/siteSettings';

/** Singleton document types: exactly one document each, with a fixed _id equal to the type name. */
export const singletonTypes = new Set<string>(['siteSettings']);

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
  siteSettings,
  // documents
  // objects
  link,
];
