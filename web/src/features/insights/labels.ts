import { INSIGHTS_PAGE_MESSAGES } from '@contracts/messages/insightsPage';

export const TEXTS = INSIGHTS_PAGE_MESSAGES;

/** Made once, in the trust's time zone, so the server's HTML and the browser write the same words. */
const DATE_TIME = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

export const dateTimeText = (iso: string) => DATE_TIME.format(new Date(iso));
export const dateText = (iso: string) => DATE.format(new Date(iso));
