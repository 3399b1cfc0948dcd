/**
 * The contract of POST /api/v1/uploads: members' pictures (avatars, covers, post and article
 * images). The request is multipart/form-data with one file part (named `file` by convention;
 * other text fields are ignored). Limits: 5 MB (413), JPEG, PNG, WebP or AVIF read from the bytes
 * (415 otherwise), a daily quota per member (429); the server's numbers are in api/src/config.ts.
 */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';

/** The types a picture is stored as. AVIF uploads are stored as WebP. */
export const uploadContentType = z.enum(['image/jpeg', 'image/png', 'image/webp']);

/** The types accepted, read from the file's bytes (never from its name or Content-Type). */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const UPLOAD_FILE_FIELD = 'file';

/**
 * The form, as the OpenAPI document shows it. The server reads the stream itself (so that size
 * and quota are checked before megabytes arrive): this describes the request, it does not validate it.
 */
export const uploadForm = z.object({
  [UPLOAD_FILE_FIELD]: z.file().check(
    z.describe(
      'The picture: JPEG, PNG, WebP or AVIF (judged by its bytes, not its name or type), at most 5 MB by default. It is re-encoded without its metadata.',
    ),
  ),
});

export const uploadedImage = z.object({
  /** 32 hex digits. */
  _id: z.string().check(z.regex(/^[a-f0-9]{32}$/)),
  /**
   * Where the picture is served, in the image CDN's shape (`/images/uploads/members/{id}-{w}x{h}.{ext}`);
   * it takes the same parameters as content images (`?w=`, `?h=`, `?fit=`, `?auto=format`, …).
   */
  url: z.string().check(z.startsWith('/images/uploads/members/')),
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  contentType: uploadContentType,
});

/** 201 answer. Errors are the API's usual `{ success: false, message }`. */
export const uploadAnswer = z.object({
  success: z.literal(true),
  upload: uploadedImage,
});

export type UploadedImage = z.infer<typeof uploadedImage>;
export type UploadAnswer = z.infer<typeof uploadAnswer>;

export const UPLOAD_ENDPOINTS = {
  upload: defineEndpoint({
    method: 'POST',
    path: '/uploads',
    summary: "Upload a member's picture (avatar, cover, post or article image)",
    tag: 'Uploads',
    auth: 'member',
    form: uploadForm,
    // 400: no file, two files, an empty, damaged or unreadable one; 413: over the size or pixel
    // limit; 415: not a form, or not an accepted picture; 429: over the daily quota.
    responses: { 201: uploadAnswer, ...BODY_ERRORS, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
} as const;
