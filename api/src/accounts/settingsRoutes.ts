import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS, type EmailPreferences } from '../../../contracts/accounts';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { isUniqueViolation, nowIso } from '../db/dialect';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { AccountRouteDeps } from './deps';
import { ACCOUNT_EMAILS } from './emails';
import { memberOf } from '../auth/memberGuard';

/** The preferences as the users row stores them (1/0) and as the contract shows them. */
const preferencesOf = (row: { email_replies: number; email_messages: number; email_receipts: number; email_follows: number; email_digest: number }): EmailPreferences => ({
  replies: Number(row.email_replies) === 1,
  messages: Number(row.email_messages) === 1,
  receipts: Number(row.email_receipts) === 1,
  follows: Number(row.email_follows) === 1,
  digest: Number(row.email_digest) === 1,
});

/**
 * The settings page's reads and writes besides the password: the account as the member sees it,
 * a change of e-mail address (confirmed by a link to the new address; the old one is told), and
 * which e-mails the member wants. Other features read the preferences with `wantsEmail`.
 */
export async function settingsRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { db, hasher, links, mailer, attemptsPerIp, siteOrigin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = ACCOUNT_ENDPOINTS;
  const userRow = (id: number) => db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  api.get(E.settings.path, { schema: routeSchema(E.settings) }, async (request) => {
    const row = await userRow(memberOf(request).id);
    return {
      success: true as const,
      data: {
        firstName: row.first_name,
        lastName: row.last_name,
        email: row.email,
        pendingEmail: await links.pendingEmail(row.id),
        emailConfirmed: Boolean(row.email_confirmed_at),
        emailPreferences: preferencesOf(row),
      },
    };
  });

  api.post(
    E.changeEmail.path,
    { schema: routeSchema(E.changeEmail), onRequest: attemptsPerIp },
    async (request, reply) => {
      const row = await userRow(memberOf(request).id);
      const { newEmail, currentPassword } = request.body;
      // The password, so that a session left open on a shared computer cannot take the account away.
      if (!(await hasher.verify(row.password_hash, currentPassword)))
        throw new HttpError(403, ACCOUNT_MESSAGES.currentPasswordWrong);
      if (newEmail === row.email) throw new HttpError(400, ACCOUNT_MESSAGES.sameEmail);
      const taken = await db.selectFrom('users').select('id').where('email', '=', newEmail).executeTakeFirst();
      if (taken) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
      const token = await links.issue(row.id, 'email-change', newEmail);
      await mailer.send(ACCOUNT_EMAILS.confirmNewEmail(newEmail, siteOrigin(), token));
      return reply.status(202).send({ success: true as const, message: ACCOUNT_MESSAGES.emailChangeSent(newEmail) });
    },
  );

  // No session needed: the link may be opened on another device; its secret is the proof.
  api.post(E.confirmEmail.path, { schema: routeSchema(E.confirmEmail), onRequest: attemptsPerIp }, async (request) => {
    let change: { oldEmail: string; newEmail: string };
    try {
      change = await db.transaction().execute(async (trx) => {
        const link = await links.consume(trx, request.body.token, 'email-change');
        const row = await trx.selectFrom('users').select(['email']).where('id', '=', link.userId).executeTakeFirstOrThrow();
        const newEmail = link.newEmail ?? row.email;
        // Opening the link proves the address it was sent to, whether it confirms or changes it.
        await trx.updateTable('users').set({ email: newEmail, email_confirmed_at: nowIso() }).where('id', '=', link.userId).execute();
        return { oldEmail: row.email, newEmail };
      });
    } catch (error) {
      // Someone signed up with the address after the link was sent; the unique key decides.
      if (isUniqueViolation(error)) throw new HttpError(409, ACCOUNT_MESSAGES.emailTaken);
      throw error;
    }
    if (change.oldEmail === change.newEmail) {
      return { success: true as const, message: ACCOUNT_MESSAGES.emailConfirmed(change.newEmail), data: { email: change.newEmail } };
    }
    await mailer.send(ACCOUNT_EMAILS.emailChanged(change.oldEmail, siteOrigin(), change.newEmail));
    return { success: true as const, message: ACCOUNT_MESSAGES.emailChanged(change.newEmail), data: { email: change.newEmail } };
  });

  api.post(
    E.emailPreferences.path,
    { schema: routeSchema(E.emailPreferences) },
    async (request) => {
      const { replies, messages, receipts, follows, digest } = request.body;
      const row = await db
        .updateTable('users')
        .set({ email_replies: replies ? 1 : 0, email_messages: messages ? 1 : 0, email_receipts: receipts ? 1 : 0, email_follows: follows ? 1 : 0, email_digest: digest ? 1 : 0 })
        .where('id', '=', memberOf(request).id)
        .returning(['email_replies', 'email_messages', 'email_receipts', 'email_follows', 'email_digest'])
        .executeTakeFirstOrThrow();
      return { success: true as const, message: ACCOUNT_MESSAGES.preferencesSaved, data: preferencesOf(row) };
    },
  );
}
