import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { KARMA_ENDPOINTS } from '../../../contracts/karma';
import { LEADERBOARD_DEFAULT_SIZE } from '../../../contracts/karmaRules';
import { routeSchema } from '../http/routeSchema';
import type { createKarmaPanel } from './panel';
import { memberOf } from '../auth/memberGuard';

/** /api/v1/karma/…: the signed-in member's Karmic Points panel, and the leaderboard. */
export async function karmaRoutes(app: FastifyInstance, { panel }: { panel: ReturnType<typeof createKarmaPanel> }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = KARMA_ENDPOINTS;

  api.get(E.mine.path, { schema: routeSchema(E.mine) }, async (request) => {
    const id = memberOf(request).id;
    const [standing, history] = await Promise.all([panel.standing(id), panel.history(id, Number(request.query.page ?? 1))]);
    return { success: true as const, standing, history };
  });

  api.get(E.leaderboard.path, { schema: routeSchema(E.leaderboard) }, async (request) => {
    const period = request.query.period ?? '7d';
    return { success: true as const, period, members: await panel.leaderboard(period, Number(request.query.limit ?? LEADERBOARD_DEFAULT_SIZE)) };
  });
}
