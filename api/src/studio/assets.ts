/**
 * Image uploads from the Studio (`POST assets/images/{dataset}`, the file's bytes as the body):
 * checked and re-encoded as members' pictures are (type from the bytes, no markup, metadata
 * dropped, sharp), stored in DATA_DIR/content/images under their SHA-1 and published as a
 * `sanity.imageAsset` document, so the image route and the Studio find them as on Sanity.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ContentStore } from '../content';
import { LOCAL_DATASET, LOCAL_PROJECT_ID } from '../content';
import type { ContentDocument } from '../content/dataset';
import { DEFAULT_UPLOAD_LIMITS } from '../config';
import { HttpError } from '../http/errors';
import { detectFormat, findMarkup } from '../uploads/inspect';
import { reencode } from '../uploads/reencode';
import { StudioError, TransactionDraft, type TransactionLog } from './transactions';

/** Staff upload artwork and photographs for the site: larger than members' pictures. */
export const STUDIO_IMAGE_MAX_BYTES = 20 * 1024 * 1024;

const cleanFilename = (raw: unknown) => (typeof raw === 'string' ? raw.replace(/[^\w .()-]/g, '').slice(0, 120) : undefined);

export async function uploadImage(
  content: ContentStore,
  log: TransactionLog,
  body: unknown,
  request: { filename?: unknown; origin: string; identity: string },
): Promise<ContentDocument> {
  if (!Buffer.isBuffer(body) || body.length === 0) throw new StudioError(400, 'validationError', 'The upload is empty: send the picture\'s bytes as the body');
  const format = await detectFormat(body);
  if (!format) throw new StudioError(415, 'unsupportedMediaType', 'Only JPEG, PNG, WebP or AVIF pictures can be uploaded, whatever the file\'s name says');
  const markup = findMarkup(body);
  if (markup) throw new StudioError(415, 'unsupportedMediaType', `The picture also carries ${markup} markup and is refused`);
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
  fs.mkdirSync(content.uploadedImagesDir, { recursive: true, mode: 0o700 });
  const file = path.join(content.uploadedImagesDir, name);
  // The file is in place (and synced) before the document that names it is committed.
  const fd = fs.openSync(`${file}.tmp`, 'w', 0o600);
  try {
    fs.writeSync(fd, image.data);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(`${file}.tmp`, file);
  const assetPath = `images/${LOCAL_PROJECT_ID}/${LOCAL_DATASET}/${name}`;
  const asset: ContentDocument = {
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
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: { _type: 'sanity.imageDimensions', width: image.width, height: image.height, aspectRatio: image.width / image.height },
    },
  };
  const draft = new TransactionDraft(content);
  draft.put(id, asset);
  log.commit(draft, request.identity);
  return content.working.get(id) ?? asset;
}
