import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { DatasetStore } from './dataset';
import { registerImageRoute } from './imageRoute';
import { ContentQueryPool, DEFAULT_CONTENT_QUERY_LIMITS, type ContentQueryLimits } from './queryPool';
import { registerContentQueryRoute } from './queryRoute';

declare module 'fastify' {
  interface FastifyInstance {
    /** The content endpoint's query pool (its stats() show queries in flight). */
    contentQueries: ContentQueryPool;
  }
}

/** The project id and dataset the local endpoint answers for (the web client uses the same). */
export const LOCAL_PROJECT_ID = 'local';
export const LOCAL_DATASET = 'production';
export const DATASET_FILE = 'dataset.ndjson';

const stores = new Map<string, DatasetStore>();

/**
 * The one in-memory copy of a content folder's dataset, shared by the content endpoint and the
 * API (which checks that a published document exists before a member interacts with it).
 */
export function contentStoreFor(contentDir: string): DatasetStore {
  const file = path.join(contentDir, DATASET_FILE);
  let store = stores.get(file);
  if (!store) {
    store = new DatasetStore(file);
    stores.set(file, store);
  }
  return store;
}

/** The embedded content endpoint: Sanity's query API and image CDN, answered from content/. */
export async function registerContentEndpoint(app: FastifyInstance, contentDir: string, limits: Partial<ContentQueryLimits> = {}) {
  const store = contentStoreFor(contentDir);
  store.check(); // parse once at start, so a broken dataset fails the start, not a visitor
  const queries = new ContentQueryPool({ ...DEFAULT_CONTENT_QUERY_LIMITS, ...limits });
  app.decorate('contentQueries', queries);
  // Workers start with the server (not with the first visitor's query), without delaying the start.
  app.addHook('onListen', async () => {
    void queries.warmUp(store.file, store.revision());
  });
  app.addHook('onClose', () => queries.close());
  registerContentQueryRoute(app, { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, store, queries });
  registerImageRoute(app, { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, imagesDir: path.join(contentDir, 'images') });
}
