import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COMMENT_MAX_LENGTH, type CommentView, commentRequest, ratingRequest, STANCES } from '../../../contracts/interactions';
import type { Authenticator, Member } from '../auth/authenticate';
import { displayName, viewerMark } from '../episodes/present';
import { HttpError } from '../http/errors';
import { idField, parseBody, text } from '../http/validation';
import { type CommentRecord, stanceCountsOf } from './comments';
import type { Interactions } from './index';
import { NUMERIC_ID } from './targets';
import { z } from 'zod/mini';

/** The contract's comment body, with the server's text rules on `text`. */
const commentBody = commentRequest.extend({
  text: text('Comment text', { max: COMMENT_MAX_LENGTH }),
  parentId: z.nullish(idField('Parent comment id')),
});

type TargetParams = { Params: { targetType: string; targetId: string } };

function commentView(record: CommentRecord, viewerId: number | undefined): CommentView {
  return {
    _id: String(record.id),
    parentId: record.parentId === null ? null : String(record.parentId),
    userName: displayName(record.author.firstName, record.author.lastName),
    userImage: null,
    text: record.text,
    stance: record.stance,
    likes: viewerMark(record.viewerLiked, viewerId),
    likesCount: record.likesCount,
    createdAt: record.createdAt,
  };
}

/**
 * /api/v1/interactions/{targetType}/{targetId}: the one set of interaction endpoints every
 * screen uses (DESIGN §8). Writes need a member; reads show the viewer's own marks when logged in.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  { interactions, authenticator }: { interactions: Interactions; authenticator: Authenticator },
) {
  const { targets, repository, comments } = interactions;
  const { requireMember, identifyMember } = authenticator;
  const memberOf = (request: FastifyRequest): Member => {
    if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
    return request.auth.member;
  };
  const base = '/interactions/:targetType/:targetId';

  app.get<TargetParams>(base, { preHandler: identifyMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId);
    return { success: true, interactions: await repository.summary(target, request.auth?.member.id) };
  });

  app.post<TargetParams>(`${base}/like`, { preHandler: requireMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'like');
    const { on, count } = await repository.toggleReaction(target, 'like', memberOf(request).id);
    return { success: true, liked: on, likesCount: count };
  });

  app.post<TargetParams>(`${base}/save`, { preHandler: requireMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'save');
    const { on, count } = await repository.toggleReaction(target, 'save', memberOf(request).id);
    return { success: true, saved: on, savesCount: count };
  });

  app.post<TargetParams>(`${base}/share`, { preHandler: requireMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'share');
    return { success: true, sharesCount: await repository.share(target, memberOf(request).id) };
  });

  app.post<TargetParams>(`${base}/view`, { preHandler: requireMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'view');
    return { success: true, viewsCount: await repository.view(target, memberOf(request).id) };
  });

  app.post<TargetParams>(`${base}/rating`, { preHandler: requireMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'rating');
    const { stars } = parseBody(ratingRequest, request.body);
    return { success: true, ...(await repository.rate(target, memberOf(request).id, stars)) };
  });

  app.get<TargetParams>(`${base}/comments`, { preHandler: identifyMember }, async (request) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'comment');
    const viewerId = request.auth?.member.id;
    const threads = await comments.threads(target, viewerId);
    return {
      success: true,
      comments: threads.map((thread) => ({
        ...commentView(thread, viewerId),
        replies: thread.replies.map((reply) => commentView(reply, viewerId)),
      })),
      commentsCount: threads.reduce((sum, thread) => sum + 1 + thread.replies.length, 0),
      stanceCounts: stanceCountsOf(
        STANCES.map((stance) => ({ stance, n: threads.filter((thread) => thread.stance === stance).length })),
      ),
    };
  });

  app.post<TargetParams>(`${base}/comments`, { preHandler: requireMember }, async (request, reply) => {
    const target = await targets.resolve(request.params.targetType, request.params.targetId, 'comment');
    const body = parseBody(commentBody, request.body);
    const author = memberOf(request);
    const stance = body.stance ?? null;
    let created: CommentRecord;
    if (body.parentId) {
      if (stance) throw new HttpError(400, 'Only a comment on the item itself takes a stance; a reply does not.');
      if (!NUMERIC_ID.test(body.parentId)) throw new HttpError(404, 'No comment found with this id.');
      created = await comments.addReply(Number(body.parentId), author, body.text, target);
    } else {
      created = await comments.addComment(target, author, body.text, stance);
    }
    return reply.status(201).send({ success: true, comment: commentView(created, author.id) });
  });
}
