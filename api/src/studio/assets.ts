/**
 * Uploads from the Studio, answered as Sanity's asset API answers them (`{document}`):
 * - pictures (`POST assets/images/{dataset}`, the bytes as the body): checked and re-encoded as
 *   members' pictures are (type from the bytes, no markup, metadata dropped, sharp), published as
 *   a `sanity.imageAsset` with its dimensions, preview (lqip) and palette;
 * - files (`POST assets/files/{dataset}`): video, audio, captions or a PDF, judged from the bytes,
 *   streamed to disk within their kind's size limit and kept as they came, as a `sanity.fileAsset`.
 * Both are named by the SHA-1 of what is stored, so the same bytes uploaded twice are one asset; a
 * refused upload stores nothing.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { STUDIO_ASSET_MESSAGES as M } from '../../../contracts/messages/studioAssets';
import type { ContentStore } from '../content';
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../content';
import type { ContentDocument } from '../content/dataset';
import { detectFileType, FILE_MAX_BYTES, type FileType, HEAD_BYTES, isCleanText } from '../content/fileKinds';
import { imageMetadataOf } from '../content/imageMetadata';
import { DEFAULT_UPLOAD_LIMITS } from '../config';
import { HttpError } from '../http/errors';
import { detectFormat, findMarkup } from '../uploads/inspect';
import { reencode } from '../uploads/reencode';
import { StudioError, TransactionDraft, type TransactionLog } from './transactions';

/** Staff upload artwork and photographs for the site: larger than members' pictures. */
export const STUDIO_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

const KIND_NAMES = { video: 'video', audio: 'sound file', captions: 'captions file', document: 'PDF' } as const;

const cleanFilename = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/[^\w .()-]/g, '').slice(0, 120) || undefined : undefined);

interface UploadRequest {
  filename?: unknown;
  meta?: unknown;
  /** Where the Studio's client reads assets: `{origin}/studio-api`. */
  origin: string;
  identity: string;
}

/** Publishes the asset document in one transaction, unless the same bytes are already an asset. */
async function publish(content: ContentStore, log: TransactionLog, asset: ContentDocument, identity: string): Promise<ContentDocument> {
  const existing = content.working.get(asset._id);
  if (existing) return existing;
  const draft = new TransactionDraft(content);
  draft.put(asset._id, asset);
  await log.commit(draft, identity);
  return content.working.get(asset._id) ?? asset;
}

export async function uploadImage(content: ContentStore, log: TransactionLog, body: unknown, request: UploadRequest): Promise<ContentDocument> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new StudioError(400, 'validationError', M.empty);
  const format = await detectFormat(body);
  if (!format) throw new StudioError(415, 'unsupportedMediaType', M.notAPicture);
  const markup = findMarkup(body);
  if (markup) throw new StudioError(415, 'unsupportedMediaType', M.markup(markup));
  let image;
  try {
    image = await reencode(body, format, { ...DEFAULT_UPLOAD_LIMITS, maxFileBytes: STUDIO_IMAGE_MAX_BYTES });
  } catch (error) {
    if (error instanceof HttpError) throw new StudioError(error.statusCode, 'validationError', error.message);
    throw error;
  }
  const sha1 = createHash('sha1').update(image.data).digest('hex');
  const name = `${sha1}-${image.width}x${image.height}.${image.format}`;
  const id = `image-${sha1}-${image.width}x${image.height}-${image.format}`;
  const existing = content.working.get(id);
  if (existing) return existing;
  const metadata = await imageMetadataOf(image.data, image.width, image.height, request.meta);
  // The file is in place (and synced) before the document that names it is committed.
  if (!content.assets.has('image', name)) content.assets.saveImage(name, image.data);
  const assetPath = `images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${name}`;
  return publish(
    content,
    log,
    {
      _id: id,
      _type: 'sanity.imageAsset',
      assetId: sha1,
      sha1hash: sha1,
      extension: image.format,
      mimeType: image.contentType,
      originalFilename: cleanFilename(request.filename) ?? name,
      size: image.data.length,
      path: assetPath,
      url: `${request.origin}/${assetPath}`,
      uploadId: sha1,
      metadata,
    },
    request.identity,
  );
}

/** A PDF that asks the viewer to run a script or start a program (names long enough never to occur by chance). */
const ACTIVE_PDF = /\/(?:JavaScript|Launch)\b/;

