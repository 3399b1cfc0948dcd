/**
 * The contract of POST /api/v1/uploads: members' pictures (avatars, covers, post and article
 * images). The request is multipart/form-data with one file part (named `file` by convention;
 * other text fields are ignored). Limits: 5 MB (413), JPEG, PNG, WebP or AVIF read from the bytes
 * (415 otherwise), a daily quota per member (429); the server's numbers are in api/src/config.ts.
 */
import { z } from 'zod';

/** The types a picture is stored as. AVIF uploads are stored as WebP. */
export const uploadContentType = z.enum(['image/jpeg', 'image/png', 'image/webp']);

/** The types accepted, read from the file's bytes (never from its name or Content-Type). */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;

export const UPLOAD_FILE_FIELD = 'file';

export const uploadedImage = z.object({
  /** 32 hex digits. */
  _id: z.string().regex(/^[a-f0-9]{32}$/),
  /**
   * Where the picture is served, in the image CDN's shape (`/images/uploads/members/{id}-{w}x{h}.{ext}`);
   * it takes the same parameters as content images (`?w=`, `?h=`, `?fit=`, `?auto=format`, …).
   */
  url: z.string().startsWith('/images/uploads/members/'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  contentType: uploadContentType,
});

/** 201 answer. Errors are the API's usual `{ success: false, message }` (400, 401, 413, 415, 429). */
export const uploadAnswer = z.object({
  success: z.literal(true),
  upload: uploadedImage,
});

export type UploadedImage = z.infer<typeof uploadedImage>;
export type UploadAnswer = z.infer<typeof uploadAnswer>;
