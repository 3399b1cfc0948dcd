import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE_ENDPOINTS } from '../../../contracts/roles';
import { routeSchema } from '../http/routeSchema';

/** The member's role for the site's menu (the Studio link for staff, Moderation for moderators), from the session's database row. */
export async function roleRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = ROLE_ENDPOINTS;
  api.get(E.myRole.path, { schema: routeSchema(E.myRole) }, async (request) => ({
    success: true as const,
    data: { role: request.auth!.member.role },
  }));
}
