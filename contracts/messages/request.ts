/** What the API answers when a request itself is wrong, and the general message for each error status. */
export const REQUEST_MESSAGES = {
  notAnObject: 'Please send the details as a JSON object.',
  invalid: 'Some of the details are not valid.',
  invalidJson: 'The request body is not valid JSON.',
  emptyJson: 'The request body is empty; please send a JSON object.',
  badUrl: 'The address is not valid.',
  urlTooLong: 'The address is too long.',
  nothingHere: 'There is nothing at this address.',
} as const;

/** The general message for each error status, when nothing more specific is known. */
export const STATUS_MESSAGES = {
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
} as Record<number | 'other', string>;
