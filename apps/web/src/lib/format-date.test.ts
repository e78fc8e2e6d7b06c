import { format } from 'date-fns';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  formatDate,
  formatDeliveryDate,
  formatDateTime,
  formatIndianDate,
  formatIndianDateTime,
} from './format-date.ts';

describe('formatDate and formatDateTime', () => {
  beforeEach(() => {
    // They format in the browser's time zone; pin one so the test means the same everywhere.
    vi.stubEnv('TZ', 'Asia/Kolkata');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes day, short month and year: dd MMM yyyy', () => {
    expect(formatDate('2026-03-05T10:00:00.000Z')).toBe('05 Mar 2026');
    expect(formatDate('2025-12-31T12:00:00.000Z')).toBe('31 Dec 2025');
    expect(formatDate(new Date(2026, 2, 10))).toBe('10 Mar 2026');
  });

  it('adds the time for the details view', () => {
    expect(formatDateTime('2026-03-05T09:00:00.000Z')).toMatch(/^05 Mar 2026, \d{2}:\d{2}$/);
  });

  it("writes what date-fns's format wrote before them, in any time zone", () => {
    // Every 61 hours and 7 minutes for a century, and years with fewer than four digits.
    const moments = [new Date(99, 0, 1), new Date(999, 11, 31, 23, 59)];
    const step = (61 * 60 + 7) * 60_000;
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2100, 0, 1); time += step) {
      moments.push(new Date(time));
    }
    for (const zone of ['Asia/Kolkata', 'America/Los_Angeles', 'UTC']) {
      vi.stubEnv('TZ', zone);
      expect(moments.map((moment) => formatDate(moment))).toEqual(
        moments.map((moment) => format(moment, 'dd MMM yyyy')),
      );
      expect(moments.map((moment) => formatDateTime(moment.toISOString()))).toEqual(
        moments.map((moment) => format(moment, 'dd MMM yyyy, HH:mm')),
      );
    }
  });

  it('shows a dash instead of "Invalid Date"', () => {
    expect(formatDate('not a date')).toBe('—');
    expect(formatDate(null)).toBe('—');
    expect(formatDateTime('')).toBe('—');
  });
});

describe('formatIndianDate and formatIndianDateTime', () => {
  it("writes India's date and time whatever the browser's time zone", () => {
    expect(formatIndianDate('2026-11-28T18:29:59.000Z')).toBe('28 November 2026');
    expect(formatIndianDateTime('2026-03-08T18:45:00.000Z')).toBe('9 Mar 2026, 12:15 am');
  });

  it('writes Hindi month names on a Hindi page', () => {
    expect(formatIndianDate('2026-11-28T18:29:59.000Z', 'hi')).toBe('28 नवंबर 2026');
    expect(formatIndianDate('2026-11-28T18:29:59.000Z', 'en')).toBe('28 November 2026');
  });

  it('leaves a text that is no date as it is', () => {
    expect(formatIndianDate('soon')).toBe('soon');
    expect(formatIndianDateTime('soon')).toBe('soon');
  });
});

describe('formatDeliveryDate', () => {
  it('writes the calendar day the Indian way, whatever the time zone', () => {
    expect(formatDeliveryDate('2026-06-09')).toBe('Tuesday, 9 June 2026');
    expect(formatDeliveryDate('2026-01-01T00:00:00.000Z')).toBe('Thursday, 1 January 2026');
  });

  it('writes the day and month in Hindi on a Hindi page', () => {
    expect(formatDeliveryDate('2026-06-09', 'hi')).toBe('मंगलवार, 9 जून 2026');
  });
});
