import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEARNING_ENDPOINTS } from '../../../contracts/learning';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import type { Authenticator } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { Academy } from './academy';
import type { LearningProgress } from './progress';

/**
 * The Academy's figures (anyone), and a member's playbacks and completions: start a playback,
 * report what it played, complete an item from it.
 */
export async function learningRoutes(app: FastifyInstance, { authenticator, academy, progress }: { authenticator: Authenticator; academy: Academy; progress: LearningProgress }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = LEARNING_ENDPOINTS;
  const memberIdOf = (request: FastifyRequest) => {
    if (!request.auth) throw new HttpError(401, SESSION_MESSAGES.loginRequired);
    return request.auth.member.id;
  };
  const forMember = { preValidation: authenticator.requireMember };

  api.get(E.academy.path, { schema: routeSchema(E.academy), preValidation: authenticator.identifyMember }, async (request) => ({
    success: true as const,
    ...(await academy.overview(request.auth?.member.id)),
  }));

  api.post(E.startPlayback.path, { schema: routeSchema(E.startPlayback), ...forMember }, async (request, reply) => {
    const started = await progress.start(memberIdOf(request), request.params.targetType, request.params.targetId);
    return reply.status(201).send({ success: true as const, ...started });
  });

  api.post(E.reportProgress.path, { schema: routeSchema(E.reportProgress), ...forMember }, async (request) => ({
    success: true as const,
    ...(await progress.report(memberIdOf(request), request.params.playbackId, request.body.watched)),
  }));

  api.post(E.complete.path, { schema: routeSchema(E.complete), ...forMember }, async (request) => ({
    success: true as const,
    ...(await progress.complete(memberIdOf(request), request.params.targetType, request.params.targetId, request.body.playbackId)),
  }));
}
