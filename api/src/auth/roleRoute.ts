import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ROLE_ENDPOINTS } from '../../../contracts/roles';
import { routeSchema } from '../http/routeSchema';
import type { Authenticator } from './authenticate';

/** The member's role for the site's menu (the Studio link for staff, Moderation for moderators), from the session's database row. */
export async function roleRoutes(app: FastifyInstance, deps: { authenticator: Authenticator }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = ROLE_ENDPOINTS;
  api.get(E.myRole.path, { schema: routeSchema(E.myRole), preValidation: deps.authenticator.requireMember }, async (request) => ({
    success: true as const,
    data: { role: request.auth!.member.role },
  }));
}
