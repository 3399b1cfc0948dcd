import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createImageResponder } from '../content/imageRoute';
import { removeVariantsOf } from '../content/imageVariants';
import type { ReencodedImage } from './reencode';

/**
 * Where uploaded pictures live (DATA_DIR/uploads) and how they are served: through the same
 * resizing responder as content images, at /images/uploads/members/{id}-{w}x{h}.{ext}, the
 * shape of Sanity's image CDN, so `?w=…&auto=format` works the same for both.
 *
 * The folder is 0700 and files 0600: only the server's own user reads them, and it serves them.
 */

export const UPLOADS_URL_PATH = '/images/uploads/members';

/** Names the uploads' folder in the resized-variant cache. */
const VARIANT_NAMESPACE = 'uploads';

export const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

export function createUploadStore(dataDir: string) {
  const dir = uploadsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);

  return {
    /** Writes the file under a new random id; never overwrites (the id is 128 random bits). */
    async save(image: ReencodedImage) {
      const id = randomBytes(16).toString('hex');
      const fileName = `${id}-${image.width}x${image.height}.${image.format}`;
      await fs.promises.writeFile(path.join(dir, fileName), image.data, { mode: 0o600, flag: 'wx' });
      return { id, fileName, url: `${UPLOADS_URL_PATH}/${fileName}` };
    },
    async remove(fileName: string) {
      await fs.promises.rm(path.join(dir, fileName), { force: true });
      await removeVariantsOf(dataDir, `${VARIANT_NAMESPACE}/${fileName}`);
    },
  };
}

/** GET /images/uploads/members/{file}: the stored pictures, resized on request and cached. */
export function registerUploadedImages(app: FastifyInstance, dataDir: string) {
  const respond = createImageResponder({ imagesDir: uploadsDir(dataDir), namespace: VARIANT_NAMESPACE, variants: app.imageVariants });
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(`${UPLOADS_URL_PATH}/:file`, (request, reply) =>
    respond(request.params.file, request, reply),
  );
}
