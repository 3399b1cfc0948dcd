import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { MESSAGING_ENDPOINTS as E } from '../../../contracts/messaging';
import { MESSAGE_MAX_LENGTH, MESSAGING_MESSAGES } from '../../../contracts/messagingRules';
import { clock, CLOCK_SHIFT_HEADER } from '../clock';
import { DEFAULT_UPLOAD_LIMITS, type UploadLimits } from '../config';
import type { Database } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { PublishedContent } from '../content/dataset';
import type { LiveHub } from '../live/hub';
import type { PictureFiles } from '../uploads/pictureFiles';
import { createUploadRepository } from '../uploads/repository';
import { createConversations } from './conversations';
import { createMessageImages } from './images';
import { registerMessageEvents } from './liveEvents';
import { createMessages, type Notify } from './messages';
import { createLinkCards } from './views';
import { memberOf } from '../auth/memberGuard';

export interface MessagingDeps {
  db: Kysely<Database>;
  hub: LiveHub;
  content: PublishedContent;
  pictures: PictureFiles;
  uploadLimits?: Partial<UploadLimits>;
  notify?: Notify;
}

/** The messaging services, shared by the routes, sign-up's welcome and erasure. */
export function createMessaging({ db, hub, content, pictures, uploadLimits, notify }: MessagingDeps) {
  const cards = createLinkCards(db, content);
  const conversations = createConversations(db, hub, cards);
  const messages = createMessages(db, hub, conversations, cards, notify);
  const limits = { ...DEFAULT_UPLOAD_LIMITS, ...uploadLimits };
  const images = createMessageImages(db, limits, pictures, createUploadRepository(db, limits));
  registerMessageEvents(db, hub, cards, conversations);
  return { cards, conversations, messages, images };
}
export type Messaging = ReturnType<typeof createMessaging>;

const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** /api/v1/messages/…: conversations, messages, reactions, read state, typing and private pictures. */
export async function messagingRoutes(app: FastifyInstance, { messaging, maxImageBytes }: { messaging: Messaging; maxImageBytes: number }) {
  const { conversations, messages, images } = messaging;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = (request: FastifyRequest, _reply: unknown, done: () => void) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done);
  const me = (request: FastifyRequest) => memberOf(request).id;
  const ok = true as const;

  api.get(E.conversations.path, { schema: routeSchema(E.conversations), onRequest }, async (request) => {
    await conversations.syncTribes(me(request));
    const list = await conversations.summaries(me(request), request.query.filter ?? 'all', request.query.q || undefined);
    return { success: ok, conversations: list, unreadTotal: await conversations.unreadTotal(me(request)) };
  });
  api.get(E.unread.path, { schema: routeSchema(E.unread), onRequest }, async (request) => ({ success: ok, unreadTotal: await conversations.unreadTotal(me(request)) }));
  api.post(E.open.path, { schema: routeSchema(E.open), onRequest }, async (request) => {
    const id = await conversations.openWith(me(request), request.body.handle);
    return conversations.detail(id, me(request));
  });
  api.get(E.conversation.path, { schema: routeSchema(E.conversation), onRequest }, async (request) =>
    conversations.detail(Number(request.params.conversationId), me(request), request.query.before ? Number(request.query.before) : undefined),
  );
  api.post(E.send.path, { schema: routeSchema(E.send), onRequest }, async (request, reply) =>
    reply.status(201).send({ success: ok, message: await messages.send(me(request), Number(request.params.conversationId), { text: request.body.text, link: request.body.link }) }),
  );
  api.post(E.read.path, { schema: routeSchema(E.read), onRequest }, async (request) => {
    const id = Number(request.params.conversationId);
    await conversations.participation(id, me(request));
    return { success: ok, unreadTotal: await conversations.markRead(me(request), [id]) };
  });
  api.get(E.linkOptions.path, { schema: routeSchema(E.linkOptions), onRequest }, async (request) => ({
    success: ok,
    links: await messaging.cards.search(request.query.type, request.query.q || undefined),
  }));
  api.post(E.readAll.path, { schema: routeSchema(E.readAll), onRequest }, async (request) => {
    const rows = await conversations.summaries(me(request), 'unread', undefined);
    return { success: ok, unreadTotal: await conversations.markRead(me(request), rows.map((row) => Number(row.id))) };
  });
  api.post(E.typing.path, { schema: routeSchema(E.typing), onRequest }, async (request) => {
    await messages.typing(me(request), Number(request.params.conversationId));
    return { success: ok };
  });
  api.put(E.react.path, { schema: routeSchema(E.react), onRequest }, async (request) => ({
    success: ok,
    message: await messages.react(me(request), Number(request.params.messageId), request.body.reaction),
  }));
  api.delete(E.unreact.path, { schema: routeSchema(E.unreact), onRequest }, async (request) => ({
    success: ok,
    message: await messages.react(me(request), Number(request.params.messageId), null),
  }));
  api.delete(E.remove.path, { schema: routeSchema(E.remove), onRequest }, async (request) => {
    const { imageUrl } = await messages.remove(me(request), Number(request.params.messageId), request.query.for);
    await images.remove(imageUrl);
    return { success: ok };
  });
  api.get(E.image.path, { schema: routeSchema(E.image), onRequest }, async (request, reply) => {
    const { stream, contentType } = await images.open(request.params.name, me(request), memberOf(request).role === 'moderator');
    // Private: the member's browser may keep it, shared caches never. (The contract's string is the file's bytes.)
    return reply.type(contentType).header('cache-control', 'private, max-age=3600').header('x-content-type-options', 'nosniff').send(stream as never);
  });

  // The picture form in a scope of its own, so its multipart parser applies to this route only.
  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: maxImageBytes, files: 1, fields: 2, fieldSize: 20_000, parts: 3, headerPairs: 20 } });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.withTypeProvider<ZodTypeProvider>().post(
      E.sendImage.path,
      {
        schema: routeSchema(E.sendImage),
        // Before the body is read: a visitor, or a body larger than any accepted picture, is answered without receiving it.
        onRequest: [
          onRequest,
          async (request: FastifyRequest) => {
            if (Number(request.headers['content-length'] ?? 0) > maxImageBytes + MULTIPART_OVERHEAD_BYTES) throw new HttpError(413, `The picture is too large. ${MESSAGING_MESSAGES.imageTypes}`);
            await images.assertRoomLeft(me(request));
          },
        ],
      },
      async (request, reply) => {
        const conversationId = Number(request.params.conversationId);
        // Refusals (not a participant, blocked, too many) come before the picture is kept.
        const participants = await messages.prepare(me(request), conversationId);
        const { bytes, text } = await images.read(request);
        if (text && text.trim().length > MESSAGE_MAX_LENGTH) throw new HttpError(400, MESSAGING_MESSAGES.tooLong);
        const stored = await images.store(bytes, me(request));
        try {
          const message = await messages.send(me(request), conversationId, { text, image: { url: stored.url, alt: null } }, participants);
          return reply.status(201).send({ success: ok, message });
        } catch (error) {
          await images.remove(stored.url);
          throw error;
        }
      },
    );
  });
}
