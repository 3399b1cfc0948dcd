import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type CommentView, INTERACTION_ENDPOINTS } from '../../../contracts/interactions';
import { displayName, viewerMark } from '../episodes/present';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import { type CommentRecord, NO_COMMENT } from './comments';
import type { Interactions } from './index';
import type { Safety } from '../safety';
import { type InteractionKind, NUMERIC_ID } from './targets';
import { memberOf } from '../auth/memberGuard';

function commentView(record: CommentRecord, viewerId: number | undefined): CommentView {
  return {
    _id: String(record.id),
    parentId: record.parentId === null ? null : String(record.parentId),
    authorId: record.authorId === null ? null : String(record.authorId),
    userName: displayName(record.author.firstName, record.author.lastName),
    userHandle: record.authorHandle,
    userImage: record.authorPicture,
    userStage: record.authorStage,
    text: record.text,
    stance: record.stance,
    likes: viewerMark(record.viewerLiked, viewerId),
    likesCount: record.likesCount,
    createdAt: record.createdAt,
  };
}

/**
 * /api/v1/interactions/{targetType}/{targetId}: the one set of interaction endpoints every
 * screen uses. Writes need a member; reads show the viewer's own marks when logged in.
 */
export async function interactionRoutes(
  app: FastifyInstance,
  { interactions, safety }: { interactions: Interactions; safety: Safety },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { targets, repository, comments } = interactions;
  const E = INTERACTION_ENDPOINTS;
  /**
   * The target in the address as the one asking sees it: a member (found by the member guard) or a
   * visitor. What they may not read is not there for them, to write on either.
   */
  const targetFor = (request: FastifyRequest<{ Params: { targetType: string; targetId: string } }>, kind?: InteractionKind) =>
    targets.resolve(request.params.targetType, request.params.targetId, { viewerId: request.auth?.member.id, kind });

  api.get(E.summary.path, { schema: routeSchema(E.summary) }, async (request) => {
    const target = await targetFor(request);
    return { success: true as const, interactions: await repository.summary(target, request.auth?.member.id) };
  });

  api.get(E.summaries.path, { schema: routeSchema(E.summaries) }, async (request) => {
    const named = request.query.targets.split(',').map((pair) => {
      const at = pair.indexOf(':');
      return { type: pair.slice(0, at), id: pair.slice(at + 1) };
    });
    const viewerId = request.auth?.member.id;
    // An item deleted since the list was drawn (or not the viewer's to see) is left out rather than failing the whole list.
    const seen = await Promise.all(named.map(async (target) => ((await targets.isVisible(target.type, target.id, viewerId)) ? target : null)));
    const existing = seen.filter((target) => target !== null);
    return { success: true as const, summaries: await repository.summaries(existing, viewerId) };
  });

  api.post(E.like.path, { schema: routeSchema(E.like) }, async (request) => {
    const target = await targetFor(request, 'like');
    const { on, count } = await repository.toggleReaction(target, 'like', memberOf(request).id);
    await safety.events.liked(memberOf(request).id, target, on);
    return { success: true as const, liked: on, likesCount: count };
  });

  api.post(E.save.path, { schema: routeSchema(E.save) }, async (request) => {
    const target = await targetFor(request, 'save');
    const { on, count } = await repository.toggleReaction(target, 'save', memberOf(request).id);
    return { success: true as const, saved: on, savesCount: count };
  });

  api.post(E.share.path, { schema: routeSchema(E.share) }, async (request) => {
    const target = await targetFor(request, 'share');
    return { success: true as const, sharesCount: await repository.share(target, memberOf(request).id) };
  });

  // A visitor may share a public page too; each browser counts once (writes are limited per address).
  api.post(E.visitorShare.path, { schema: routeSchema(E.visitorShare) }, async (request) => {
    const target = await targetFor(request, 'share');
    return { success: true as const, sharesCount: await repository.share(target, null, request.body.visitorId) };
  });

  api.post(E.view.path, { schema: routeSchema(E.view) }, async (request) => {
    const target = await targetFor(request, 'view');
    return { success: true as const, viewsCount: await repository.view(target, { memberId: memberOf(request).id }) };
  });

  api.post(E.visitorView.path, { schema: routeSchema(E.visitorView) }, async (request) => {
    const target = await targetFor(request, 'view');
    return { success: true as const, viewsCount: await repository.view(target, { visitorId: request.body.visitorId }) };
  });

  api.post(E.rate.path, { schema: routeSchema(E.rate) }, async (request) => {
    const target = await targetFor(request, 'rating');
    return { success: true as const, ...(await repository.rate(target, memberOf(request).id, request.body.stars)) };
  });

  api.get(E.comments.path, { schema: routeSchema(E.comments) }, async (request) => {
    const target = await targetFor(request, 'comment');
    const viewerId = request.auth?.member.id;
    const before = request.query.before === undefined ? undefined : Number(request.query.before);
    const [{ threads, earlierBefore }, totals] = await Promise.all([comments.threads(target, viewerId, { before }), comments.totals(target, viewerId)]);
    return {
      success: true as const,
      comments: threads.map((thread) => ({
        ...commentView(thread, viewerId),
        replies: thread.replies.map((reply) => commentView(reply, viewerId)),
      })),
      earlierBefore: earlierBefore === null ? null : String(earlierBefore),
      threadsCount: totals.threadsCount,
      commentsCount: totals.commentsCount,
      stanceCounts: totals.stanceCounts,
    };
  });

  api.delete(E.deleteComment.path, { schema: routeSchema(E.deleteComment) }, async (request) => {
    await comments.removeOwn(Number(request.params.commentId), memberOf(request).id);
    return { success: true as const };
  });

  api.post(E.comment.path, { schema: routeSchema(E.comment) }, async (request, reply) => {
    const { body } = request;
    const author = memberOf(request);
    // A member blocked by (or blocking) the item's author is told why, before the item is looked for as they see it.
    await safety.events.assertCanComment(author.id, { type: request.params.targetType, id: request.params.targetId });
    const target = await targetFor(request, 'comment');
    const stance = body.stance ?? null;
    let created: CommentRecord;
    if (body.parentId) {
      if (stance) throw new HttpError(400, 'Only a comment on the item itself takes a stance; a reply does not.');
      if (!NUMERIC_ID.test(body.parentId)) throw new HttpError(404, NO_COMMENT);
      await safety.events.assertCanComment(author.id, target, Number(body.parentId));
      // A comment a moderator hid is not there to answer (addReply checks it is on this target).
      if (!(await targets.isVisible('comment', body.parentId, author.id))) throw new HttpError(404, NO_COMMENT);
      created = await comments.addReply(Number(body.parentId), author, body.text, target);
    } else {
      created = await comments.addComment(target, author, body.text, stance);
    }
    await safety.events.commented(author.id, { id: created.id, targetType: target.type, targetId: target.id, parentId: created.parentId, text: created.text });
    return reply.status(201).send({ success: true as const, comment: commentView(created, author.id) });
  });
}
