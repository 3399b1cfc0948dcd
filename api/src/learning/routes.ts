import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LEARNING_ENDPOINTS } from '../../../contracts/learning';
import { routeSchema } from '../http/routeSchema';
import type { Academy } from './academy';
import type { LearningProgress } from './progress';
import { memberOf } from '../auth/memberGuard';

/**
 * The Academy's figures (anyone), and a member's playbacks and completions: start a playback,
 * report what it played, complete an item from it.
 */
export async function learningRoutes(app: FastifyInstance, { academy, progress }: { academy: Academy; progress: LearningProgress }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = LEARNING_ENDPOINTS;

  api.get(E.academy.path, { schema: routeSchema(E.academy) }, async (request) => ({
    success: true as const,
    ...(await academy.overview(request.auth?.member.id)),
  }));

  api.post(E.startPlayback.path, { schema: routeSchema(E.startPlayback) }, async (request, reply) => {
    const started = await progress.start(memberOf(request).id, request.params.targetType, request.params.targetId);
    return reply.status(201).send({ success: true as const, ...started });
  });

  api.post(E.reportProgress.path, { schema: routeSchema(E.reportProgress) }, async (request) => ({
    success: true as const,
    ...(await progress.report(memberOf(request).id, request.params.playbackId, request.body.watched)),
  }));

  api.post(E.complete.path, { schema: routeSchema(E.complete) }, async (request) => ({
    success: true as const,
    ...(await progress.complete(memberOf(request).id, request.params.targetType, request.params.targetId, request.body.playbackId)),
  }));
}
