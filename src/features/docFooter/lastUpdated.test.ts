import {describe, expect, it} from 'vitest';
import {formatLastUpdated} from './lastUpdated';

describe('formatLastUpdated', () => {
  // Every day of two years (one a leap year), at both ends of the UTC day.
  const days = Array.from({length: 731}, (_, i) => Date.UTC(2023, 0, 1 + i));
  for (const locale of ['en', 'zh']) {
    it(`writes what Intl writes for "${locale}"`, () => {
      const intl = new Intl.DateTimeFormat(locale, {day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC'});
      for (const day of days) {
        for (const t of [day, day + 86_399_999]) expect(formatLastUpdated(t, locale)).toBe(intl.format(t));
      }
    });
  }

  it('falls back to the ISO date for another locale', () => {
    expect(formatLastUpdated(Date.UTC(2024, 10, 25, 23, 59), 'fr')).toBe('2024-11-25');
  });
});
