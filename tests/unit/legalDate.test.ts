import { describe, expect, it } from 'vitest';
import { formatLongDate as formatLegalDate } from '../../contracts/dates';

describe('formatLegalDate', () => {
  it('writes every day of 2024–2026 as Intl.DateTimeFormat does, in both locales', () => {
    for (const locale of ['en-GB', 'en-US'] as const) {
      const intl = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
      for (let time = Date.UTC(2024, 0, 1); time <= Date.UTC(2026, 11, 31); time += 86_400_000) {
        const iso = new Date(time).toISOString().slice(0, 10);
        expect(formatLegalDate(iso, locale), iso).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
      }
    }
  });

  it('reads the legal pages’ dates as their texts write them', () => {
    expect(formatLegalDate('2025-08-28', 'en-GB')).toBe('28 August 2025');
    expect(formatLegalDate('2025-08-28', 'en-US')).toBe('August 28, 2025');
  });
});
