/** What the server's field rules say; each message names the field it is about. */
export const FIELD_MESSAGES = {
  required: (label: string) => `${label} is required.`,
  mustBeText: (label: string) => `${label} must be text.`,
  notAllowed: (label: string) => `${label} contains characters that are not allowed.`,
  tooManyMentions: (label: string, max: number) => `${label} may mention at most ${max} members.`,
  oneLine: (label: string) => `${label} must be on one line, without line breaks or tabs.`,
  atLeast: (label: string, min: number) => `${label} must be at least ${min} characters.`,
  atMost: (label: string, max: number) => `${label} must be at most ${max} characters.`,
  notValid: (label: string) => `${label} is not valid.`,
} as const;

export const EMAIL_MESSAGES = { invalid: 'Please enter a valid e-mail address.' } as const;

export const PHONE_MESSAGES = { invalid: 'Please enter a phone number using digits, spaces, brackets, dashes and an optional leading +.' } as const;
