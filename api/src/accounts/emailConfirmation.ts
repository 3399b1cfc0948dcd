import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { ACCOUNT_ENDPOINTS } from '../../../contracts/accounts';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { createLimiter, type RateLimitStore } from '../auth/rateLimit';
import type { Database } from '../db/schema';
import type { Mailer } from '../email';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { AccountRouteDeps } from './deps';
import { ACCOUNT_EMAILS } from './emails';
import type { AccountLinks } from './links';
import { memberOf } from '../auth/memberGuard';

/** Confirmation links asked for one member per hour (sign-up's included). */
const CONFIRMATIONS_PER_HOUR = 5;

/** Whether a link sent to the member's present address has been opened. */
export async function emailConfirmed(db: Kysely<Database>, memberId: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('email_confirmed_at').where('id', '=', memberId).executeTakeFirst();
  return Boolean(row?.email_confirmed_at);
}

/**
 * Sends a member's present address a link that proves it. The account works without it; the proof
 * is what a role, and the export or erasure of enquiries sent from the address, need.
 */
export function createEmailConfirmation(deps: { links: AccountLinks; mailer: Mailer; siteOrigin: () => string; log: FastifyBaseLogger }) {
  async function send(memberId: number, email: string) {
    const token = await deps.links.issueConfirmation(memberId, email);
    await deps.mailer.send(ACCOUNT_EMAILS.confirmEmail(email, deps.siteOrigin(), token));
  }
  return {
    send,
    /** At sign-up: a mail server that fails is logged, and the member can ask again from Settings. */
    async sendQuietly(memberId: number, email: string) {
      try {
        await send(memberId, email);
      } catch (error) {
        deps.log.error({ err: error }, 'the confirmation e-mail could not be sent');
      }
    },
  };
}

export type EmailConfirmation = ReturnType<typeof createEmailConfirmation>;

/** POST /account/email/confirmation: Settings' "send the link again". */
export async function emailConfirmationRoutes(
  app: FastifyInstance,
  { db, rateLimits, confirmation }: Pick<AccountRouteDeps, 'db'> & { rateLimits: RateLimitStore; confirmation: EmailConfirmation },
) {
  const E = ACCOUNT_ENDPOINTS;
  const perMember = createLimiter(rateLimits, {
    max: CONFIRMATIONS_PER_HOUR,
    timeWindowMs: 60 * 60_000,
    key: (request) => `confirm-email:${memberOf(request).id}`,
    message: ACCOUNT_MESSAGES.confirmationsPerHour,
  });
  app.withTypeProvider<ZodTypeProvider>().post(
    E.resendConfirmation.path,
    { schema: routeSchema(E.resendConfirmation), preValidation: perMember },
    async (request, reply) => {
      const member = memberOf(request);
      if (await emailConfirmed(db, member.id)) throw new HttpError(409, ACCOUNT_MESSAGES.alreadyConfirmed);
      await confirmation.send(member.id, member.email);
      return reply.status(202).send({ success: true as const, message: ACCOUNT_MESSAGES.confirmationSent(member.email) });
    },
  );
}
