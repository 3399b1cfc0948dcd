import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '../../../contracts/endpoint';
import { MESSAGING_MESSAGES as messages } from '../../../contracts/messagingRules';
import type { UploadLimits } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { detectFormat, findMarkup } from '../uploads/inspect';
import type { PictureFiles } from '../uploads/pictureFiles';
import { reencode } from '../uploads/reencode';
import type { UploadRepository } from '../uploads/repository';
import { visibleTo } from './visibility';

/** Where message pictures are addressed: under the API, answered only to a conversation's participants. */
export const MESSAGE_IMAGES_PATH = `${API_PREFIX}/messages/images/`;

const CONTENT_TYPES: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

const FOLDER = path.join('private', 'messages');

/**
 * Message pictures, kept apart from members' public uploads (DATA_DIR/private/messages, never
 * under a public address; with PostgreSQL also in the database, for every instance): judged by
 * their bytes and re-encoded like every upload, counted in the sender's upload quota, then served
 * by the API to the participants of the conversation whose message holds them.
 */
export function createMessageImages(db: Kysely<Database>, limits: UploadLimits, pictures: PictureFiles, uploads: UploadRepository) {
  const pictureOf = (fileName: string) => ({ folder: FOLDER, fileName });

  return {
    /** Reads one picture (and an optional "text" field) from a multipart form. */
    async read(request: FastifyRequest): Promise<{ bytes: Buffer; text: string | null }> {
      if (!request.isMultipart()) throw new HttpError(415, `Please send the picture as multipart/form-data, in a file field named "file". ${messages.imageTypes}`);
      let bytes: Buffer | undefined;
      let text: string | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const chunks: Buffer[] = [];
            for await (const chunk of part.file) chunks.push(chunk as Buffer);
            if (part.file.truncated) throw new HttpError(413, `The picture is too large. ${messages.imageTypes}`);
            bytes = Buffer.concat(chunks);
          } else if (part.fieldname === 'text' && typeof part.value === 'string') text = part.value;
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        throw new HttpError(400, 'The picture could not be read. Please send a multipart/form-data form with one file field named "file".');
      }
      if (!bytes || bytes.length === 0) throw new HttpError(400, `Please attach a picture. ${messages.imageTypes}`);
      return { bytes, text };
    },

    /** Before the form is read: refuses a member whose upload quota is used up. */
    assertRoomLeft: (memberId: number) => uploads.assertRoomLeft(memberId),

    /** Checks and stores a picture of the member's, within their upload quota; the address it answers is private. */
    async store(bytes: Buffer, memberId: number): Promise<{ url: string; name: string }> {
      const format = await detectFormat(bytes);
      if (!format) throw new HttpError(415, messages.imageTypes);
      if (findMarkup(bytes)) throw new HttpError(415, 'The file is a picture that also carries markup, which is not accepted. Please export the picture again and retry.');
      const image = await reencode(bytes, format, limits);
      if (findMarkup(image.data)) throw new HttpError(415, 'The file is a picture that also carries markup, which is not accepted. Please export the picture again and retry.');
      const id = randomBytes(16).toString('hex');
      const name = `${id}.${image.format}`;
      await pictures.save(pictureOf(name), { userId: memberId, contentType: image.contentType }, image.data);
      try {
        await uploads.record({ id, userId: memberId, fileName: name, contentType: image.contentType, width: image.width, height: image.height, bytes: image.data.length, kind: 'message' });
      } catch (error) {
        await pictures.remove(pictureOf(name));
        throw error;
      }
      return { url: `${MESSAGE_IMAGES_PATH}${name}`, name };
    },

    /** Removes the picture's file, on every instance; its quota row stays for the day it counts in. */
    async remove(url: string | null) {
      if (!url?.startsWith(MESSAGE_IMAGES_PATH)) return;
      await pictures.remove(pictureOf(path.basename(url)));
    },

    /**
     * The picture's bytes for a participant of a conversation that holds it, or for a moderator when
     * a message of that conversation was reported (the queue shows a reported message among its
     * neighbours); 404 for anyone else.
     */
    async open(name: string, memberId: number, moderator = false): Promise<{ stream: fs.ReadStream; contentType: string }> {
      const url = `${MESSAGE_IMAGES_PATH}${name}`;
      const participant = () =>
        db
          .selectFrom('messages')
          .innerJoin('conversation_participants as p', (join) => join.onRef('p.conversation_id', '=', 'messages.conversation_id').on('p.user_id', '=', memberId))
          .select('messages.id')
          .where('messages.image_url', '=', url)
          .where(visibleTo(memberId))
          .executeTakeFirst();
      const reportedNearby = () =>
        db
          .selectFrom('messages')
          .innerJoin('messages as reported', 'reported.conversation_id', 'messages.conversation_id')
          .innerJoin('reports', (join) => join.on('reports.item_type', '=', 'message').on((eb) => eb(eb.cast('reported.id', 'text'), '=', eb.ref('reports.item_id'))))
          .select('messages.id')
          .where('messages.image_url', '=', url)
          .executeTakeFirst();
      const allowed = (await participant()) ?? (moderator ? await reportedNearby() : undefined);
      if (!allowed || !(await pictures.present(pictureOf(name)))) throw new HttpError(404, messages.imageNotFound);
      return { stream: fs.createReadStream(pictures.fileOf(pictureOf(name))), contentType: CONTENT_TYPES[name.split('.').pop() ?? ''] ?? 'application/octet-stream' };
    },

  };
}

export type MessageImages = ReturnType<typeof createMessageImages>;
