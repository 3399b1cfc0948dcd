/**
 * A member's control over the account: a forgotten password, the settings (password,
 * e-mail address, e-mail preferences, sessions), the member's data and the account's deletion.
 */
import { z } from 'zod/mini';
import { loginAnswer } from './auth';
import { BODY_ERRORS, COMMON_ERRORS, defineEndpoint, errorAnswers } from './endpoint';
import { emailField, text } from './fields';
import { PASSWORD_MESSAGES } from './messages/password';
import { REQUEST_MESSAGES } from './messages/request';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

const notAnObject = { error: REQUEST_MESSAGES.notAnObject };

/** The secret part of a link sent by e-mail (base64url of 32 random bytes; longer input is refused unread). */
const linkToken = text('Link', { max: 200, trim: true });
/** A password as typed to prove who one is: only presence and a sane size, as at login. */
const currentPassword = (label: string) => text(label, { max: 1024, trim: false });
const newPassword = text('New password', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH, trim: false });
const confirmation = z.string({
  error: (issue) =>
    issue.input === undefined || issue.input === null
      ? PASSWORD_MESSAGES.confirmationMissing
      : PASSWORD_MESSAGES.confirmationNotText,
});
const sameAsNew = <T extends { password: string; confirmPassword: string }>() =>
  z.refine<T>((body) => body.password === body.confirmPassword, { error: PASSWORD_MESSAGES.mismatch, path: ['confirmPassword'] });

export const forgotPasswordBody = z.object({ email: emailField() }, notAnObject);
export const resetPasswordBody = z
  .object({ token: linkToken, password: newPassword, confirmPassword: confirmation }, notAnObject)
  .check(sameAsNew());
export const changePasswordBody = z
  .object(
    { currentPassword: currentPassword('Current password'), password: newPassword, confirmPassword: confirmation },
    notAnObject,
  )
  .check(sameAsNew());
export const changeEmailBody = z.object(
  { newEmail: emailField('New e-mail'), currentPassword: currentPassword('Current password') },
  notAnObject,
);
export const confirmEmailBody = z.object({ token: linkToken }, notAnObject);
export const emailPreferences = z.object({
  /** Someone replied to the member's comment. */
  replies: z.boolean({ error: 'Replies must be true or false.' }),
  /** A new private message. */
  messages: z.boolean({ error: 'Messages must be true or false.' }),
  /** Receipts for donations, memberships and orders. */
  receipts: z.boolean({ error: 'Receipts must be true or false.' }),
  /** Someone started following the member. */
  follows: z.boolean({ error: 'Follows must be true or false.' }),
  /** The weekly digest of the member's circle and what the trust published. */
  digest: z.boolean({ error: 'Digest must be true or false.' }),
});
export const emailPreferencesBody = z.object(emailPreferences.shape, notAnObject);
export const deleteAccountBody = z.object({ password: currentPassword('Password') }, notAnObject);

const done = z.object({ success: z.literal(true), message: z.string() });

export const accountSettingsAnswer = z.object({
  success: z.literal(true),
  data: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** An address waiting for its confirmation link to be opened. */
    pendingEmail: z.nullable(z.string()),
    /** Whether a link sent to `email` has been opened (Settings offers to send another until it is). */
    emailConfirmed: z.boolean(),
    emailPreferences,
  }),
});
export const passwordChangedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ token: z.string() }),
});
export const emailConfirmedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ email: z.string() }),
});
export const preferencesAnswer = z.object({ success: z.literal(true), message: z.string(), data: emailPreferences });

/** What deleting the account does to one part of the member's data, said before and after. */
export const erasureStep = z.object({
  part: z.string(),
  label: z.string(),
  effect: z.enum(['removed', 'anonymised', 'kept']),
  explanation: z.string(),
});
export const erasurePlanAnswer = z.object({ success: z.literal(true), data: z.object({ parts: z.array(erasureStep) }) });
export const accountDeletedAnswer = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ parts: z.array(erasureStep) }),
});
/** The member's data file: one key per registered part (api/src/members/dataRegistry.ts). */
export const memberDataAnswer = z.object({
  format: z.literal('jnanam-member-data/1'),
  generatedAt: z.string(),
  memberId: z.string(),
  parts: z.record(z.string(), z.unknown()),
});

