/**
 * The membership bill and the offer banner's numbers, computed once for the browser's
 * payment panel and the server's order: the server charges exactly what the panel showed.
 * Prices come from content in rupees per month; every amount here is an integer in paise.
 */
import { percentOf, rupeesToPaise } from './money';

/** The billing periods a plan can be bought for, with the months each one pays upfront. */
export const BILLING_PERIODS = [
  { title: 'Yearly', value: 'yearly', months: 12 },
  { title: 'Quarterly', value: 'quarterly', months: 3 },
  { title: 'Monthly', value: 'monthly', months: 1 },
] as const;

export type BillingPeriod = (typeof BILLING_PERIODS)[number]['value'];

export const BILLING_PERIOD_VALUES = BILLING_PERIODS.map((period) => period.value) as [BillingPeriod, ...BillingPeriod[]];

export const isBillingPeriod = (value: string): value is BillingPeriod => BILLING_PERIODS.some((period) => period.value === value);

export const monthsIn = (period: BillingPeriod): number => BILLING_PERIODS.find((p) => p.value === period)?.months ?? 1;

export const periodTitle = (period: BillingPeriod): string => BILLING_PERIODS.find((p) => p.value === period)?.title ?? period;

/** One period's prices as the content holds them: rupees per month, before and after the discount. */
export interface PlanPrice {
  oldMonthly: number;
  monthly: number;
}

/**
 * Where a plan's prices contradict themselves: a longer period that costs more a month than a
 * shorter one (paying upfront for longer is never the dearer choice). Null when they agree.
 */
export function periodPriceClash(prices: readonly { period?: string | null; monthly?: number | null }[]): string | null {
  const known = BILLING_PERIODS.flatMap(({ value, title }) => {
    const monthly = prices.find((row) => row.period === value)?.monthly;
    return typeof monthly === 'number' ? [{ title, monthly }] : [];
  });
  // BILLING_PERIODS runs from the longest period to the shortest.
  for (let i = 0; i + 1 < known.length; i++) {
    const [longer, shorter] = [known[i]!, known[i + 1]!];
    if (longer.monthly > shorter.monthly) return `${longer.title} costs more a month than ${shorter.title}`;
  }
  return null;
}

/** The lowest price a month among a plan's periods, in rupees (the plan card's "from" price). */
export const lowestMonthly = (prices: readonly { monthly?: number | null }[]): number | null =>
  prices.reduce<number | null>((low, row) => (typeof row.monthly === 'number' && (low === null || row.monthly < low) ? row.monthly : low), null);

export interface MembershipBill {
  months: number;
  /** Old monthly price × months. */
  listTotal: number;
  /** (Old − new) monthly price × months. */
  discount: number;
  subtotal: number;
  /** The GST rate in percent, as content holds it (18 seeded). */
  gstRate: number;
  gst: number;
  total: number;
}

/** The bill for `months` of a plan at `price` with GST at `gstRate` percent on the subtotal. */
export function membershipBill(price: PlanPrice, months: number, gstRate: number): MembershipBill {
  const oldMonthly = rupeesToPaise(price.oldMonthly);
  const monthly = rupeesToPaise(price.monthly);
  const listTotal = oldMonthly * months;
  const discount = (oldMonthly - monthly) * months;
  const subtotal = listTotal - discount;
  const gst = percentOf(subtotal, gstRate);
  return { months, listTotal, discount, subtotal, gstRate, gst, total: subtotal + gst };
}

/** The numbers an offer banner states, for one plan's period. */
export interface OfferNumbers {
  /** The discount on the list price, rounded down so the banner never promises more than the bill gives. */
  discountPercent: number;
  /** What a day of the membership costs, GST included, rounded up to the rupee ("as low as ₹4 a day"). */
  perDayRupees: number;
}

const DAYS_PER_MONTH = 365 / 12;

export function offerNumbers(bill: MembershipBill): OfferNumbers {
  const discountPercent = bill.listTotal > 0 ? Math.floor((bill.discount * 100) / bill.listTotal) : 0;
  const days = Math.round(bill.months * DAYS_PER_MONTH);
  const perDayRupees = Math.ceil(bill.total / days / 100);
  return { discountPercent, perDayRupees };
}

/** An offer text with its numbers filled in: `{discountPercent}` and `{perDay}` are replaced. */
export const fillOfferText = (template: string, numbers: OfferNumbers): string =>
  template.replaceAll('{discountPercent}', String(numbers.discountPercent)).replaceAll('{perDay}', String(numbers.perDayRupees));

/** The end of a membership that starts at `start` and runs `months` months (calendar months, clamped to the month's last day). */
export function addMonths(start: Date, months: number): Date {
  const end = new Date(start.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
