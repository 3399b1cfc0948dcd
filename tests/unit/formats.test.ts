import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDayMonthYear, formatWeekdayDayMonth } from '../../contracts/dates';
import { formatRupees, formatRupeesShort } from '../../contracts/money';

/**
 * The written-out formats (contracts/money.ts, contracts/dates.ts) against Intl, which they stand in
 * for: the same text, or the server's HTML and the hydrated page could disagree with what was shown before.
 */
const inr = (fractionDigits: number) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

describe('rupees without Intl', () => {
  it('formatRupees writes any amount in paise as Intl does', () => {
    const withPaise = inr(2);
    fc.assert(fc.property(fc.integer({ min: -1e13, max: 1e13 }), (paise) => formatRupees(paise) === withPaise.format(paise / 100)), { numRuns: 5000 });
  });

  it('formatRupeesShort drops the paise of whole rupees only', () => {
    const whole = inr(0);
    const withPaise = inr(2);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.boolean(), (amount, wholeRupees) => {
        const paise = wholeRupees ? amount * 100 : amount;
        const expected = paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100);
        return formatRupeesShort(paise) === expected;
      }),
      { numRuns: 5000 },
    );
  });

  it('reads the amounts as the pages write them', () => {
    expect(formatRupees(100_100)).toBe('₹1,001.00');
    expect(formatRupeesShort(3_000_100)).toBe('₹30,001');
    expect(formatRupees(1_234_567_50)).toBe('₹12,34,567.50');
    expect(formatRupees(5)).toBe('₹0.05');
  });
});

describe('dates without Intl', () => {
  it('writes every day of 2024–2027 as Intl does for en-IN', () => {
    const dayMonthYear = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    const weekdayDayMonth = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let time = Date.UTC(2024, 0, 1); time <= Date.UTC(2027, 11, 31); time += 86_400_000) {
      const date = new Date(time);
      expect(formatDayMonthYear(date)).toBe(dayMonthYear.format(date));
      expect(formatWeekdayDayMonth(date)).toBe(weekdayDayMonth.format(date));
    }
  });
});
