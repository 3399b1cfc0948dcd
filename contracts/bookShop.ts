/**
 * The marketplace's arithmetic, shared by the server (which charges) and the pages (which show
 * the same figures before anything is sent): rupee prices from content into paise, the delivery
 * fee rule, the delivery estimate, and the display of amounts (integers in paise,
 * formatted only for display, `en-IN`).
 */

import { formatWeekdayDayMonth, inIndia } from './dates';
import { formatRupees, formatRupeesShort } from './money';

/** Content holds prices in rupees with at most two decimals; every computation uses paise. */
export { rupeesToPaise } from './money';

/** `₹1,401.84`; whole rupees without decimals (`₹499`) when `wholeWithoutDecimals` is set. */
export function formatPaise(paise: number, { wholeWithoutDecimals = false } = {}): string {
  return wholeWithoutDecimals ? formatRupeesShort(paise) : formatRupees(paise);
}

export interface DeliveryRule {
  /** Orders whose items total reaches this (paise) are delivered free. */
  freeDeliveryThreshold: number;
  /** The fee (paise) below it. */
  deliveryFee: number;
}

/** The fee for an items total: none for an empty cart, free at or above the threshold (₹499). */
export function deliveryFeeFor(itemsTotal: number, rule: DeliveryRule): number {
  if (itemsTotal <= 0) return 0;
  return itemsTotal >= rule.freeDeliveryThreshold ? 0 : rule.deliveryFee;
}

/**
 * The delivery date shown on a card: today plus the book's delivery days, counted in India's
 * calendar (IST), so the date does not jump a day early for an evening visitor.
 */
export function deliveryEstimate(now: Date, deliveryDays: number): Date {
  const ist = inIndia(now);
  return new Date(Date.UTC(ist.getUTCFullYear(), ist.getUTCMonth(), ist.getUTCDate() + deliveryDays));
}

/** "Mon, 30 Nov" for a date made by deliveryEstimate. */
export const formatDeliveryDate = (date: Date): string => formatWeekdayDayMonth(date);

export { MAX_CART_LINES, MAX_QUANTITY } from './cartLimits';
/** Reviews per page on the book page ("See More" fetches the next). */
export const REVIEWS_PAGE_SIZE = 5;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_TEXT_MAX = 2000;
