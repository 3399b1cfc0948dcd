import { createClient } from '@sanity/client';
import type { QueryPublished } from '../content/queryRoute';

/** The Content Lake API version the web app's client asks for (the same answers on both sides). */
const CONTENT_API_VERSION = '2025-02-19';

/**
 * Pages read the same content as the browser: with SANITY_PROJECT_ID set, the hosted Content Lake
 * (through its CDN, published documents only); otherwise the local store's query pool.
 */
export function pageContentSource(local: QueryPublished, projectId: string | undefined, dataset = process.env.SANITY_DATASET ?? 'production'): QueryPublished {
  if (!projectId) return local;
  const client = createClient({ projectId, dataset, apiVersion: CONTENT_API_VERSION, useCdn: true, perspective: 'published' });
  return (query, params) => client.fetch(query, params);
}
