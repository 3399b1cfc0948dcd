import { confirmEmailLink, ROUTES } from '../../../contracts/routes';
import type { OutgoingEmail } from '../email';

/**
 * The account e-mails: what they say, in plain text, each with a stable `X-Jnanam-Kind` header.
 * Links are absolute, on the origin startupChecks.ts's siteOrigin gives (PUBLIC_ORIGIN, or the
 * server's own listening address), never on a request's Host header.
 */

const SIGNATURE = '\n\nWith regards,\nThe Jnanam team';

const message = (to: string, kind: string, subject: string, text: string): OutgoingEmail => ({
  to,
  subject,
  text: `${text}${SIGNATURE}`,
  headers: { 'X-Jnanam-Kind': kind },
});

export const ACCOUNT_EMAILS = {
  passwordReset: (to: string, origin: string, token: string) =>
    message(
      to,
      'password-reset',
      'Choose a new password for Jnanam',
      `Someone (we hope you) asked to reset the password of your Jnanam account.\n\n` +
        `Open this link to choose a new one. It works once, within 30 minutes:\n${origin}${ROUTES.resetPassword}?token=${token}\n\n` +
        `Choosing a new password logs out every device where your account is logged in.\n` +
        `If you did not ask for this, ignore this e-mail: your password stays as it is.`,
    ),

  /** Sent to an address without an account, so the answer (and the time it takes) is the same and the person learns why. */
  noAccount: (to: string, origin: string) =>
    message(
      to,
      'password-reset-no-account',
      'About your Jnanam password request',
      `Someone (we hope you) asked to reset the password of a Jnanam account for this address, but no account uses it.\n\n` +
        `If you have an account, it may be under another address of yours. To create one, visit ${origin}${ROUTES.signUp}\n` +
        `If you did not ask for this, ignore this e-mail.`,
    ),

  confirmEmail: (to: string, origin: string, token: string) =>
    message(
      to,
      'email-confirm',
      'Confirm your e-mail address for Jnanam',
      `Welcome to Jnanam. Please confirm that this address is yours: your account already works, and the\n` +
        `confirmation lets us trust it for what needs a proven address.\n\n` +
        `Open this link within 24 hours:\n${origin}${confirmEmailLink(token, false)}\n\n` +
        `If you did not sign up, ignore this e-mail.`,
    ),

  confirmNewEmail: (to: string, origin: string, token: string) =>
    message(
      to,
      'email-change-confirm',
      'Confirm your new e-mail address for Jnanam',
      `Please confirm that your Jnanam account should use this address from now on.\n\n` +
        `Open this link within 24 hours:\n${origin}${confirmEmailLink(token, true)}\n\n` +
        `If you did not ask for this, ignore this e-mail: nothing changes.`,
    ),

  emailChanged: (to: string, origin: string, newEmail: string) =>
    message(
      to,
      'email-changed',
      'Your Jnanam e-mail address was changed',
      `The e-mail address of your Jnanam account was changed from this address to ${newEmail}.\n\n` +
        `If you did not do this, reply to this e-mail or write to us through ${origin}${ROUTES.about} at once, ` +
        `and reset your password from ${origin}${ROUTES.login}.`,
    ),

  passwordChanged: (to: string, origin: string) =>
    message(
      to,
      'password-changed',
      'Your Jnanam password was changed',
      `The password of your Jnanam account was just changed, and every other session was logged out.\n\n` +
        `If you did not do this, reset your password at once from ${origin}${ROUTES.login} ("Forgot Password").`,
    ),

  accountDeleted: (to: string, keptLines: string[]) =>
    message(
      to,
      'account-deleted',
      'Your Jnanam account has been deleted',
      `Your Jnanam account and the data it held have been deleted, as you asked.\n\n` +
        (keptLines.length
          ? `What the law obliges us to keep:\n${keptLines.map((line) => `- ${line}`).join('\n')}\n\n`
          : 'Nothing about you is kept.\n\n') +
        `You may sign up again with this address at any time.`,
    ),
};
