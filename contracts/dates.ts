/**
 * Calendar dates as the pages show them, in Indian English, written out rather than asked of
 * `Intl.DateTimeFormat`: the first Intl formatter a page makes loads the browser's locale data
 * (~30 ms on a desktop, four times that on a phone), and the server and the browser must write the
 * same text for hydration. `tests/unit/formats.test.ts` and `legalDate.test.ts` compare them with Intl
 * day by day.
 * Dates are read in UTC: callers pass calendar dates made at UTC midnight.
 */

const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
// CLDR's abbreviations for en-IN: "Sept", not "Sep".
const MONTHS = MONTH_NAMES.map((name) => (name === 'September' ? 'Sept' : name.slice(0, 3)));
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** "28 Aug 2025" (en-IN: day numeric, month short, year numeric). */
export const formatDayMonthYear = (date: Date): string => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/** "Mon, 30 Nov" (en-IN: weekday short, day numeric, month short). */
export const formatWeekdayDayMonth = (date: Date): string =>
  `${WEEKDAYS[date.getUTCDay()]}, ${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;

/**
 * "2025-08-28" as a calendar date, month in full: "28 August 2025" (en-GB) or "August 28, 2025"
 * (en-US), as Intl writes them; anything that is not such a date comes back as it is.
 */
export function formatLongDate(isoDate: string, locale: 'en-GB' | 'en-US'): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  const monthName = MONTH_NAMES[(month ?? 0) - 1];
  if (!year || !monthName || !day) return isoDate;
  return locale === 'en-US' ? `${monthName} ${day}, ${year}` : `${day} ${monthName} ${year}`;
}

/** India's offset from UTC: the trust's calendar (India keeps no daylight saving time). */
export const IST_OFFSET_MS = 330 * 60_000;

/** A moment as India's wall clock, to be read with the UTC getters. */
export const inIndia = (moment: Date | number): Date => new Date(+moment + IST_OFFSET_MS);

/** The calendar day in India a moment falls on, "YYYY-MM-DD". */
export const istDay = (moment: Date | number | string): string =>
  inIndia(typeof moment === 'string' ? Date.parse(moment) : moment).toISOString().slice(0, 10);
