import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS } from '../../../contracts/accounts';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { ACCOUNT_EMAILS } from '../accounts/emails';
import type { AccountRouteDeps } from '../accounts/deps';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { MemberDataRegistry } from './dataRegistry';
import { memberOf } from '../auth/memberGuard';

/**
 * "My data" and "Delete my account": both go through the one registry of member data, so each
 * covers exactly the same parts. Only the member's own session reaches them; nothing takes an id.
 */
export async function memberDataRoutes(app: FastifyInstance, deps: AccountRouteDeps & { members: MemberDataRegistry }) {
  const { db, hasher, mailer, members, attemptsPerIp, sessions, cookies } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = ACCOUNT_ENDPOINTS;

  api.get(
    E.myData.path,
    { schema: routeSchema(E.myData) },
    async (request, reply) => {
      const member = memberOf(request);
      const data = await members.exportFor(member.id, member.email);
      return reply
        .header('content-disposition', `attachment; filename="jnanam-my-data-${data.generatedAt.slice(0, 10)}.json"`)
        .header('cache-control', 'no-store')
        .send(data);
    },
  );

  api.get(E.erasurePlan.path, { schema: routeSchema(E.erasurePlan) }, async () => ({
    success: true as const,
    data: { parts: members.plan() },
  }));

  api.post(
    E.deleteAccount.path,
    { schema: routeSchema(E.deleteAccount), onRequest: attemptsPerIp },
    async (request, reply) => {
      const member = memberOf(request);
      const row = await db
        .selectFrom('users')
        .select(['password_hash', 'email'])
        .where('id', '=', member.id)
        .executeTakeFirstOrThrow();
      if (!(await hasher.verify(row.password_hash, request.body.password)))
        throw new HttpError(403, ACCOUNT_MESSAGES.passwordWrong);
      const steps = await members.erase(member.id, row.email);
      await sessions.ended(member.id);
      // The browser forgets the session with the account (the API already refuses its token).
      cookies.clear(reply, request);
      const kept = steps.filter((step) => step.effect === 'kept');
      // The last message to the address: what was done, and what the law makes the trust keep.
      await mailer.send(
        ACCOUNT_EMAILS.accountDeleted(
          row.email,
          kept.map((step) => `${step.label}: ${step.explanation}`),
        ),
      );
      const keptNote = kept.length
        ? ` We keep only what the law obliges us to: ${kept.map((step) => step.label.toLowerCase()).join(', ')}.`
        : ' Nothing about you is kept.';
      return { success: true as const, message: `${ACCOUNT_MESSAGES.accountDeleted}${keptNote}`, data: { parts: steps } };
    },
  );
}
