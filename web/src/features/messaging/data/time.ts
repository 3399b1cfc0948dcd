/** Dates as the messages screen writes them, in the trust's time zone (the server renders the same text). */
const ZONE = 'Asia/Kolkata';
const HOUR = 60 * 60 * 1000;

/** "Last Active 3 hours ago", from the member's real last activity. */
export function lastActive(iso: string | null, now = Date.now()): string {
  if (!iso) return 'Not active yet';
  const ms = Math.max(0, now - Date.parse(iso));
  if (ms < 5 * 60 * 1000) return 'Active now';
  if (ms < HOUR) return `Last Active ${Math.floor(ms / 60000)} minutes ago`;
  if (ms < 24 * HOUR) {
    const hours = Math.floor(ms / HOUR);
    return `Last Active ${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  }
  const days = Math.floor(ms / (24 * HOUR));
  return `Last Active ${days} ${days === 1 ? 'day' : 'days'} ago`;
}

export const timeOf = (iso: string) => new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', timeZone: ZONE });

const dayKey = (iso: string) => new Date(iso).toLocaleDateString('en-CA', { timeZone: ZONE });

/** The day separator's words: Today, Yesterday, or the date. */
export function dayLabel(iso: string, now = Date.now()): string {
  const key = dayKey(iso);
  if (key === dayKey(new Date(now).toISOString())) return 'Today';
  if (key === dayKey(new Date(now - 24 * HOUR).toISOString())) return 'Yesterday';
  return new Date(iso).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: ZONE });
}

export const sameDay = (a: string, b: string) => dayKey(a) === dayKey(b);
