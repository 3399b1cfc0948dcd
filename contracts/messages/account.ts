/** A member's account: password resets, e-mail changes and confirmations, preferences, deletion. */
export const ACCOUNT_MESSAGES = {
  resetLinkSent:
    'If an account uses this address, a link to choose a new password is on its way. It works once, for 30 minutes. Check your inbox (and the spam folder).',
  linkForged: 'This link is not valid. Please ask for a new one.',
  linkExpired: 'This link has expired. Please ask for a new one.',
  linkUsed: 'This link has already been used. Please ask for a new one if you still need it.',
  passwordReset: 'Your new password is set and you are logged in. Every other session has been logged out.',
  passwordChanged: 'Your password is changed. You stay logged in here; every other session has been logged out.',
  currentPasswordWrong: 'Your current password is not right.',
  passwordWrong: 'That password is not right, so nothing was deleted.',
  sameEmail: 'That is already your e-mail address.',
  emailTaken: 'Another account already uses this e-mail address. Please choose a different one.',
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your address changes when you open it (within 24 hours).`,
  emailChanged: (email: string) => `Your e-mail address is now ${email}.`,
  emailConfirmed: (email: string) => `Thank you: ${email} is confirmed as your e-mail address.`,
  confirmationSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Open it within 24 hours to confirm the address.`,
  /** The page the confirmation link opens: one wording for a new account's address, another for a changed address. */
  confirmPage: {
    account: {
      title: 'Confirm your e-mail address',
      lead: 'Your account already works. Confirming that this address is yours lets you post, comment and send messages.',
      button: 'Confirm my address',
    },
    change: {
      title: 'Confirm your new e-mail address',
      lead: 'Your account will use this address from now on; the old one is told of the change.',
      button: 'Confirm my new address',
    },
    confirming: 'Confirming…',
    failed: 'The address could not be confirmed. Please try again.',
  },
  alreadyConfirmed: 'Your e-mail address is already confirmed.',
  /** The API's refusal of a post, comment, review or message from a member whose address is not proven yet. */
  confirmToWrite: (email: string) =>
    `Please confirm your e-mail address first: open the link we sent to ${email}. Until then you can read, like and follow, but not post, comment or send messages.`,
  /** Where a page offers posting, commenting or messaging to a member whose address is not proven yet. */
  confirmToWriteNotice: (email: string) =>
    `Confirm your e-mail address to post, comment and send messages: open the link we sent to ${email}.`,
  sendConfirmationAgain: 'Send the link again',
  sendingConfirmation: 'Sending…',
  confirmationNotSent: 'The confirmation link could not be sent. Please try again.',
  confirmationsPerHour: 'Confirmation links have been sent several times in the last hour. Please use the latest e-mail, or wait an hour.',
  enquiriesNeedConfirmedEmail:
    'Confirm your e-mail address (Settings sends the link) to include the contact-form enquiries sent from it.',
  preferencesSaved: 'Your e-mail preferences are saved.',
  loggedOutEverywhere: 'Every session of your account has been logged out, this one included.',
  resetsPerAccount: (max: number) =>
    `Password-reset links for this address have been asked for ${max} times in the last hour, the most allowed. Please use the latest e-mail, or wait an hour.`,
  resetsPerNetwork: 'Too many password-reset requests from your network. Please wait an hour and try again.',
  accountAttempts: 'Too many attempts from your network. Please wait a minute and try again.',
  accountDeleted: 'Your account has been deleted.',
  /** How a comment of a deleted account that stayed for others' replies is signed. */
  formerMember: 'a former member',
} as const;
