/** Choosing a password: length, strength and the confirmation. */
export const PASSWORD_MESSAGES = {
  tooShort: (min: number) => `Please choose a password of at least ${min} characters.`,
  tooLong: (max: number) => `Please choose a password of at most ${max} characters.`,
  tooGuessable: (warning: string | null) =>
    `This password is too common or too easy to guess${warning ? ` (${warning.replace(/\.$/, '').toLowerCase()})` : ''}. A few unrelated words make a strong one.`,
  weak: 'Please choose a stronger password.',
  confirmationMissing: 'Please confirm your password.',
  confirmationNotText: 'The password confirmation must be text.',
  mismatch: 'Passwords do not match.',
} as const;
