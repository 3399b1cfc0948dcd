import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KARMA_ENDPOINTS } from '../../../contracts/karma';
import { LEADERBOARD_DEFAULT_SIZE } from '../../../contracts/karmaRules';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import type { Authenticator } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { createKarmaPanel } from './panel';

/** /api/v1/karma/…: the signed-in member's Karmic Points panel, and the leaderboard. */
export async function karmaRoutes(app: FastifyInstance, { panel, authenticator }: { panel: ReturnType<typeof createKarmaPanel>; authenticator: Authenticator }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = KARMA_ENDPOINTS;
  const memberId = (request: FastifyRequest) => {
    if (!request.auth) throw new HttpError(401, SESSION_MESSAGES.loginRequired);
    return request.auth.member.id;
  };

  api.get(E.mine.path, { schema: routeSchema(E.mine), preValidation: authenticator.requireMember }, async (request) => {
    const id = memberId(request);
    const [standing, history] = await Promise.all([panel.standing(id), panel.history(id, Number(request.query.page ?? 1))]);
    return { success: true as const, standing, history };
  });

  api.get(E.leaderboard.path, { schema: routeSchema(E.leaderboard) }, async (request) => {
    const period = request.query.period ?? '7d';
    return { success: true as const, period, members: await panel.leaderboard(period, Number(request.query.limit ?? LEADERBOARD_DEFAULT_SIZE)) };
  });
}
