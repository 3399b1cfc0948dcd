import { z } from 'zod';
import { HttpError } from './errors';

/**
 * Validates a request body at the edge. Unknown fields are dropped (zod objects strip them);
 * the first problem becomes a 400 with a message written for a person.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Please send the details as a JSON object.');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Some of the details are not valid.');
  return result.data;
}

interface TextRules {
  min?: number;
  max: number;
  /** Trim surrounding blanks before checking (not for passwords). */
  trim?: boolean;
}

/**
 * Control characters other than tab and line breaks, and lone UTF-16 halves. Nobody types them;
 * PostgreSQL refuses NUL in text outright (which would surface as a 500), and a lone surrogate
 * would be stored as U+FFFD, unlike the text the answer echoes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNTYPEABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** Blanks and invisible format characters (zero-width spaces and joiners, BOM): text of only these looks empty. */
const INVISIBLE_ONLY = /^[\s\p{Cf}]*$/u;

const notAllowed = (label: string) => `${label} contains characters that are not allowed.`;

/** A required text field whose every failure message names the field. */
export function text(label: string, { min = 1, max, trim = true }: TextRules) {
  const base = z.string({
    error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
  });
  return (trim ? base.trim() : base)
    .refine((value) => !UNTYPEABLE.test(value), { error: notAllowed(label) })
    .refine((value) => min > 1 || !INVISIBLE_ONLY.test(value), { error: `${label} is required.` })
    .min(min, { error: min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });
}

/** An optional text field: absent, null or blank all mean "not given" (stored as null). */
export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .refine((value) => !UNTYPEABLE.test(value), { error: notAllowed(label) })
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .nullish()
    .transform((value) => value || null);
}

/** An id sent in a body: a string (or a number, which some clients send for numeric ids). */
export function idField(label: string) {
  return z
    .union([z.string(), z.number()], {
      error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required.` : `${label} must be text.`),
    })
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .min(1, { error: `${label} is required.` })
        .max(200, { error: `${label} is not valid.` }),
    );
}
