import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_MESSAGES } from '../../../contracts/messages/image';
import { failure } from '../http/errors';
import { CONTENT_TYPES, type Format, planImage } from './imageParams';
import type { ImageVariants } from './imageVariants';

const FILE_NAME = /^([a-f0-9]{8,64})-(\d+)x(\d+)\.(webp|jpg|jpeg|png)$/;

export interface ImageResponderOptions {
  /** The folders the originals are read from, first match wins; file names are `{id}-{w}x{h}.{ext}`. */
  imagesDir: string | readonly string[];
  /** Names the folder in the variant cache (`content`, `uploads`), so each source has its own variants. */
  namespace: string;
  variants: ImageVariants;
}

type ImageRequest = FastifyRequest<{ Querystring: Record<string, unknown> }>;

const refuse = (reply: FastifyReply, status: number, message: string) => reply.status(status).header('cache-control', 'no-store').send(failure(message));

/**
 * Answers one image file of a folder with Sanity's image CDN parameters
 * (?w=&h=&fm=&q=&fit=&rect=&dpr=&auto=format). The original is sent as it is when nothing changes
 * it; variants come from the server's image variants (disk cache, bounded resizing, per-address
 * budget). Answers carry long cache headers: file names never change content. Shared by the
 * content images and the members' uploads, so both resize the same way.
 */
export function createImageResponder({ imagesDir, namespace, variants }: ImageResponderOptions) {
  const dirs = typeof imagesDir === 'string' ? [imagesDir] : imagesDir;

  return async function respond(file: string, request: ImageRequest, reply: FastifyReply) {
    const match = FILE_NAME.exec(file);
    const sourcePath = match ? dirs.map((dir) => path.join(dir, file)).find((candidate) => fs.existsSync(candidate)) : undefined;
    if (!match || !sourcePath) return refuse(reply, 404, IMAGE_MESSAGES.notFound);
    const format: Format = match[4] === 'jpeg' ? 'jpg' : (match[4] as Format);
    const acceptsWebp = (request.headers.accept ?? '').includes('image/webp');
    const plan = planImage(request.query, { width: Number(match[2]), height: Number(match[3]), format }, acceptsWebp);
    if (plan.kind === 'refused') return refuse(reply, 400, plan.message);
    reply.header('cache-control', 'public, max-age=31536000, immutable').header('vary', 'Accept');
    if (plan.kind === 'original') return reply.type(CONTENT_TYPES[format]).send(fs.createReadStream(sourcePath));
    const answer = await variants.get(`${namespace}/${file}`, sourcePath, plan.variant, plan.key, request.ip);
    if ('refused' in answer) {
      reply.header('retry-after', String(answer.retryAfterSeconds));
      return refuse(reply, answer.refused, answer.refused === 429 ? IMAGE_MESSAGES.tooManyNew : IMAGE_MESSAGES.busy);
    }
    return reply.type(CONTENT_TYPES[plan.variant.format]).send(answer.body);
  };
}

/**
 * Sanity's image CDN URL shape served from content/images and the images staff uploaded:
 * /images/{projectId}/{dataset}/{assetId}-{w}x{h}.{ext}?w=&h=&fm=&q=&fit=&rect=&auto=format
 */
export function registerImageRoute(
  app: FastifyInstance,
  options: { projectId: string; dataset: string; imagesDirs: readonly string[]; prefix?: string },
) {
  const respond = createImageResponder({ imagesDir: options.imagesDirs, namespace: 'content', variants: app.imageVariants });
  app.get<{ Params: { projectId: string; dataset: string; file: string }; Querystring: Record<string, unknown> }>(
    `${options.prefix ?? ''}/images/:projectId/:dataset/:file`,
    async (request, reply) => {
      const { projectId, dataset, file } = request.params;
      if (projectId !== options.projectId || dataset !== options.dataset) return refuse(reply, 404, IMAGE_MESSAGES.notFound);
      return respond(file, request, reply);
    },
  );
}
