/**
 * The field rules that the web forms and the server both apply, defined once. Plain predicates and
 * limits, free of zod, so a form page can use them without loading a schema library; the zod
 * fields in `fields.ts` are built from the same constants.
 */

export const NAME_MAX_LENGTH = 100;
export const COUNTRY_MAX_LENGTH = 100;

/** RFC 5321 caps a forward path at 256 octets, 254 of them the address. */
export const EMAIL_MAX_LENGTH = 254;
/**
 * name@domain.tld: ASCII local part without leading, trailing or doubled dots, a domain of labels
 * and a top-level domain of two or more letters (zod's e-mail rule, the server's since the start).
 */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
/** The e-mail rule for text that has already been trimmed. */
export const isEmail = (value: string) => value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);

export const PHONE_MIN_LENGTH = 5;
export const PHONE_MAX_LENGTH = 20;
/** Digits with the separators people type, and an optional leading + for the country code. */
export const PHONE_PATTERN = /^\+?[0-9 ()-]+$/;
/** The phone rule for text that has already been trimmed. */
export const isPhone = (value: string) =>
  value.length >= PHONE_MIN_LENGTH && value.length <= PHONE_MAX_LENGTH && PHONE_PATTERN.test(value);

/** No composition rules (OWASP ASVS 6.2.5); guessable passwords are refused by `passwordStrength.ts`. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** Comment and reply text. */
export const POST_TEXT_MAX_LENGTH = 2000;

/** The contact form's field limits. */
export const ENQUIRY_LIMITS = { fullNameMin: 2, fullName: 100, email: EMAIL_MAX_LENGTH, country: 60, language: 40, message: 4000 } as const;

/**
 * Control characters other than tab and line breaks, and lone UTF-16 halves. Nobody types them;
 * PostgreSQL refuses NUL in text outright (which would surface as a 500), and a lone surrogate
 * would be stored as U+FFFD, unlike the text the answer echoes.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
export const UNTYPEABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|\p{Cs}/u;

/** Blanks and invisible format characters (zero-width spaces and joiners, BOM): text of only these looks empty. */
export const INVISIBLE_ONLY = /^[\s\p{Cf}]*$/u;

export const hasUntypeable = (value: string) => UNTYPEABLE.test(value);

/**
 * An @mention of a member's handle in a post or comment (not the middle of an e-mail address).
 * Global: use with matchAll, or `mentionedHandles`.
 */
export const MENTION_PATTERN = /(?:^|[^\w@.])@([a-z0-9][a-z0-9._-]{1,28}[a-z0-9])/gi;
/**
 * Members one post or comment may mention: each mention can e-mail its member, so a longer list
 * would let one post mail a crowd. A conversation among friends rarely names more.
 */
export const MENTIONS_PER_ITEM = 5;
/** Members one member's mentions notify (and so may e-mail) in an hour; mentions past it are not announced. */
export const MENTIONED_MEMBERS_PER_HOUR = 20;
/** The different handles a text mentions, lower-cased, in order of first mention. */
export const mentionedHandles = (value: string) => [...new Set([...value.matchAll(MENTION_PATTERN)].map((match) => match[1]!.toLowerCase()))];

/**
 * Line breaks and tabs, including Unicode's own line and paragraph separators and NEL: allowed in a
 * text a member writes, never in a name, which e-mails and receipts print on one line of their own.
 */
// eslint-disable-next-line no-control-regex -- matching line breaks (vertical tab and form feed among them) is the point
export const LINE_BREAK = /[\t\n\r\u000B\u000C\u0085\u2028\u2029]/;
export const hasLineBreak = (value: string) => LINE_BREAK.test(value);
export const looksBlank = (value: string) => INVISIBLE_ONLY.test(value);

/**
 * Top-level comments (with their replies) sent at once: the episode answer carries the latest
 * page, earlier pages come from the interactions comments endpoint with `?before=`.
 */
export const COMMENT_PAGE_SIZE = 50;

/**
 * Where a link in content may point: a path of this site (not `//host`, which leaves it), a
 * #section, a web address or an e-mail address, as the Studio's forms say. Anything else
 * (`javascript:`, `data:`) is refused when written and not rendered as a link.
 */
export const SAFE_LINK_ADDRESS = /^(?:\/(?![/\\])|#|https?:\/\/|mailto:)/i;
export const isSafeLinkAddress = (href: unknown): href is string => typeof href === 'string' && SAFE_LINK_ADDRESS.test(href);

/** The random id a browser keeps so its visitor's shares count once per item (letters, digits, dashes). */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** The largest key an integer id column holds (PostgreSQL's integer); a larger number names no row. */
export const MAX_ROW_ID = 2_147_483_647;
