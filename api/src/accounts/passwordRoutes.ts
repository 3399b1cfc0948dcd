import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ACCOUNT_ENDPOINTS } from '../../../contracts/accounts';
import { ACCOUNT_MESSAGES } from '../../../contracts/messages/account';
import { PASSWORD_MESSAGES } from '../../../contracts/messages/password';
import { assessPassword } from '../../../contracts/passwordStrength';
import { UNUSABLE_PASSWORD_HASH } from '../auth/passwords';
import { createLimiter } from '../auth/rateLimit';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { AccountRouteDeps } from './deps';
import { ACCOUNT_EMAILS } from './emails';
import { endAllSessions } from './sessions';
import { bodyEmail, memberAnswerOf } from '../auth/routes';
import { memberOf, sessionOf } from '../auth/memberGuard';


/**
 * Forgot password, reset with the e-mailed link, change password and "log out everywhere". Any
 * new password follows the sign-up rules (contracts/passwordStrength.ts), and setting one ends
 * every earlier session (accounts/sessions.ts).
 */
export async function passwordRoutes(app: FastifyInstance, deps: AccountRouteDeps) {
  const { db, hasher, sessions, cookies, links, mailer, limits, rateLimits, attemptsPerIp, siteOrigin } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  const E = ACCOUNT_ENDPOINTS;

  // Counted per address asked about, whether or not it has an account, so a 429 tells nothing either.
  const resetsPerAccount = createLimiter(rateLimits, {
    max: limits.resetsPerAccountPerHour,
    timeWindowMs: 60 * 60_000,
    key: (request) => `reset-email:${bodyEmail(request)}`,
    message: ACCOUNT_MESSAGES.resetsPerAccount(limits.resetsPerAccountPerHour),
  });
  const resetsPerIp = createLimiter(rateLimits, {
    max: limits.resetsPerIpPerHour,
    timeWindowMs: 60 * 60_000,
    key: (request) => `reset-ip:${request.ip}`,
    message: ACCOUNT_MESSAGES.resetsPerNetwork,
  });
  const refuseWeak = (password: string, userInputs: string[]) => {
    const strength = assessPassword(password, userInputs);
    if (!strength.acceptable) throw new HttpError(400, strength.problem ?? PASSWORD_MESSAGES.weak);
  };

  api.post(
    E.forgotPassword.path,
    { schema: routeSchema(E.forgotPassword), preValidation: [resetsPerIp, resetsPerAccount] },
    async (request, reply) => {
      const { email } = request.body;
      const origin = siteOrigin();
      const user = await db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email).executeTakeFirst();
      // Sample members (unusable passwords) have nobody behind their address, so they get no link.
      if (user && !user.password_hash.startsWith(UNUSABLE_PASSWORD_HASH.charAt(0))) {
        await mailer.send(ACCOUNT_EMAILS.passwordReset(email, origin, await links.issue(user.id, 'password-reset')));
      } else {
        // Either way one e-mail goes out, so the answer and its timing are the same.
        await mailer.send(ACCOUNT_EMAILS.noAccount(email, origin));
      }
      return reply.status(202).send({ success: true as const, message: ACCOUNT_MESSAGES.resetLinkSent });
    },
  );

  api.post(E.resetPassword.path, { schema: routeSchema(E.resetPassword), onRequest: attemptsPerIp }, async (request, reply) => {
    const { token, password } = request.body;
    const passwordHash = await hasher.hash(password);
    const user = await db.transaction().execute(async (trx) => {
      const link = await links.consume(trx, token, 'password-reset');
      const row = await trx.selectFrom('users').selectAll().where('id', '=', link.userId).executeTakeFirstOrThrow();
      // Checked after the link (a forged link must not learn the rules' verdict on names), before anything changes.
      refuseWeak(password, [row.first_name, row.last_name, row.email]);
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute();
      const sessionVersion = await endAllSessions(trx, row.id, 'password');
      return { ...row, session_version: sessionVersion };
    });
    await sessions.ended(user.id);
    await db.deleteFrom('login_failures').where('email', '=', user.email).execute();
    // The link may be opened on any computer: a session that ends with the browser, as at a login without "Remember me".
    const session = await sessions.start(user, false);
    cookies.set(reply, request, session);
    return { success: true as const, message: ACCOUNT_MESSAGES.passwordReset, data: { token: session.accessToken, user: memberAnswerOf(user) } };
  });

  api.post(
    E.changePassword.path,
    { schema: routeSchema(E.changePassword), onRequest: attemptsPerIp },
    async (request, reply) => {
      const session = sessionOf(request);
      const { currentPassword, password } = request.body;
      const row = await db.selectFrom('users').selectAll().where('id', '=', session.member.id).executeTakeFirstOrThrow();
      if (!(await hasher.verify(row.password_hash, currentPassword)))
        throw new HttpError(403, ACCOUNT_MESSAGES.currentPasswordWrong);
      refuseWeak(password, [row.first_name, row.last_name, row.email]);
      const passwordHash = await hasher.hash(password);
      const sessionVersion = await db.transaction().execute(async (trx) => {
        await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute();
        // A reset link asked for earlier must not set the password back.
        await links.retire(row.id, 'password-reset', trx);
        return endAllSessions(trx, row.id, 'password');
      });
      await sessions.ended(row.id);
      await mailer.send(ACCOUNT_EMAILS.passwordChanged(row.email, siteOrigin()));
      // This device stays logged in, in a new family that keeps the old one's start and "Remember me".
      const fresh = await sessions.start({ ...row, session_version: sessionVersion }, false, db, await sessions.family(session.familyId));
      cookies.set(reply, request, fresh);
      return { success: true as const, message: ACCOUNT_MESSAGES.passwordChanged, data: { token: fresh.accessToken } };
    },
  );

  api.post(
    E.logOutEverywhere.path,
    { schema: routeSchema(E.logOutEverywhere) },
    async (request, reply) => {
      await endAllSessions(db, memberOf(request).id, 'everywhere');
      await sessions.ended(memberOf(request).id);
      cookies.clear(reply, request);
      return { success: true as const, message: ACCOUNT_MESSAGES.loggedOutEverywhere };
    },
  );
}
