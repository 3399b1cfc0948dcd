import type { $ZodType, output } from 'zod/v4/core';
import { safeParse } from 'zod/v4/core';
import { MESSAGES } from '../../../contracts/messages';
import { HttpError } from './errors';

// The text rules live in the contract now; re-exported while routes still validate in handlers.
export { idField, optionalText, text } from '../../../contracts/fields';

/**
 * Validates a request body at the edge, for routes that do not declare their schema yet (routes
 * that do are validated by Fastify before the handler runs, with the same messages). Unknown
 * fields are dropped; the first problem becomes a 400 with a message written for a person.
 */
export function parseBody<T extends $ZodType>(schema: T, body: unknown): output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, MESSAGES.request.notAnObject);
  }
  const result = safeParse(schema, body);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? MESSAGES.request.invalid);
  return result.data;
}
