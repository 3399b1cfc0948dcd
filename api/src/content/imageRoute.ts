import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const FILE_NAME = /^([a-f0-9]{8,64})-(\d+)x(\d+)\.(webp|jpg|jpeg|png)$/;
const FORMATS = { webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const;
type Format = keyof typeof FORMATS;
const MAX_DIMENSION = 3000;
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

interface Transform {
  w?: number;
  h?: number;
  q: number;
  fm: Format;
  fit: string;
  rect?: [number, number, number, number];
}

const intParam = (value: unknown, max = MAX_DIMENSION) => {
  const n = Math.round(Number(value));
  return Number.isFinite(n) && n > 0 ? Math.min(n, max) : undefined;
};

function readTransform(query: Record<string, string | undefined>, sourceFormat: Format, acceptsWebp: boolean): Transform {
  const dpr = Math.min(Math.max(Number(query.dpr) || 1, 1), 3);
  const scale = (n: number | undefined) => (n ? Math.min(Math.round(n * dpr), MAX_DIMENSION) : undefined);
  let fm: Format = sourceFormat;
  if (query.fm === 'jpg' || query.fm === 'png' || query.fm === 'webp') fm = query.fm;
  else if (query.auto === 'format' && acceptsWebp) fm = 'webp';
  const rect = query.rect?.split(',').map(Number);
  return {
    w: scale(intParam(query.w)),
    h: scale(intParam(query.h)),
    q: intParam(query.q, 100) ?? 75,
    fm,
    fit: query.fit ?? 'clip',
    rect: rect?.length === 4 && rect.every((n) => Number.isFinite(n) && n >= 0) ? (rect as Transform['rect']) : undefined,
  };
}

/** Maps Sanity's `fit` modes onto sharp's resize options. */
function sharpFit(fit: string): 'inside' | 'cover' | 'fill' | 'outside' {
  switch (fit) {
    case 'crop':
      return 'cover';
    case 'scale':
      return 'fill';
    case 'min':
      return 'outside';
    default:
      return 'inside'; // clip, max, fill, fillmax
  }
}

export interface ImageResponderOptions {
  /** The folders the originals are read from, first match wins; file names are `{id}-{w}x{h}.{ext}`. */
  imagesDir: string | readonly string[];
  /** The in-memory cache of resized variants is emptied when it would grow past this. */
  cacheLimitBytes?: number;
}

type ImageRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

/**
 * Answers one image file of a folder with Sanity's image CDN parameters
 * (?w=&h=&fm=&q=&fit=&rect=&auto=format), resized with sharp. Resized variants are kept in
 * memory (bounded), and answered with long cache headers: file names never change content.
 * Shared by the content images and the members' uploads, so both resize the same way.
 */
export function createImageResponder({ imagesDir, cacheLimitBytes = CACHE_LIMIT_BYTES }: ImageResponderOptions) {
  const cache = new Map<string, { body: Buffer; type: string }>();
  let cachedBytes = 0;

  return async function respond(file: string, request: ImageRequest, reply: FastifyReply) {
    const match = FILE_NAME.exec(file);
    const sourcePath = match ? (typeof imagesDir === 'string' ? [imagesDir] : imagesDir).map((dir) => path.join(dir, file)).find((candidate) => fs.existsSync(candidate)) : undefined;
    if (!match || !sourcePath) return notFound(reply);
    const sourceFormat: Format = match[4] === 'jpeg' ? 'jpg' : (match[4] as Format);
    const acceptsWebp = (request.headers.accept ?? '').includes('image/webp');
    const t = readTransform(request.query, sourceFormat, acceptsWebp);
    const key = `${file}|${JSON.stringify(t)}`;
    let entry = cache.get(key);
    if (!entry) {
      let pipeline = sharp(sourcePath);
      if (t.rect) pipeline = pipeline.extract({ left: t.rect[0], top: t.rect[1], width: t.rect[2], height: t.rect[3] });
      if (t.w || t.h) pipeline = pipeline.resize({ width: t.w, height: t.h, fit: sharpFit(t.fit), withoutEnlargement: t.fit !== 'min' });
      pipeline = t.fm === 'webp' ? pipeline.webp({ quality: t.q }) : t.fm === 'png' ? pipeline.png() : pipeline.jpeg({ quality: t.q, mozjpeg: true });
      try {
        entry = { body: await pipeline.toBuffer(), type: FORMATS[t.fm] };
      } catch {
        return reply.status(400).type('text/plain').send('The image parameters are not valid for this image');
      }
      if (cachedBytes + entry.body.length > cacheLimitBytes) {
        cache.clear();
        cachedBytes = 0;
      }
      cache.set(key, entry);
      cachedBytes += entry.body.length;
    }
    return reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('Vary', 'Accept')
      .type(entry.type)
      .send(entry.body);
  };
}

const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain').send('Image not found');

/**
 * Sanity's image CDN URL shape served from content/images and the images staff uploaded:
 * /images/{projectId}/{dataset}/{assetId}-{w}x{h}.{ext}?w=&h=&fm=&q=&fit=&rect=&auto=format
 */
export function registerImageRoute(
  app: FastifyInstance,
  options: { projectId: string; dataset: string; imagesDirs: readonly string[]; prefix?: string },
) {
  const respond = createImageResponder({ imagesDir: options.imagesDirs });
  app.get<{ Params: { projectId: string; dataset: string; file: string }; Querystring: Record<string, string | undefined> }>(
    `${options.prefix ?? ''}/images/:projectId/:dataset/:file`,
    async (request, reply) => {
      const { projectId, dataset, file } = request.params;
      if (projectId !== options.projectId || dataset !== options.dataset) return notFound(reply);
      return respond(file, request, reply);
    },
  );
}
