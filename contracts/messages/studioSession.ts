/** The Studio's own login: its first screen, and the dialog when a session ends under an open Studio. */
export const STUDIO_SESSION_MESSAGES = {
  title: 'Jnanam Studio',
  intro: 'Log in with your staff account to edit the site\u2019s content.',
  email: 'E-mail',
  password: 'Password',
  logIn: 'Log in',
  loggingIn: 'Logging in\u2026',
  missing: 'Enter your e-mail address and password.',
  failed: 'The login did not work. Please try again.',
  notStaff: 'This account may not edit content.',
  offline: 'The server could not be reached. Check your connection and try again.',
  endedTitle: 'Your session has ended',
  endedIntro: 'Log in again to keep working. Your changes not yet saved are kept and saved once you are back.',
} as const;
