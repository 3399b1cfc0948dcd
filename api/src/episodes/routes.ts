import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Authenticator, Member } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import { idField, parseBody, text } from '../http/validation';
import type { EpisodeRepository } from './repository';

const MAX_TEXT = 2000;
const streamBody = z.object({ streamId: idField('Stream id') });
const commentBody = z.object({ streamId: idField('Stream id'), text: text('Comment text', { max: MAX_TEXT }) });
const replyBody = z.object({ commentId: idField('Comment id'), text: text('Reply text', { max: MAX_TEXT }) });
const commentLikeBody = z.object({ commentId: idField('Comment id') });

/** The eight episode endpoints of DESIGN §4. */
export async function episodeRoutes(
  app: FastifyInstance,
  { episodes, authenticator }: { episodes: EpisodeRepository; authenticator: Authenticator },
) {
  const { requireMember, identifyMember } = authenticator;
  /** The member that requireMember found; it ran as this route's preHandler. */
  const memberOf = (request: FastifyRequest): Member => {
    if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
    return request.auth.member;
  };

  app.get('/user/getAllEpisodesGroupedByCategory', { preHandler: identifyMember }, async (request) => ({
    success: true,
    data: await episodes.listGroupedByCategory(request.auth?.member.id),
  }));

  app.get<{ Params: { id: string } }>('/user/getepisode/:id', { preHandler: identifyMember }, async (request) => ({
    success: true,
    stream: await episodes.getEpisode(request.params.id, request.auth?.member.id),
  }));

  app.post('/user/like-unlike-stream', { preHandler: requireMember }, async (request) => {
    const { streamId } = parseBody(streamBody, request.body);
    return { success: true, ...(await episodes.toggleLike(streamId, memberOf(request).id)) };
  });

  app.post('/user/save-unsave-stream', { preHandler: requireMember }, async (request) => {
    const { streamId } = parseBody(streamBody, request.body);
    return { success: true, ...(await episodes.toggleSave(streamId, memberOf(request).id)) };
  });

  app.post('/user/share-stream', { preHandler: requireMember }, async (request) => {
    const { streamId } = parseBody(streamBody, request.body);
    return { success: true, ...(await episodes.share(streamId, memberOf(request).id)) };
  });

  app.post('/user/add-comment-to-stream', { preHandler: requireMember }, async (request, reply) => {
    const { streamId, text: commentText } = parseBody(commentBody, request.body);
    const comment = await episodes.addComment(streamId, memberOf(request), commentText);
    return reply.status(201).send({ success: true, comment });
  });

  app.post('/user/add-reply-to-stream-comment', { preHandler: requireMember }, async (request, reply) => {
    const { commentId, text: replyText } = parseBody(replyBody, request.body);
    const created = await episodes.addReply(commentId, memberOf(request), replyText);
    return reply.status(201).send({ success: true, reply: created });
  });

  app.post('/user/like-unlike-stream-comment', { preHandler: requireMember }, async (request) => {
    const { commentId } = parseBody(commentLikeBody, request.body);
    return { success: true, ...(await episodes.toggleCommentLike(commentId, memberOf(request).id)) };
  });
}
