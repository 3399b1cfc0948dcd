import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../api/src/app';
import { loadConfig, ROOT_DIR } from '../../api/src/config';

/**
 * A second server in the test process, on a copy of content/ that a test may edit: how the
 * browser tests show that published content reaches the pages without a rebuild.
 */
export interface ContentCopyServer {
  origin: string;
  /** Rewrites one document of the copied dataset, as a publish would. */
  editDocument(id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>): void;
  close(): Promise<void>;
}

const DATASET = 'dataset.ndjson';

function editDataset(contentDir: string, id: string, change: (doc: Record<string, unknown>) => Record<string, unknown>) {
  const file = path.join(contentDir, DATASET);
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
  const edited = lines.map((line) => {
    const doc = JSON.parse(line) as Record<string, unknown>;
    return JSON.stringify(doc._id === id ? change(doc) : doc);
  });
  fs.writeFileSync(file, edited.join('\n') + '\n');
}

/** Copies content/ (`before` may edit it before the start), then starts the site on it on a free port. */
export async function serveContentCopy(
  env: NodeJS.ProcessEnv = {},
  before?: (edit: ContentCopyServer['editDocument']) => void,
): Promise<ContentCopyServer> {
  const contentDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-e2e-content-'));
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jnanam-e2e-data-'));
  const removeDirs = () => {
    for (const dir of [contentDir, dataDir]) fs.rmSync(dir, { recursive: true, force: true });
  };
  const editDocument: ContentCopyServer['editDocument'] = (id, change) => editDataset(contentDir, id, change);
  let server: FastifyInstance | undefined;
  try {
    fs.cpSync(path.join(ROOT_DIR, 'content/images'), path.join(contentDir, 'images'), { recursive: true });
    fs.copyFileSync(path.join(ROOT_DIR, 'content', DATASET), path.join(contentDir, DATASET));
    before?.(editDocument);
    server = await buildApp(
      loadConfig({
        ...process.env,
        NODE_ENV: 'production',
        LOG_REQUESTS: 'false',
        DATA_DIR: dataDir,
        CONTENT_DIR: contentDir,
        WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(ROOT_DIR, 'dist/web'),
        ...env,
      }),
    );
    const origin = await server.listen({ port: 0, host: '127.0.0.1' });
    const running = server;
    return {
      origin,
      editDocument,
      async close() {
        await running.close();
        removeDirs();
      },
    };
  } catch (error) {
    await server?.close();
    removeDirs();
    throw error;
  }
}
