import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { UPLOAD_ENDPOINTS } from '../../../contracts/uploads';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { detectFormat, findMarkup } from './inspect';
import { reencode } from './reencode';
import type { PictureFiles } from './pictureFiles';
import { createUploadRepository, megabytes } from './repository';
import { createUploadStore } from './store';

/**
 * POST /uploads: a member's picture (avatar, cover, post or article image). The file is read
 * from a multipart form, judged by its bytes, re-encoded, stored under DATA_DIR/uploads and
 * recorded; a refused upload leaves neither a file nor a row behind.
 */

/** Room for the multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export interface UploadRouteOptions {
  db: Kysely<Database>;
  dataDir: string;
  pictures: PictureFiles;
  limits?: Partial<UploadLimits>;
}

export async function uploadRoutes(api: FastifyInstance, { db, dataDir, pictures, limits: overrides }: UploadRouteOptions) {
  const limits: UploadLimits = { ...DEFAULT_UPLOAD_LIMITS, ...overrides };
  const uploads = createUploadRepository(db, limits);
  const store = createUploadStore(dataDir, pictures);
  const tooLarge = () => new HttpError(413, `The picture is too large: the limit is ${megabytes(limits.maxFileBytes)}. Please make it smaller and retry.`);

  // A scope of its own, so the multipart parser and the catch-all below apply to this route only.
  await api.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: false,
      limits: { fileSize: limits.maxFileBytes, files: 1, fields: 10, fieldSize: 1024, parts: 11, headerPairs: 20 },
    });
    // Any other body type reaches the handler unread, which then says what to send (not "send JSON").
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));

    const { upload } = UPLOAD_ENDPOINTS;
    scope.withTypeProvider<ZodTypeProvider>().post(
      upload.path,
      {
        schema: routeSchema(upload),
        // In onRequest (not preValidation, as JSON routes do), before the body is read: a visitor,
        // an oversized declared body or a member over the quota is answered without receiving
        // megabytes first.
        onRequest: [
          async (request) => {
            if (Number(request.headers['content-length'] ?? 0) > limits.maxFileBytes + MULTIPART_OVERHEAD_BYTES) throw tooLarge();
            await uploads.assertRoomLeft(request.auth!.member.id);
          },
        ],
      },
      async (request, reply) => {
        const member = request.auth!.member;
        const bytes = await readOneFile(request, tooLarge);
        if (bytes.length === 0) throw new HttpError(400, 'The file is empty. Please choose a picture and retry.');

        const format = await detectFormat(bytes);
        if (!format) throw new HttpError(415, 'Only JPEG, PNG, WebP and AVIF pictures can be uploaded (the type is read from the file itself, not its name).');
        const markup = findMarkup(bytes);
        if (markup) throw markupRefusal(markup);

        const image = await reencode(bytes, format, limits);
        // Pixels can be crafted so that their encoding spells markup (a known trick with PNG's
        // compression), so the bytes to be stored are checked as well.
        const markupAfter = findMarkup(image.data);
        if (markupAfter) throw markupRefusal(markupAfter);

        const saved = await store.save(image, member.id);
        try {
          await uploads.record({ id: saved.id, userId: member.id, fileName: saved.fileName, contentType: image.contentType, width: image.width, height: image.height, bytes: image.data.length });
        } catch (error) {
          await store.remove(saved.fileName);
          throw error;
        }
        return reply.status(201).send({
          success: true,
          upload: { _id: saved.id, url: saved.url, width: image.width, height: image.height, contentType: image.contentType },
        });
      },
    );
  });
}

const markupRefusal = (kind: string) =>
  new HttpError(415, `The file is a picture that also carries ${kind} markup, which is not accepted. Please export the picture again (e.g. save it as a new JPEG or PNG) and retry.`);

/**
 * The one file part of the form, held in memory up to the size limit (busboy stops passing data
 * on past it). Other text fields are ignored. Anything that is not a well-formed
 * multipart form is a 400 here; only the size limit is a 413.
 */
async function readOneFile(request: FastifyRequest, tooLarge: () => HttpError): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, 'Please send the picture as multipart/form-data, in a file field named "file".');
  }
  let file: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      file = Buffer.concat(chunks);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_FILES_LIMIT') throw new HttpError(400, 'Please send one picture at a time.');
    throw new HttpError(400, 'The upload could not be read. Please send a multipart/form-data form with one file field named "file".');
  }
  if (!file) throw new HttpError(400, 'Please attach a picture, in a file field named "file".');
  return file;
}
