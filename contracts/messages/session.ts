/** Logging in and staying logged in. */
export const SESSION_MESSAGES = {
  loginRequired: 'Please log in to continue.',
  ended: 'Your session has ended. Please log in again.',
  invalidCredentials: 'Incorrect e-mail or password.',
  emailTaken: 'An account with this e-mail address already exists. Please log in instead.',
  /** Sign-up's answer, shown on the login page it leads to. */
  signedUp: (email: string) =>
    `Signup successful! We have sent a confirmation e-mail to ${email}: open its link within 24 hours to confirm the address. Please log in.`,
  staffOnly: 'Only the trust\'s staff may edit content. Ask an administrator to give your account the staff role.',
} as const;
