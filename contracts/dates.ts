/**
 * Calendar dates as the pages show them, in Indian English, written out rather than asked of
 * `Intl.DateTimeFormat`: the first Intl formatter a page makes loads the browser's locale data
 * (~30 ms on a desktop, four times that on a phone), and the server and the browser must write the
 * same text for hydration. `tests/unit/formats.test.ts` compares them with Intl day by day.
 * Dates are read in UTC: callers pass calendar dates made at UTC midnight.
 */

// CLDR's abbreviations for en-IN: "Sept", not "Sep".
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "28 Aug 2025" (en-IN: day numeric, month short, year numeric). */
export const formatDayMonthYear = (date: Date): string => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "Mon, 30 Nov" (en-IN: weekday short, day numeric, month short). */
export const formatWeekdayDayMonth = (date: Date): string =>
  `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
