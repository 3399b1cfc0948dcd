import { describe, expect, it } from 'vitest';
import { addMonths, fillOfferText, lowestMonthly, membershipBill, monthsIn, offerNumbers, periodPriceClash } from '../../contracts/membershipBill';
import { formatRupees, percentOf as percentOfRoundedHalfUp } from '../../contracts/money';

/** The seeded Divyajnanam prices (content/seed/giving/membership.ts), rupees per month. */
const SEED = { yearly: { oldMonthly: 149, monthly: 99 }, quarterly: { oldMonthly: 149, monthly: 119 }, monthly: { oldMonthly: 149, monthly: 129 } };

const shown = (bill: ReturnType<typeof membershipBill>) => ({
  listTotal: formatRupees(bill.listTotal),
  discount: formatRupees(bill.discount),
  subtotal: formatRupees(bill.subtotal),
  gst: formatRupees(bill.gst),
  total: formatRupees(bill.total),
});

describe('membership bill', () => {
  it('Yearly with the seed: ₹1,788.00 − ₹600.00 = ₹1,188.00, GST ₹213.84, total ₹1,401.84', () => {
    const bill = membershipBill(SEED.yearly, monthsIn('yearly'), 18);
    expect(bill).toMatchObject({ months: 12, listTotal: 178_800, discount: 60_000, subtotal: 118_800, gst: 21_384, total: 140_184 });
    expect(shown(bill)).toEqual({ listTotal: '₹1,788.00', discount: '₹600.00', subtotal: '₹1,188.00', gst: '₹213.84', total: '₹1,401.84' });
  });

  it('Quarterly: ₹447.00 − ₹90.00 = ₹357.00, GST ₹64.26, total ₹421.26', () => {
    const bill = membershipBill(SEED.quarterly, monthsIn('quarterly'), 18);
    expect(shown(bill)).toEqual({ listTotal: '₹447.00', discount: '₹90.00', subtotal: '₹357.00', gst: '₹64.26', total: '₹421.26' });
  });

  it('Monthly: ₹149.00 − ₹20.00 = ₹129.00, GST ₹23.22, total ₹152.22', () => {
    const bill = membershipBill(SEED.monthly, monthsIn('monthly'), 18);
    expect(shown(bill)).toEqual({ listTotal: '₹149.00', discount: '₹20.00', subtotal: '₹129.00', gst: '₹23.22', total: '₹152.22' });
  });

  it('adds up for any price and rate: list − discount = subtotal, subtotal + GST = total', () => {
    for (const [oldMonthly, monthly, months, rate] of [
      [199.99, 149.5, 12, 18],
      [100, 100, 3, 5],
      [0, 0, 1, 18],
      [999, 1, 12, 12.5],
    ] as const) {
      const bill = membershipBill({ oldMonthly, monthly }, months, rate);
      expect(bill.listTotal - bill.discount).toBe(bill.subtotal);
      expect(bill.subtotal + bill.gst).toBe(bill.total);
      for (const amount of [bill.listTotal, bill.discount, bill.subtotal, bill.gst, bill.total]) expect(Number.isInteger(amount)).toBe(true);
    }
  });

  it('rounds GST half-up to the paisa', () => {
    expect(percentOfRoundedHalfUp(25, 18)).toBe(5); // 4.5 paise → 5
    expect(percentOfRoundedHalfUp(24, 18)).toBe(4); // 4.32 → 4
    expect(percentOfRoundedHalfUp(1, 50)).toBe(1); // 0.5 → 1
    expect(percentOfRoundedHalfUp(118_800, 18)).toBe(21_384);
    expect(percentOfRoundedHalfUp(1000, 12.5)).toBe(125);
  });
});

describe('offer numbers are computed from the plan', () => {
  it('the seeded yearly plan: 33% off (rounded down), as low as ₹4 a day (₹1,401.84 ÷ 365, rounded up)', () => {
    const numbers = offerNumbers(membershipBill(SEED.yearly, 12, 18));
    expect(numbers).toEqual({ discountPercent: 33, perDayRupees: 4 });
    expect(fillOfferText('Annual {discountPercent}% Off', numbers)).toBe('Annual 33% Off');
    expect(fillOfferText('As low as ₹{perDay} per day', numbers)).toBe('As low as ₹4 per day');
  });

  it('follow a price change', () => {
    expect(offerNumbers(membershipBill({ oldMonthly: 200, monthly: 100 }, 12, 0))).toEqual({ discountPercent: 50, perDayRupees: 4 });
    expect(offerNumbers(membershipBill({ oldMonthly: 300, monthly: 300 }, 1, 18))).toEqual({ discountPercent: 0, perDayRupees: 12 });
  });
});

describe("a plan's prices agree with each other", () => {
  it('the seed: the longer the period, the lower the price a month (₹99 < ₹119 < ₹129), from ₹99', () => {
    const rows = Object.entries(SEED).map(([period, price]) => ({ period, ...price }));
    expect(periodPriceClash(rows)).toBeNull();
    expect(lowestMonthly(rows)).toBe(99);
  });

  it('names a longer period that costs more a month than a shorter one (the old sample: Yearly ₹99, Quarterly ₹119, Monthly ₹99)', () => {
    expect(periodPriceClash([{ period: 'yearly', monthly: 99 }, { period: 'quarterly', monthly: 119 }, { period: 'monthly', monthly: 99 }])).toBe(
      'Quarterly costs more a month than Monthly',
    );
    expect(periodPriceClash([{ period: 'yearly', monthly: 130 }, { period: 'monthly', monthly: 129 }])).toBe('Yearly costs more a month than Monthly');
    expect(periodPriceClash([{ period: 'monthly', monthly: 129 }])).toBeNull();
  });
});

describe('membership dates', () => {
  it('end after whole calendar months, clamped to the last day of a short month', () => {
    expect(addMonths(new Date('2026-01-15T10:00:00.000Z'), 12).toISOString()).toBe('2027-01-15T10:00:00.000Z');
    expect(addMonths(new Date('2026-01-31T00:00:00.000Z'), 1).toISOString()).toBe('2026-02-28T00:00:00.000Z');
    expect(addMonths(new Date('2026-11-30T00:00:00.000Z'), 3).toISOString()).toBe('2027-02-28T00:00:00.000Z');
  });
});

describe('money as shown', () => {
  it('uses Indian digit grouping and two decimals', () => {
    expect(formatRupees(140_184)).toBe('₹1,401.84');
    expect(formatRupees(1_00_00_000_00)).toBe('₹1,00,00,000.00');
    expect(formatRupees(0)).toBe('₹0.00');
  });
});
