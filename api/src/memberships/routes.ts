import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MEMBERSHIP_ENDPOINTS } from '../../../contracts/memberships';
import { MESSAGES } from '../../../contracts/messages';
import type { Authenticator, Member } from '../auth/authenticate';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { MembershipStore } from './repository';

export interface MembershipRouteDeps {
  memberships: MembershipStore;
  authenticator: Authenticator;
}

/** /api/v1/memberships: what a member holds, and buying a plan through the payments module. */
export async function membershipRoutes(app: FastifyInstance, { memberships, authenticator }: MembershipRouteDeps) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = MEMBERSHIP_ENDPOINTS;
  const memberOf = (request: FastifyRequest): Member => {
    if (!request.auth) throw new HttpError(401, MESSAGES.session.loginRequired);
    return request.auth.member;
  };

  api.get(E.me.path, { schema: routeSchema(E.me), preValidation: authenticator.requireMember }, async (request) => {
    const { id } = memberOf(request);
    const current = await memberships.current(id, new Date());
    return { success: true as const, premium: current !== null, current, paidUntil: await memberships.paidUntil(id) };
  });
}
