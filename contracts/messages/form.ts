/** What the web forms say next to a field, before anything is sent. */
export const FORM_MESSAGES = {
  correctMarked: 'Please correct the marked fields.',
  enterYour: (what: string) => `Enter your ${what}.`,
  enterEmail: 'Enter your email address.',
  enterValidEmail: 'Enter a valid email address, like name@example.com.',
  enterValidPhone: 'Enter a phone number using digits, spaces, brackets, dashes and an optional leading +.',
  enterPassword: 'Enter your password.',
  enterNewPassword: 'Enter a password.',
  passwordAtLeast: (min: number) => `Use at least ${min} characters.`,
  passwordAtMost: (max: number) => `Use at most ${max} characters.`,
  confirmPassword: 'Confirm your password.',
  sameAsPassword: 'Type the same password in both fields.',
  atMost: (label: string, max: number) => `${label} must be at most ${max} characters.`,
} as const;
