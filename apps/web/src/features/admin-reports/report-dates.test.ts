import { describe, expect, it } from 'vitest';
import { formatMonth, indiaToday, monthToFile, startOfIndiaMonth } from './report-dates.ts';

describe('report dates in India time', () => {
  it("takes today and the month from India's clock, not the browser's", () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    const newYear = new Date('2026-12-31T20:00:00Z');
    expect(indiaToday(newYear)).toBe('2027-01-01');
    expect(startOfIndiaMonth(newYear)).toBe('2027-01-01');
    expect(monthToFile(newYear)).toBe('2026-12');
    expect(monthToFile(new Date('2026-11-15T06:00:00Z'))).toBe('2026-10');
  });

  it('names a month in words', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
  });
});
