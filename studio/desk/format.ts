export { formatPaise } from '../../contracts/bookShop';

/** A date and time as staff in India read it, e.g. "29 Nov 2026, 6:42 am". */
export const when = (iso: string) =>
  new Date(iso).toLocaleString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** Rupees typed by staff ("698", "698.5", "698.50") as paise, exactly; null when it is not an amount. */
export function paiseOf(rupees: string): number | null {
  const match = /^\s*(\d{1,9})(?:\.(\d{1,2}))?\s*$/.exec(rupees);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** A day as staff in India read it, e.g. "29 Nov 2026". */
export const day = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
