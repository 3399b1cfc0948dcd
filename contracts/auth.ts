/** Sign-up, login, session renewal and logout: what they take and what they answer. */
import { z } from 'zod/mini';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { emailField, nameText, optionalNameText, phoneField, text } from './fields';
import { PASSWORD_MESSAGES } from './messages/password';
import { REQUEST_MESSAGES } from './messages/request';
import { SESSION_RULES } from './sessionRules';
import { COUNTRY_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

/** A body must be a JSON object; anything else gets this one message. */
const notAnObject = { error: REQUEST_MESSAGES.notAnObject };

export const registerBody = z
  .object(
    {
      firstName: nameText('First name', { max: NAME_MAX_LENGTH }),
      lastName: nameText('Last name', { max: NAME_MAX_LENGTH }),
      email: emailField(),
      phone: phoneField(),
      country: optionalNameText('Country', COUNTRY_MAX_LENGTH),
      password: text('Password', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false }),
      confirmPassword: z.string({
        error: (issue) =>
          issue.input === undefined || issue.input === null
            ? PASSWORD_MESSAGES.confirmationMissing
            : PASSWORD_MESSAGES.confirmationNotText,
      }),
    },
    notAnObject,
  )
  .check(
    z.refine((body) => body.password === body.confirmPassword, { error: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] }),
  );

export const loginBody = z.object(
  {
    email: emailField(),
    // Only presence and a sane size are checked here: a login must not reveal the password rules.
    password: text('Password', { max: 1024, trim: false }),
    /**
     * Unticked (the default), the session ends after 12 hours or when the browser closes; ticked,
     * after 30 days without use. Staff sessions end after 12 hours either way.
     */
    rememberMe: z.optional(z.boolean({ error: 'Remember me must be true or false.' })),
  },
  notAnObject,
);

/** The member as the login answer shows them (ids are strings). */
export const memberAnswer = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  userType: z.string(),
});

export const registerAnswer = z.object({ status: z.literal(201), success: z.literal(true), message: z.string() });
export const loginAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string(), user: memberAnswer }),
});
export const logoutAnswer = z.object({ success: z.literal(true), message: z.string() });
/** A renewed session: a new access token (and, in a cookie, the next refresh token). */
export const refreshAnswer = loginAnswer;

export type RegisterBody = z.input<typeof registerBody>;
/** What the sign-up form sends: every field as typed (a blank country included). */
export type RegisterForm = { [K in keyof RegisterBody]-?: string };
export type LoginBody = z.input<typeof loginBody>;
export type Member = z.infer<typeof memberAnswer>;
export type RegisterAnswer = z.infer<typeof registerAnswer>;
export type LoginAnswer = z.infer<typeof loginAnswer>;

const TAG = 'Members';

export const AUTH_ENDPOINTS = {
  register: defineEndpoint({
    method: 'POST',
    path: '/user/register',
    summary: 'Sign up',
    tag: TAG,
    auth: 'none',
    body: registerBody,
    responses: { 201: registerAnswer, ...BODY_ERRORS, ...errorAnswers(409), ...COMMON_ERRORS },
  }),
  login: defineEndpoint({
    method: 'POST',
    path: '/user/login',
    summary: `Log in: an access token (${SESSION_RULES.accessTokenMinutes} minutes), the member, and the refresh token in an HttpOnly cookie`,
    tag: TAG,
    auth: 'none',
    body: loginBody,
    // 403: the account is suspended (the message says until when).
    responses: { 200: loginAnswer, ...BODY_ERRORS, ...errorAnswers(401, 403), ...COMMON_ERRORS },
  }),
  refresh: defineEndpoint({
    method: 'POST',
    path: '/user/token/refresh',
    summary:
      "Renew the session with the refresh token cookie: a new access token and the next refresh token (each is used once; a used one presented again ends the login's every token)",
    tag: TAG,
    auth: 'none',
    responses: { 200: refreshAnswer, ...BODY_ERRORS, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  logout: defineEndpoint({
    method: 'POST',
    path: '/user/logout',
    summary: 'Log out: the access token and the refresh token stop working',
    tag: TAG,
    auth: 'member',
    responses: { 200: logoutAnswer, ...BODY_ERRORS, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
} as const;
