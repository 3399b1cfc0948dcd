import type { FastifyInstance } from 'fastify';
import path from 'node:path';
import { DatasetStore } from './dataset';
import { registerImageRoute } from './imageRoute';
import { registerContentQueryRoute } from './queryRoute';

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
export async function registerContentEndpoint(app: FastifyInstance, contentDir: string) {
  const store = contentStoreFor(contentDir);
  store.published(); // parse once at start, so a broken dataset fails the start, not a visitor
  registerContentQueryRoute(app, { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, store });
  registerImageRoute(app, { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, imagesDir: path.join(contentDir, 'images') });
}
