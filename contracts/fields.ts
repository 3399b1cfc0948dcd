/**
 * The text rules as zod fields (zod/mini, so that a browser import stays small): trimming,
 * blank or invisible-only text, control characters, lone surrogates and lengths, each failure in
 * words that name the field. Every /api/v1 body is built from these.
 */
import { z } from 'zod/mini';
import { FIELD_MESSAGES, EMAIL_MESSAGES, PHONE_MESSAGES } from './messages/field';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  hasLineBreak,
  MENTIONS_PER_ITEM,
  mentionedHandles,
  hasUntypeable,
  looksBlank,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PHONE_PATTERN,
  MAX_ROW_ID,
} from './rules';

interface TextRules {
  min?: number;
  max: number;
  /** Trim surrounding blanks before checking (not for passwords). */
  trim?: boolean;
}

const field = FIELD_MESSAGES;
const absent = (input: unknown) => input === undefined || input === null;

/** Refuses text nobody types (a NUL, control characters, lone surrogates) in the field's words. */
export const typeable = (label: string) => z.refine<string>((value) => !hasUntypeable(value), { error: field.notAllowed(label) });

/** Refuses line breaks and tabs: a name is printed on a line of its own in e-mails, receipts and lists. */
export const oneLine = (label: string) => z.refine<string>((value) => !hasLineBreak(value), { error: field.oneLine(label) });

/** Refuses a post's or comment's text that @mentions more members than one item may. */
export const fewMentions = (label: string) =>
  z.refine<string>((value) => mentionedHandles(value).length <= MENTIONS_PER_ITEM, { error: field.tooManyMentions(label, MENTIONS_PER_ITEM) });

/** A required text field whose every failure message names the field. */
export function text(label: string, { min = 1, max, trim = true }: TextRules) {
  return z.string({ error: (issue) => (absent(issue.input) ? field.required(label) : field.mustBeText(label)) }).check(
    ...(trim ? [z.trim()] : []),
    typeable(label),
    z.refine((value: string) => min > 1 || !looksBlank(value), { error: field.required(label) }),
    z.minLength(min, { error: min === 1 ? field.required(label) : field.atLeast(label, min) }),
    z.maxLength(max, { error: field.atMost(label, max) }),
  );
}

/** An optional text field: absent, null or blank all mean "not given" (null after parsing). */
export function optionalText(label: string, max: number) {
  return z.pipe(
    z.nullish(
      z.string({ error: field.mustBeText(label) }).check(
        z.trim(),
        typeable(label),
        z.maxLength(max, { error: field.atMost(label, max) }),
      ),
    ),
    z.transform((value: string | null | undefined) => value || null),
  );
}

/** A name (a person's, a tribe's, a title): required text on one line. */
export function nameText(label: string, rules: TextRules) {
  return text(label, rules).check(oneLine(label));
}

/** An optional name-like field (a country, an address line): absent, null or blank mean "not given"; on one line. */
export function optionalNameText(label: string, max: number) {
  return z.pipe(optionalText(label, max), z.nullable(z.string().check(oneLine(label))));
}

/**
 * Optional search words in a query string: trimmed, at most `max` characters; a NUL or control
 * character is refused here, before any query (PostgreSQL refuses a NUL with an error).
 */
export function searchText(max: number, label = 'Search') {
  return z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(max, { error: field.atMost(label, max) }),
      typeable(label),
    ),
  );
}

/** An id sent in a body: a string (or a number, which some clients send for numeric ids). */
export function idField(label: string) {
  return z.pipe(
    z.pipe(
      z.union([z.string(), z.number()], {
        error: (issue) => (absent(issue.input) ? field.required(label) : field.mustBeText(label)),
      }),
      z.transform((value: string | number) => String(value).trim()),
    ),
    z.string().check(z.minLength(1, { error: field.required(label) }), z.maxLength(200, { error: field.notValid(label) })),
  );
}

/**
 * An id in a path (`/books/:bookId/…`): any text a client could have typed, so a control character
 * or a NUL never reaches a query (PostgreSQL refuses a NUL with an error, which was a 500).
 */
export function pathId(message: string) {
  return z
    .string()
    .check(z.refine((value: string) => value.length > 0 && value.length <= 200 && !hasUntypeable(value), { error: message }));
}

/**
 * A row's numeric id in a path (`/community/posts/:postId`): digits without a leading zero, within
 * the integer keys' range (a larger one reached PostgreSQL as "out of range", which was a 500).
 */
export function rowId(message: string) {
  return z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: message }), z.refine((value: string) => Number(value) <= MAX_ROW_ID, { error: message }));
}

/** An e-mail address, trimmed and lower-cased: the form in which accounts and enquiries store it. */
export function emailField(label = 'E-mail', max = EMAIL_MAX_LENGTH) {
  return z.pipe(
    text(label, { max }),
    z.string().check(z.regex(EMAIL_PATTERN, { error: EMAIL_MESSAGES.invalid }), z.toLowerCase()),
  );
}

export function phoneField(label = 'Phone number') {
  return text(label, { min: PHONE_MIN_LENGTH, max: PHONE_MAX_LENGTH }).check(
    z.regex(PHONE_PATTERN, { error: PHONE_MESSAGES.invalid }),
  );
}

/** A page cursor in a query string: the id of a comment (digits), so the server can page by it. */
export function commentCursor(label: string) {
  return z.string().check(z.regex(/^[1-9][0-9]{0,14}$/, { error: `${label} must be the id of a comment.` }));
}