export async function uploadFile(content: ContentStore, log: TransactionLog, body: Readable, request: UploadRequest): Promise<ContentDocument> {
  let type: FileType | undefined;
  const incoming = await content.assets.receive(
    body,
    HEAD_BYTES,
    async (head) => {
      if (head.length === 0) throw new StudioError(400, 'validationError', M.empty);
      const detected = await detectFileType(head);
      if (!detected) throw new StudioError(415, 'unsupportedMediaType', M.notAFile);
      type = detected;
      return FILE_MAX_BYTES[detected.kind];
    },
    (limit) => new StudioError(413, 'payloadTooLarge', M.tooLarge(type ? KIND_NAMES[type.kind] : 'file', limit)),
  );
  try {
    if (!type) throw new StudioError(415, 'unsupportedMediaType', M.notAFile);
    if (type.kind === 'captions' && !isCleanText(incoming.read())) throw new StudioError(415, 'unsupportedMediaType', M.captionsNotText);
    if (type.kind === 'document' && ACTIVE_PDF.test(incoming.read().toString('latin1'))) throw new StudioError(415, 'unsupportedMediaType', M.pdfActive);
  } catch (error) {
    incoming.discard();
    throw error;
  }
  const name = `${incoming.sha1}.${type.extension}`;
  incoming.keep(name);
  const assetPath = `files/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${name}`;
  return publish(
    content,
    log,
    {
      _id: `file-${incoming.sha1}-${type.extension}`,
      _type: 'sanity.fileAsset',
      assetId: incoming.sha1,
      sha1hash: incoming.sha1,
      extension: type.extension,
      mimeType: type.mimeType,
      originalFilename: cleanFilename(request.filename) ?? name,
      size: incoming.size,
      path: assetPath,
      url: `${request.origin}/${assetPath}`,
      uploadId: incoming.sha1,
    },
    request.identity,
  );
}

type AssetRequest = FastifyRequest<{ Params: { version: string; dataset: string }; Querystring: Record<string, unknown> }>;

/** The two upload addresses, inside the Studio backend's staff-only scope. */
export async function registerAssetRoutes(
  studio: FastifyInstance,
  deps: {
    content: ContentStore;
    log: TransactionLog;
    apiPrefix: string;
    identityOf: (request: FastifyRequest) => string;
    requireDataset: (dataset: string) => void;
    /** Answers a StudioError in Sanity's shape… */
    refuse: (reply: FastifyReply, error: StudioError) => FastifyReply;
    /** …also when a handler throws one. */
    answering: (handler: (request: AssetRequest, reply: FastifyReply) => Promise<unknown>) => (request: AssetRequest, reply: FastifyReply) => Promise<unknown>;
  },
) {
  const { content, log } = deps;
  const uploadRequest = (request: AssetRequest): UploadRequest => ({
    filename: request.query.filename,
    meta: request.query.meta,
    origin: `${request.protocol}://${request.host}${deps.apiPrefix}`,
    identity: deps.identityOf(request),
  });
  const tooLarge = new StudioError(413, 'payloadTooLarge', M.tooLarge('picture', STUDIO_IMAGE_MAX_BYTES));
  await studio.register(async (images) => {
    // Pictures arrive as their own bytes whatever Content-Type the browser gives them; they are judged from the bytes.
    images.removeAllContentTypeParsers();
    images.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: STUDIO_IMAGE_MAX_BYTES }, (_request, body, done) => done(null, body));
    images.setErrorHandler((error: FastifyError, _request, reply) => {
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return deps.refuse(reply, tooLarge);
      throw error;
    });
    images.post(
      '/:version/assets/images/:dataset',
      deps.answering(async (request) => {
        deps.requireDataset(request.params.dataset);
        return { document: await uploadImage(content, log, request.body, uploadRequest(request)) };
      }),
    );
  });
  await studio.register(async (files) => {
    // A file of any type arrives as a stream, so a large video is never held in memory; it is judged from its bytes.
    files.removeAllContentTypeParsers();
    files.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    files.post(
      '/:version/assets/files/:dataset',
      deps.answering(async (request, reply) => {
        deps.requireDataset(request.params.dataset);
        // A refusal may come before the body is read; the connection is then closed rather than drained.
        reply.header('connection', 'close');
        const document = await uploadFile(content, log, request.body as Readable, uploadRequest(request));
        reply.removeHeader('connection');
        return { document };
      }),
    );
  });
}
