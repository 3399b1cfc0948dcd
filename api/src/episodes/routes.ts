import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EPISODE_ENDPOINTS } from '../../../contracts/episodes';
import { routeSchema } from '../http/routeSchema';
import type { EpisodeRepository } from './repository';
import type { Safety } from '../safety';
import { NUMERIC_ID } from '../interactions/targets';
import { memberOf } from '../auth/memberGuard';

/** The eight episode endpoints, declared from their contract (`contracts/episodes.ts`). */
export async function episodeRoutes(
  app: FastifyInstance,
  { episodes, safety }: { episodes: EpisodeRepository; safety: Safety },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { list, detail, like, save, share, comment, reply, likeComment } = EPISODE_ENDPOINTS;

  api.get(list.path, { schema: routeSchema(list) }, async (request) => ({
    success: true as const,
    data: await episodes.listGroupedByCategory(request.auth?.member.id),
  }));

  api.get(detail.path, { schema: routeSchema(detail) }, async (request) => ({
    success: true as const,
    stream: await episodes.getEpisode(request.params.id, request.auth?.member.id),
  }));

  api.post(like.path, { schema: routeSchema(like) }, async (request) => ({
    success: true as const,
    ...(await episodes.toggleLike(request.body.streamId, memberOf(request).id)),
  }));

  api.post(save.path, { schema: routeSchema(save) }, async (request) => ({
    success: true as const,
    ...(await episodes.toggleSave(request.body.streamId, memberOf(request).id)),
  }));

  api.post(share.path, { schema: routeSchema(share) }, async (request) => ({
    success: true as const,
    ...(await episodes.share(request.body.streamId, memberOf(request).id)),
  }));

  api.post(comment.path, { schema: routeSchema(comment) }, async (request, answer) => {
    const created = await episodes.addComment(request.body.streamId, memberOf(request), request.body.text);
    await safety.events.commentedById(memberOf(request).id, Number(created._id));
    return answer.status(201).send({ success: true, comment: created });
  });

  api.post(reply.path, { schema: routeSchema(reply) }, async (request, answer) => {
    // A reply to a member who blocked the author (or whom the author blocked) is refused before anything is stored.
    if (NUMERIC_ID.test(request.body.commentId)) await safety.events.assertCanComment(memberOf(request).id, { type: 'episode', id: '' }, Number(request.body.commentId));
    const created = await episodes.addReply(request.body.commentId, memberOf(request), request.body.text);
    await safety.events.commentedById(memberOf(request).id, Number(created._id));
    return answer.status(201).send({ success: true, reply: created });
  });

  api.post(likeComment.path, { schema: routeSchema(likeComment) }, async (request) => {
    const answer = await episodes.toggleCommentLike(request.body.commentId, memberOf(request).id);
    await safety.events.liked(memberOf(request).id, { type: 'comment', id: request.body.commentId }, answer.liked);
    return { success: true as const, ...answer };
  });
}
