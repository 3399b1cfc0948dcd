import { formatDayMonthYear, inIndia } from '@contracts/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "just now", "12 min ago", "3 h ago", "2 days ago", then the date: how old a post, comment or story is. */
export function relativeTime(iso: string, now: number): string {
  const age = Math.max(0, now - Date.parse(iso));
  if (age < MINUTE) return 'just now';
  if (age < HOUR) return `${Math.floor(age / MINUTE)} min ago`;
  if (age < DAY) return `${Math.floor(age / HOUR)} h ago`;
  if (age < 7 * DAY) return `${Math.floor(age / DAY)} ${age < 2 * DAY ? 'day' : 'days'} ago`;
  return formatDayMonthYear(inIndia(Date.parse(iso)));
}

/** "Last active 5 min ago", or nothing when the member has not been seen. */
export const lastActiveText = (iso: string | null, now: number) => (iso ? `Last active ${relativeTime(iso, now)}` : '');
