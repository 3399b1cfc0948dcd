/**
 * Tells a staff member's draft preview of a page that the working dataset changed, so the page
 * reads its drafts again while they type in the Studio. The preview page is let in by the page
 * session cookie (it has no access token of the Studio's), so this stream is too: a staff member's
 * cookie, or 401/403 as the API answers. It says only which documents changed, never their content.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRAFT_PREVIEW_CHANGE_EVENT, DRAFT_PREVIEW_CHANGES_PATH } from '../../../contracts/draftPreviewChanges';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import type { ContentStore } from '../content';
import { HttpError } from '../http/errors';

const KEEP_ALIVE_MS = 25_000;

/** The member a page request's session cookie names (auth/pageReader.ts). */
export interface PreviewReaders {
  readerOf(request: FastifyRequest, reply: FastifyReply): Promise<{ member: { role: string } } | null>;
}

export function registerPreviewChanges(app: FastifyInstance, deps: { content: ContentStore; readers: PreviewReaders }) {
  app.get(DRAFT_PREVIEW_CHANGES_PATH, async (request, reply) => {
    const reader = await deps.readers.readerOf(request, reply);
    if (!reader) throw new HttpError(401, SESSION_MESSAGES.loginRequired);
    if (reader.member.role !== 'staff') throw new HttpError(403, SESSION_MESSAGES.staffOnly);
    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'private, no-store, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    stream.write(': open\n\n');
    app.liveStreams.track(stream);
    const unsubscribe = deps.content.working.subscribe((change) => {
      if (stream.writableEnded) return;
      const documentIds = change.documents.map(({ id }) => id);
      stream.write(`event: ${DRAFT_PREVIEW_CHANGE_EVENT}\ndata: ${JSON.stringify({ documentIds })}\n\n`);
    });
    const keepAlive = setInterval(() => stream.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
    stream.once('close', () => {
      clearInterval(keepAlive);
      unsubscribe();
    });
  });
}
