/**
 * Shared helpers for the content tests: the committed dataset, the compiled studio schema, and
 * every GROQ query of web/ as typegen found it (the generated SanityQueries map).
 */
import { evaluate, parse } from 'groq-js';
import fs from 'node:fs';
import path from 'node:path';
import { createSchema } from 'sanity';
import { isDraftId, parseNdjson, type ContentDocument } from '../../api/src/content/dataset';
import { ROOT_DIR } from '../../api/src/config';
import { schemaTypes } from '../../schemas';

export const CONTENT_DIR = path.join(ROOT_DIR, 'content');
export const documents: ContentDocument[] = parseNdjson(fs.readFileSync(path.join(CONTENT_DIR, 'dataset.ndjson'), 'utf8'));
export const published = documents.filter((doc) => !isDraftId(doc._id));
export const byId = new Map(documents.map((doc) => [doc._id, doc]));

/** The schema exactly as the studio compiles it. */
export const schema = createSchema({ name: 'default', types: schemaTypes });

/** Runs a GROQ query over the published seed documents, as the embedded endpoint does. */
export async function query<T = unknown>(groq: string, params: Record<string, unknown> = {}): Promise<T> {
  const tree = parse(groq, { params });
  const value = await evaluate(tree, { dataset: published, params });
  return (await value.get()) as T;
}

/**
 * A minimal stand-in for the studio's client, enough for Sanity's own validators (slug
 * uniqueness and other `client.fetch` checks) to run offline against the seed.
 */
export const offlineClient = {
  fetch: (groq: string, params: Record<string, unknown> = {}) => query(groq, params),
  withConfig() {
    return offlineClient;
  },
  config: () => ({ projectId: 'local', dataset: 'production', apiVersion: '2025-02-19' }),
};

export interface WebQuery {
  /** The variable name in web/ (from typegen's comments). */
  name: string;
  source: string;
  query: string;
}

/** Every `defineQuery` of web/, read from the generated types (scripts/check-generated.ts keeps them current). */
export function webQueries(): WebQuery[] {
  const file = fs.readFileSync(path.join(ROOT_DIR, 'web/src/shared/content/sanity.types.ts'), 'utf8');
  const names = [...file.matchAll(/\/\/ Source: (\S+)\n\/\/ Variable: (\w+)\n\/\/ Query: /g)].map((m) => ({ source: m[1]!, name: m[2]! }));
  const block = file.slice(file.indexOf('interface SanityQueries {'));
  const keys = [...block.matchAll(/^\s+('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*"): (\w+);$/gm)].map((m) => ({
    // typegen writes the keys as JS string literals; evaluate them as such
    query: new Function(`return ${m[1]}`)() as string,
    typeName: m[2]!,
  }));
  return keys.map(({ query: groq, typeName }) => {
    const name = typeName.replace(/Result$/, '');
    const match = names.find((n) => n.name.toLowerCase() === name.toLowerCase());
    return { name: match?.name ?? name, source: match?.source ?? '?', query: groq };
  });
}

/** Sample parameters for the page queries of web/; a new parameter name needs a sample here. */
export const SAMPLE_PARAMS: Record<string, unknown> = {
  terms: 'vedas',
  slug: 'why-the-rishis-sat-still',
  kind: 'terms',
  id: 'book-wisdom-of-the-upanishads',
  // The book list as a first visit asks for it: no filter, newest first, the first page.
  categories: [],
  languages: [],
  formats: [],
  minStars: 0,
  ratedIds: [],
  ratings: [],
  sort: 'newest',
  start: 0,
  end: 24,
  search: 'veda*',
};

/** Where one query's parameter means something else (a book's slug, not an article's). */
const QUERY_SAMPLE_PARAMS: Record<string, Record<string, unknown>> = {
  bookDetailQuery: { slug: 'advaita-in-plain-words' },
  bookSearchQuery: { sort: 'relevance' },
};

/** The parameter names a query uses, each with its sample value (undefined when there is none). */
export function sampleParamsFor(name: string, groq: string): { names: string[]; params: Record<string, unknown> } {
  const names = [...new Set([...groq.matchAll(/\$(\w+)/g)].map((m) => m[1]!))];
  const samples = { ...SAMPLE_PARAMS, ...QUERY_SAMPLE_PARAMS[name] };
  return { names, params: Object.fromEntries(names.map((n) => [n, samples[n]])) };
}
