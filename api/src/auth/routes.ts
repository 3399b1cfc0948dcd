import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely, Selectable } from 'kysely';
import { AUTH_ENDPOINTS } from '../../../contracts/auth';
import { PASSWORD_MESSAGES } from '../../../contracts/messages/password';
import { SESSION_MESSAGES } from '../../../contracts/messages/session';
import { assessPassword } from '../../../contracts/passwordStrength';
import { isUniqueViolation, nowIso } from '../db/dialect';
import type { Database, UsersTable } from '../db/schema';
import { HttpError } from '../http/errors';
import { routeSchema } from '../http/routeSchema';
import type { AuthLimits } from './limits';
import { SAFETY_MESSAGES } from '../../../contracts/messages/safety';
import { suspensionInForce, suspensionReason } from './suspension';
import { appealText } from '../../../contracts/grievance';
import { createLoginThrottle } from './loginThrottle';
import type { PasswordHasher } from './passwords';
import { createLimiter, type RateLimitStore } from './rateLimit';
import type { SessionCookies } from './sessionCookies';
import type { SessionFamilies } from './sessionFamilies';

export interface AuthRouteDeps {
  db: Kysely<Database>;
  hasher: PasswordHasher;
  sessions: SessionFamilies;
  cookies: SessionCookies;
  limits: AuthLimits;
  rateLimits: RateLimitStore;
  /** After a sign-up: the link that proves the new address (accounts/emailConfirmation.ts). */
  afterSignUp?: (memberId: number, email: string) => Promise<void>;
  /** How a suspended member appeals (the Grievance Officer of the site settings), said when their login is refused. */
  appeal?: () => string;
}

const INVALID_CREDENTIALS = SESSION_MESSAGES.invalidCredentials;

/** The member as login and renewal answer them (ids are strings). */
export const memberAnswerOf = (user: Pick<Selectable<UsersTable>, 'id' | 'first_name' | 'last_name' | 'email' | 'user_type'>) => ({
  _id: String(user.id),
  firstName: user.first_name,
  lastName: user.last_name,
  email: user.email,
  userType: user.user_type,
});

/** The e-mail as the body sends it, normalised like the schema does, for per-address limits. */
export const bodyEmail = (request: FastifyRequest) => {
  const email = (request.body as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
};

/** POST /user/register, /user/login, /user/token/refresh, /user/logout. */
export async function authRoutes(
  app: FastifyInstance,
  { db, hasher, sessions, cookies, limits, rateLimits, afterSignUp, appeal = () => appealText(null) }: AuthRouteDeps,
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const throttle = createLoginThrottle(db, limits);
  const perIp = (action: string) =>
    createLimiter(rateLimits, {
      max: limits.perIpPerMinute,
      timeWindowMs: 60_000,
      key: (request) => `${action}:${request.ip}`,
      message: `Too many ${action} attempts from your network. Please wait a minute and try again.`,
    });
  const registerPerEmail = createLimiter(rateLimits, {
    max: limits.registerPerEmailPerHour,
    timeWindowMs: 60 * 60_000,
    key: (request) => `register-email:${bodyEmail(request)}`,
    message: 'Too many sign-up attempts for this e-mail address. Please wait an hour and try again.',
  });

  const { register, login, refresh, logout } = AUTH_ENDPOINTS;
  // Limits and the session are checked before the body is validated (preValidation), as before.
  api.post(register.path, { schema: routeSchema(register), preValidation: [perIp('sign-up'), registerPerEmail] }, async (request, reply) => {
    const { body } = request;
    const strength = assessPassword(body.password, [body.firstName, body.lastName, body.email]);
    if (!strength.acceptable) throw new HttpError(400, strength.problem ?? PASSWORD_MESSAGES.weak);

    const passwordHash = await hasher.hash(body.password);
    let memberId: number;
    try {
      ({ id: memberId } = await db
        .insertInto('users')
        .values({
          email: body.email,
          password_hash: passwordHash,
          first_name: body.firstName,
          last_name: body.lastName,
          phone: body.phone,
          country: body.country,
          created_at: nowIso(),
        })
        .returning('id')
        .executeTakeFirstOrThrow());
    } catch (error) {
      // The unique constraint, not a prior lookup, decides: two sign-ups at once cannot both win.
      if (isUniqueViolation(error))
        throw new HttpError(409, SESSION_MESSAGES.emailTaken);
      throw error;
    }
    await afterSignUp?.(memberId, body.email);
    return reply.status(201).send({ status: 201, success: true, message: SESSION_MESSAGES.signedUp(body.email) } as const);
  });

  api.post(login.path, { schema: routeSchema(login), preValidation: perIp('login') }, async (request, reply) => {
    const { email, password, rememberMe = false } = request.body;
    if (!(await throttle.begin(email, request.ip))) {
      throw new HttpError(
        429,
        `Too many failed login attempts for this account from your network. Please wait ${throttle.windowMinutes} minutes and try again.`,
      );
    }
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    const valid = user ? await hasher.verify(user.password_hash, password) : (await hasher.verifyNothing(password), false);
    if (!user || !valid) {
      await throttle.failed();
      throw new HttpError(401, INVALID_CREDENTIALS);
    }
    await throttle.clear(email, request.ip);
    // Only someone who knows the password learns that the account is suspended, until when, why and how to appeal.
    const suspendedUntil = suspensionInForce(user.suspended_until);
    if (suspendedUntil) throw new HttpError(403, SAFETY_MESSAGES.suspended(suspendedUntil, await suspensionReason(db, user.id), appeal()));
    const session = await sessions.start(user, rememberMe);
    cookies.set(reply, request, session);
    return { success: true as const, message: 'Login successful.', data: { token: session.accessToken, user: memberAnswerOf(user) } };
  });

  // No access token needed (it may have run out): the refresh token in its cookie is the proof.
  api.post(refresh.path, { schema: routeSchema(refresh), preValidation: perIp('session renewal') }, async (request, reply) => {
    const presented = cookies.refreshToken(request);
    const renewed = presented ? await sessions.renew(presented) : null;
    if (!renewed || 'ended' in renewed) {
      cookies.clear(reply, request);
      throw new HttpError(401, SESSION_MESSAGES.ended);
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', renewed.memberId).executeTakeFirstOrThrow();
    cookies.set(reply, request, renewed.session);
    return { success: true as const, message: 'Session renewed.', data: { token: renewed.session.accessToken, user: memberAnswerOf(user) } };
  });

  api.post(logout.path, { schema: routeSchema(logout) }, async (request, reply) => {
    const session = request.auth;
    if (!session) throw new HttpError(401, SESSION_MESSAGES.loginRequired);
    // Ending the family ends this access token and every refresh token of the login at once.
    await sessions.end(session.familyId, 'logout');
    cookies.clear(reply, request);
    return { success: true as const, message: 'You have been logged out.' };
  });
}
