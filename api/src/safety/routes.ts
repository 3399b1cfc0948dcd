import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { SAFETY_ENDPOINTS as E } from '../../../contracts/safety';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { clock, CLOCK_SHIFT_HEADER } from '../clock';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { Safety } from './index';
import { memberOf } from '../auth/memberGuard';

const ok = true as const;

/** /api/v1/reports, /blocks, /mutes, /moderation/…, /notifications/…. */
export async function safetyRoutes(app: FastifyInstance, { safety }: { safety: Safety }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { members, moderation, notifier } = safety;
  // The browser tests' server moves the clock for the requests that ask (api/src/clock.ts).
  const onRequest = (request: FastifyRequest, _reply: unknown, done: () => void) => clock.forRequest(request.headers[CLOCK_SHIFT_HEADER], done);
  // The role is read with the session, from the database; 403 (after the guard's 401) for anyone else.
  const forModerator = {
    onRequest,
    preValidation: async (request: FastifyRequest) => {
      if (memberOf(request).role !== 'moderator') throw new HttpError(403, SAFETY_MESSAGES.moderatorsOnly);
    },
  };

  api.post(E.report.path, { schema: routeSchema(E.report), onRequest }, async (request, reply) => {
    const report = await members.report(memberOf(request).id, request.body);
    return reply.status(201).send({ success: ok, message: SAFETY_MESSAGES.reportReceived, report });
  });
  api.get(E.myReports.path, { schema: routeSchema(E.myReports), onRequest }, async (request) => ({ success: ok, reports: await members.mine(memberOf(request).id) }));

  for (const relation of ['blocks', 'mutes'] as const) {
    const [list, on, off] = relation === 'blocks' ? [E.blocks, E.block, E.unblock] : [E.mutes, E.mute, E.unmute];
    const said = relation === 'blocks' ? ['Blocked.', 'Unblocked.'] : ['Muted: their posts leave your feed.', 'Unmuted.'];
    api.get(list.path, { schema: routeSchema(list), onRequest }, async (request) => ({ success: ok, members: await members.list(relation, memberOf(request).id) }));
    api.put(on.path, { schema: routeSchema(on), onRequest }, async (request) => ({
      success: ok,
      message: said[0]!,
      on: await members.relate(relation, memberOf(request).id, (request.params as { handle: string }).handle, true),
    }));
    api.delete(off.path, { schema: routeSchema(off), onRequest }, async (request) => ({
      success: ok,
      message: said[1]!,
      on: await members.relate(relation, memberOf(request).id, (request.params as { handle: string }).handle, false),
    }));
  }

  api.get(E.reportQueue.path, { schema: routeSchema(E.reportQueue), ...forModerator }, async () => ({ success: ok, groups: await moderation.queue() }));
  api.post(E.decide.path, { schema: routeSchema(E.decide), ...forModerator }, async (request, reply) => {
    const { itemType, itemId } = request.params;
    const decision = await moderation.decide(memberOf(request).id, itemType, itemId, request.body.action, request.body.reason);
    return reply.status(201).send({ success: ok, message: request.body.action === 'hide' ? 'Hidden.' : 'Reports dismissed.', decision });
  });
  api.post(E.suspend.path, { schema: routeSchema(E.suspend), ...forModerator }, async (request, reply) => {
    const decision = await moderation.suspend(memberOf(request).id, request.params.handle, request.body.reason, request.body.days);
    return reply.status(201).send({ success: ok, message: 'Suspended: their sessions have ended.', decision });
  });
  api.post(E.reverse.path, { schema: routeSchema(E.reverse), ...forModerator }, async (request, reply) => {
    const decision = await moderation.reverse(memberOf(request).id, Number(request.params.decisionId), request.body.reason);
    return reply.status(201).send({ success: ok, message: 'Reversed.', decision });
  });
  api.get(E.decisions.path, { schema: routeSchema(E.decisions), ...forModerator }, async (request) => ({
    success: ok,
    ...(await moderation.decisions(Number(request.query.page ?? 1))),
  }));

  api.get(E.notifications.path, { schema: routeSchema(E.notifications), onRequest }, async (request) => ({
    success: ok,
    ...(await notifier.list(memberOf(request).id, request.query.before === undefined ? undefined : Number(request.query.before))),
  }));
  api.get(E.unread.path, { schema: routeSchema(E.unread), onRequest }, async (request) => ({ success: ok, unreadCount: await notifier.unreadCount(memberOf(request).id) }));
  api.post(E.markRead.path, { schema: routeSchema(E.markRead), onRequest }, async (request) => ({
    success: ok,
    unreadCount: await notifier.markRead(memberOf(request).id, Number(request.params.notificationId)),
  }));
  api.post(E.markAllRead.path, { schema: routeSchema(E.markAllRead), onRequest }, async (request) => ({ success: ok, unreadCount: await notifier.markAllRead(memberOf(request).id) }));
  api.post(E.unsubscribe.path, { schema: routeSchema(E.unsubscribe), onRequest }, async (request) => ({ success: ok, ...(await notifier.unsubscribe(request.body.token)) }));
}
