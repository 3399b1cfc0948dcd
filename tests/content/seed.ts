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
  const file = fs.readFileSync(path.join(ROOT_DIR, 'schemas/sanity.types.ts'), 'utf8');
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


export { SAMPLE_PARAMS, sampleParamsFor } from './sampleParams';
