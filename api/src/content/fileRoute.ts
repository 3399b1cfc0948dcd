import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { STUDIO_ASSET_MESSAGES } from '../../../contracts/messages/studioAssets';
import { failure } from '../http/errors';
import { FILE_EXTENSIONS } from './fileKinds';

const FILE_NAME = new RegExp(`^[a-f0-9]{40}\\.(${FILE_EXTENSIONS.join('|')})$`);

/** A name for the download, as `?dl=` gives it: letters, digits and a few marks only. */
const downloadName = (raw: unknown, fallback: string) => {
  const name = typeof raw === 'string' ? raw.replace(/[^\w .()-]/g, '').trim().slice(0, 120) : '';
  return name || fallback;
};

/**
 * Sanity's file CDN URL shape, served from the files staff uploaded:
 * /files/{projectId}/{dataset}/{sha1}.{ext}, with byte ranges (206) so audio and video can seek,
 * and `?dl=` (or `?dl=name.pdf`) to download rather than open. The name is the file's SHA-1, so
 * its bytes never change: cached for a year.
 */
export async function registerFileRoute(app: FastifyInstance, options: { projectId: string; dataset: string; filesDir: string; prefix?: string }) {
  // The static plugin wants its folder to exist before the first upload makes it.
  fs.mkdirSync(options.filesDir, { recursive: true, mode: 0o700 });
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, {
      root: options.filesDir,
      serve: false,
      acceptRanges: true,
      cacheControl: false,
      etag: true,
      lastModified: true,
      decorateReply: true,
    });
    scope.get<{ Params: { projectId: string; dataset: string; file: string }; Querystring: Record<string, unknown> }>(
      `${options.prefix ?? ''}/files/:projectId/:dataset/:file`,
      async (request, reply) => {
        const { projectId, dataset, file } = request.params;
        if (projectId !== options.projectId || dataset !== options.dataset || !FILE_NAME.test(file) || !fs.existsSync(path.join(options.filesDir, file))) {
          return reply.status(404).header('cache-control', 'no-store').send(failure(STUDIO_ASSET_MESSAGES.fileNotFound));
        }
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        if (request.query.dl !== undefined) reply.header('content-disposition', `attachment; filename="${downloadName(request.query.dl, file)}"`);
        return reply.sendFile(file);
      },
    );
  });
}
