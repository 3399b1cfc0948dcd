import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createImageResponder } from '../content/imageRoute';
import { removeVariantsOf } from '../content/imageVariants';
import type { PictureFiles } from './pictureFiles';
import type { ReencodedImage } from './reencode';

/**
 * Where uploaded pictures live (DATA_DIR/uploads) and how they are served: through the same
 * resizing responder as content images, at /images/uploads/members/{id}-{w}x{h}.{ext}, the
 * shape of Sanity's image CDN, so `?w=…&auto=format` works the same for both.
 *
 * The folder is 0700 and files 0600: only the server's own user reads them, and it serves them.
 * With PostgreSQL the folder is a cache of the database's copy, shared by every instance (pictureFiles.ts).
 */

export const UPLOADS_URL_PATH = '/images/uploads/members';

/** Names the uploads' folder in the resized-variant cache. */
const VARIANT_NAMESPACE = 'uploads';

const FOLDER = 'uploads';
export const uploadsDir = (dataDir: string) => path.join(dataDir, FOLDER);

export function createUploadStore(dataDir: string, pictures: PictureFiles) {
  const dir = uploadsDir(dataDir);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  fs.chmodSync(dir, 0o700);

  return {
    /** Keeps the picture under a new random id; never overwrites (the id is 128 random bits). */
    async save(image: ReencodedImage, userId: number) {
      const id = randomBytes(16).toString('hex');
      const fileName = `${id}-${image.width}x${image.height}.${image.format}`;
      await pictures.save({ folder: FOLDER, fileName }, { userId, contentType: image.contentType }, image.data);
      return { id, fileName, url: `${UPLOADS_URL_PATH}/${fileName}` };
    },
    async remove(fileName: string) {
      await pictures.remove({ folder: FOLDER, fileName });
      await removeVariantsOf(dataDir, `${VARIANT_NAMESPACE}/${fileName}`);
    },
  };
}

/** GET /images/uploads/members/{file}: the stored pictures (from whichever instance stored them), resized on request and cached. */
export function registerUploadedImages(app: FastifyInstance, dataDir: string, pictures: PictureFiles) {
  const respond = createImageResponder({ imagesDir: uploadsDir(dataDir), namespace: VARIANT_NAMESPACE, variants: app.imageVariants });
  app.get<{ Params: { file: string }; Querystring: Record<string, unknown> }>(`${UPLOADS_URL_PATH}/:file`, async (request, reply) => {
    const { file } = request.params;
    // A picture removed through another instance leaves no resized copy here either.
    if (pictures.shared && !(await pictures.present({ folder: FOLDER, fileName: file }))) await removeVariantsOf(dataDir, `${VARIANT_NAMESPACE}/${file}`);
    return respond(file, request, reply);
  });
}
