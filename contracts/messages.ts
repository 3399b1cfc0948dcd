/**
 * The message catalogue: every validation and error message that a person reads, in the browser
 * or in an API answer, defined once (DESIGN §1). A later Hindi edition translates this file and
 * the content, not every screen and route.
 */
export const MESSAGES = {
  /** What the server's field rules say; each names the field it is about. */
  field: {
    required: (label: string) => `${label} is required.`,
    mustBeText: (label: string) => `${label} must be text.`,
    notAllowed: (label: string) => `${label} contains characters that are not allowed.`,
    atLeast: (label: string, min: number) => `${label} must be at least ${min} characters.`,
    atMost: (label: string, max: number) => `${label} must be at most ${max} characters.`,
    notValid: (label: string) => `${label} is not valid.`,
  },
  email: { invalid: 'Please enter a valid e-mail address.' },
  phone: { invalid: 'Please enter a phone number using digits, spaces, brackets, dashes and an optional leading +.' },
  password: {
    tooShort: (min: number) => `Please choose a password of at least ${min} characters.`,
    tooLong: (max: number) => `Please choose a password of at most ${max} characters.`,
    tooGuessable: (warning: string | null) =>
      `This password is too common or too easy to guess${warning ? ` (${warning.replace(/\.$/, '').toLowerCase()})` : ''}. A few unrelated words make a strong one.`,
    weak: 'Please choose a stronger password.',
    confirmationMissing: 'Please confirm your password.',
    confirmationNotText: 'The password confirmation must be text.',
    mismatch: 'Passwords do not match.',
  },
  request: {
    notAnObject: 'Please send the details as a JSON object.',
    invalid: 'Some of the details are not valid.',
    invalidJson: 'The request body is not valid JSON.',
    emptyJson: 'The request body is empty; please send a JSON object.',
    badUrl: 'The address is not valid.',
    urlTooLong: 'The address is too long.',
  },
  /** The general message for each error status, when nothing more specific is known. */
  status: {
    400: 'The request could not be understood. Please check what was sent.',
    401: 'Please log in to continue.',
    403: 'You are not allowed to do that.',
    404: 'Not found.',
    405: 'This method is not allowed here.',
    413: 'The request is too large (the limit is 64 KiB).',
    415: 'Please send JSON (Content-Type: application/json).',
    429: 'Too many requests. Please wait a moment and try again.',
    500: 'Something went wrong on our side. Please try again.',
    other: 'The request could not be completed.',
  } as Record<number | 'other', string>,
  session: {
    loginRequired: 'Please log in to continue.',
    ended: 'Your session has ended. Please log in again.',
    invalidCredentials: 'Incorrect e-mail or password.',
    emailTaken: 'An account with this e-mail address already exists. Please log in instead.',
  },
  /** What the web forms say next to a field, before anything is sent. */
  form: {
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
  },
  interactions: {
    stanceInvalid: 'Stance must be agree, disagree or neutral.',
    starsRequired: 'Stars are required.',
    starsInvalid: 'Stars must be a whole number from 1 to 5.',
  },
  market: {
    quantityInvalid: 'Quantity must be a whole number from 1 to 10.',
    quantityRequired: 'Quantity is required.',
    bookNotFound: 'No book found with this id.',
    bookUnavailable: (title: string) => `“${title}” is not available at the moment, so it was taken out of your cart.`,
    bookNoLongerSold: 'A book in your cart is no longer sold, so it was taken out.',
    notAvailableToBuy: (title: string) => `“${title}” is not available at the moment.`,
    tooManyLines: (max: number) => `A cart holds at most ${max} different books.`,
    notInCart: 'This book is not in your cart.',
    reviewNotFound: 'You have not reviewed this book.',
    cartEmpty: 'Your cart is empty. Add a book before checking out.',
    pinInvalid: 'PIN code must be 6 digits, not starting with 0.',
    stateInvalid: 'Please choose a state or union territory of India.',
    orderNotFound: 'No order found with this number.',
  },
  enquiry: {
    enterFullName: 'Please enter your full name.',
    fullNameTooShort: (min: number) => `Your name must be at least ${min} characters.`,
    fullNameTooLong: (max: number) => `Your name must be at most ${max} characters.`,
    enterEmail: 'Please enter your email address.',
    enterValidEmail: 'Please enter a valid email address, like name@example.com.',
  },
} as const;
