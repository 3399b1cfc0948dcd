import { formatDeliveryDate, formatPaise, deliveryEstimate, rupeesToPaise } from '@contracts/bookShop';
import { formatDayMonthYear } from '@contracts/dates';

/** Display helpers shared by the marketplace's screens. */

/** A vocabulary value as shown: "gujarati" → "Gujarati", "paperback" → "Paperback". */
export const titleCase = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/** A content price in rupees as shown: ₹450.00. */
export const formatRupees = (rupees: number | null | undefined) =>
  rupees === null || rupees === undefined ? '' : formatPaise(rupeesToPaise(rupees));

/** "Get it by Mon, 30 Nov". */
export const deliveryText = (deliveryDays: number | null | undefined, now: number) =>
  deliveryDays ? `Get it by ${formatDeliveryDate(deliveryEstimate(new Date(now), deliveryDays))}` : '';

/** The settings' note with its {amount} filled in: "FREE delivery on orders over ₹499". */
export const freeDeliveryText = (note: string | null | undefined, thresholdRupees: number | null | undefined) =>
  (note ?? '').replace('{amount}', formatPaise(rupeesToPaise(thresholdRupees ?? 0), { wholeWithoutDecimals: true }));

export const publishedText = (iso: string | null | undefined) => (iso ? formatDayMonthYear(new Date(`${iso}T00:00:00Z`)) : '');