export type ForgotPasswordBody = z.input<typeof forgotPasswordBody>;
export type ResetPasswordBody = z.input<typeof resetPasswordBody>;
export type ChangePasswordBody = z.input<typeof changePasswordBody>;
export type ChangeEmailBody = z.input<typeof changeEmailBody>;
export type EmailPreferences = z.infer<typeof emailPreferences>;
export type AccountSettings = z.infer<typeof accountSettingsAnswer>['data'];
export type ErasureStep = z.infer<typeof erasureStep>;
export type ErasureEffect = ErasureStep['effect'];
export type MemberData = z.infer<typeof memberDataAnswer>;

const TAG = 'Account';
const member = { auth: 'member', tag: TAG } as const;

export const ACCOUNT_ENDPOINTS = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    path: '/account/password/forgot',
    summary: 'Send a password-reset link (the same answer whether or not the address has an account)',
    tag: TAG,
    auth: 'none',
    body: forgotPasswordBody,
    responses: { 202: done, ...BODY_ERRORS, ...COMMON_ERRORS },
  }),
  resetPassword: defineEndpoint({
    method: 'POST',
    path: '/account/password/reset',
    summary: "Choose a new password with a reset link's token; ends every other session and logs in",
    tag: TAG,
    auth: 'none',
    body: resetPasswordBody,
    responses: { 200: loginAnswer, ...BODY_ERRORS, ...COMMON_ERRORS },
  }),
  settings: defineEndpoint({
    method: 'GET',
    path: '/account/settings',
    summary: "The member's own account settings",
    ...member,
    responses: { 200: accountSettingsAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  changePassword: defineEndpoint({
    method: 'POST',
    path: '/account/password',
    summary: 'Change the password; every other session ends, this one gets a fresh token',
    ...member,
    body: changePasswordBody,
    responses: { 200: passwordChangedAnswer, ...BODY_ERRORS, ...errorAnswers(401, 403), ...COMMON_ERRORS },
  }),
  changeEmail: defineEndpoint({
    method: 'POST',
    path: '/account/email',
    summary: 'Ask to change the e-mail address: a confirmation link goes to the new one',
    ...member,
    body: changeEmailBody,
    responses: { 202: done, ...BODY_ERRORS, ...errorAnswers(401, 403, 409), ...COMMON_ERRORS },
  }),
  confirmEmail: defineEndpoint({
    method: 'POST',
    path: '/account/email/confirm',
    summary: "Confirm the address with its link's token (sent at sign-up, from Settings, or to a new address: the old one is told)",
    tag: TAG,
    auth: 'none',
    body: confirmEmailBody,
    responses: { 200: emailConfirmedAnswer, ...BODY_ERRORS, ...errorAnswers(409), ...COMMON_ERRORS },
  }),
  resendConfirmation: defineEndpoint({
    method: 'POST',
    path: '/account/email/confirmation',
    summary: "Send the member's address a new confirmation link (409 when it is confirmed already)",
    ...member,
    responses: { 202: done, ...BODY_ERRORS, ...errorAnswers(401, 409), ...COMMON_ERRORS },
  }),
  emailPreferences: defineEndpoint({
    method: 'POST',
    path: '/account/email-preferences',
    summary: 'Which e-mails the member wants',
    ...member,
    body: emailPreferencesBody,
    responses: { 200: preferencesAnswer, ...BODY_ERRORS, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  logOutEverywhere: defineEndpoint({
    method: 'POST',
    path: '/account/sessions/end-all',
    summary: "End every one of the member's sessions, this one included",
    ...member,
    responses: { 200: done, ...BODY_ERRORS, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  myData: defineEndpoint({
    method: 'GET',
    path: '/account/data',
    summary: 'Everything held about the member, as one JSON file (a download)',
    ...member,
    responses: { 200: memberDataAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  erasurePlan: defineEndpoint({
    method: 'GET',
    path: '/account/erasure',
    summary: 'What deleting the account would remove, anonymise and keep',
    ...member,
    responses: { 200: erasurePlanAnswer, ...errorAnswers(401), ...COMMON_ERRORS },
  }),
  deleteAccount: defineEndpoint({
    method: 'POST',
    path: '/account/delete',
    summary: 'Delete the account, confirmed with the password',
    ...member,
    body: deleteAccountBody,
    responses: { 200: accountDeletedAnswer, ...BODY_ERRORS, ...errorAnswers(401, 403), ...COMMON_ERRORS },
  }),
} as const;
