import type { SchemaTypeDefinition } from 'sanity';
import { person } from './documents/person';
import { topic } from './documents/topic';
import { link } from './objects/link';
import { siteSettings } from './singletons/siteSettings';

/** Singleton document types: exactly one document each, with a fixed _id equal to the type name. */
export const singletonTypes = new Set<string>(['siteSettings']);

export const schemaTypes: SchemaTypeDefinition[] = [
  // singletons
  siteSettings,
  // documents
  person,
  topic,
  // objects
  link,
];
