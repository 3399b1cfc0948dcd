/** The contact form. */
export const ENQUIRY_MESSAGES = {
  enterFullName: 'Please enter your full name.',
  fullNameTooShort: (min: number) => `Your name must be at least ${min} characters.`,
  fullNameTooLong: (max: number) => `Your name must be at most ${max} characters.`,
  enterEmail: 'Please enter your email address.',
  enterValidEmail: 'Please enter a valid email address, like name@example.com.',
  intentInvalid: 'Intent must be general, patron, group or help.',
} as const;
