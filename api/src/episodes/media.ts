import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import path from 'node:path';

/**
 * Serves content/media at /media/ — the episodes' videos and thumbnails. @fastify/static answers
 * Range requests (206), which browsers need to seek in a video, and sends ETag/Last-Modified.
 * File names are not content-hashed, so the cache is long but not "immutable".
 */
export async function registerMedia(app: FastifyInstance, contentDir: string) {
  await app.register(fastifyStatic, {
    root: path.join(contentDir, 'media'),
    prefix: '/media/',
    decorateReply: false,
    index: false,
    wildcard: true,
    acceptRanges: true,
    cacheControl: false,
    setHeaders(res) {
      res.header('Cache-Control', 'public, max-age=2592000, stale-while-revalidate=86400');
    },
  });
}
