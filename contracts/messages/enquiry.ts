/** The contact form. */
export const ENQUIRY_MESSAGES = {
  enterFullName: 'Please enter your full name.',
  fullNameTooShort: (min: number) => `Your name must be at least ${min} characters.`,
  fullNameTooLong: (max: number) => `Your name must be at most ${max} characters.`,
  enterEmail: 'Please enter your email address.',
  enterValidEmail: 'Please enter a valid email address, like name@example.com.',
  enterMessage: 'Please write your message.',
  messageTooLong: (max: number) => `Your message must be at most ${max} characters.`,
  intentInvalid: 'Intent must be general, patron, group or help.',
  pageInvalid: 'Page must be about, mission, research, projects, donate, membership or help.',
} as const;
