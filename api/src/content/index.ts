import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import path from 'node:path';
import { type AssetStore, createAssetStore } from './assetStore';
import { DatasetStore } from './dataset';
import { registerFileRoute } from './fileRoute';
import { registerImageRoute } from './imageRoute';
import { ContentQueryPool, DEFAULT_CONTENT_QUERY_LIMITS, type ContentQueryLimits } from './queryPool';
import { registerContentQueryRoute } from './queryRoute';
import { ResultCache } from './resultCache';
import { ContentHistory, type HistoryRetention } from './history';
import { SharedDataset } from './sharedDataset';
import { WorkingDataset } from './workingDataset';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

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

/** The content one server works on: the working dataset staff edit, and its revision for the query workers. */
export interface ContentStore {
  working: WorkingDataset;
  /** The working dataset's file as the query workers see it (its revision moves on every commit). */
  store: DatasetStore;
  /** Images of the seed (content/images). */
  seedImagesDir: string;
  /** The pictures and files staff uploaded (DATA_DIR/content/images and files). */
  assets: AssetStore;
  /** The history of every change, once the database is open (connectContentDatabase). */
  history?: ContentHistory;
  /** With PostgreSQL: the dataset every instance shares. */
  shared?: SharedDataset;
}

/** Where a server keeps its working dataset and the images staff upload. */
export const workingContentDir = (dataDir: string) => path.join(dataDir, 'content');

/**
 * Opens (on the first start: creates from the seed) the working dataset in DATA_DIR. One per
 * server: the content endpoint, the Studio's backend and the API (which checks that a published
 * document a member acts on exists) share it.
 */
export function openContentStore(contentDir: string, dataDir: string): ContentStore {
  const dir = workingContentDir(dataDir);
  const working = new WorkingDataset(path.join(contentDir, DATASET_FILE), dir);
  return {
    working,
    store: new DatasetStore(working.file, () => working.followSeed()),
    seedImagesDir: path.join(contentDir, 'images'),
    assets: createAssetStore(dir),
  };
}

/**
 * Gives the content store its database, once migrated: the history of every change from now on,
 * and with PostgreSQL the dataset shared by every instance (loaded here; this instance's file
 * becomes its snapshot). `close()` the returned store's `shared` before the database.
 */
export async function connectContentDatabase(
  content: ContentStore,
  db: Kysely<Database>,
  options: { databaseUrl?: string; retention?: Partial<HistoryRetention> },
): Promise<void> {
  const history = new ContentHistory(db, options.retention);
  content.history = history;
  content.working.keepHistory(history);
  if (!options.databaseUrl) return;
  const shared = new SharedDataset({ db, databaseUrl: options.databaseUrl, working: content.working, history });
  await shared.start(content.working.seedFile);
  content.shared = shared;
}

/** How the Studio's backend reaches the same query endpoint with drafts (staff only). */
export interface PrivateQueryAccess {
  prefix: string;
  guard: onRequestAsyncHookHandler;
}

/** The embedded content endpoint: Sanity's query API and image CDN, answered from the working dataset. */
export async function registerContentEndpoint(
  app: FastifyInstance,
  content: ContentStore,
  limits: Partial<ContentQueryLimits> = {},
  privateAccess?: PrivateQueryAccess,
) {
  const { store } = content;
  store.check(); // parse once at start, so a broken dataset fails the start, not a visitor
  const queries = new ContentQueryPool({ ...DEFAULT_CONTENT_QUERY_LIMITS, ...limits });
  app.decorate('contentQueries', queries);
  // Workers start with the server (not with the first visitor's query), without delaying the start.
  app.addHook('onListen', async () => {
    void queries.warmUp(store.file, store.revision());
  });
  app.addHook('onClose', () => queries.close());
  const { limits: resolved } = queries;
  const { queryPublished, queryDrafts } = registerContentQueryRoute(app, {
    projectId: LOCAL_PROJECT_ID,
    dataset: LOCAL_DATASET,
    store,
    queries,
    privateAccess: privateAccess && {
      ...privateAccess,
      cache: new ResultCache({ maxEntries: Math.min(resolved.cacheEntries, 200), maxBytes: resolved.cacheBytes / 4 }),
    },
  });
  const images = { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, imagesDirs: [content.seedImagesDir, content.assets.imagesDir] };
  const files = { projectId: LOCAL_PROJECT_ID, dataset: LOCAL_DATASET, filesDir: content.assets.filesDir };
  registerImageRoute(app, images);
  await registerFileRoute(app, files);
  // The Studio builds asset addresses from its API host; pictures and files are public there too (an <img> sends no token).
  if (privateAccess) {
    registerImageRoute(app, { ...images, prefix: privateAccess.prefix });
    await registerFileRoute(app, { ...files, prefix: privateAccess.prefix });
  }
  return { queryPublished, queryDrafts };
}
