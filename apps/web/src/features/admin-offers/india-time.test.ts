import { afterEach, describe, expect, it, vi } from 'vitest';
import { indiaDateTimeInput, isoFromIndiaDateTimeInput } from './india-time.ts';

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('India time in the date-and-time boxes', () => {
  it('shows a stored instant on India’s clock', () => {
    expect(indiaDateTimeInput('2026-11-28T04:00:00.000Z')).toBe('2026-11-28T09:30');
    // Late evening in UTC is already the next day in India.
    expect(indiaDateTimeInput('2026-12-31T20:00:00Z')).toBe('2027-01-01T01:30');
    expect(indiaDateTimeInput('2026-11-28T09:30:00+05:30')).toBe('2026-11-28T09:30');
    expect(indiaDateTimeInput(null)).toBe('');
  });

  it('sends what was typed as India time, with its offset', () => {
    expect(isoFromIndiaDateTimeInput('2026-11-28T09:30')).toBe('2026-11-28T09:30:00+05:30');
    expect(isoFromIndiaDateTimeInput('  ')).toBeUndefined();
    expect(isoFromIndiaDateTimeInput('tomorrow')).toBe('tomorrow');
  });

  it('comes back to the same box after a round trip through the API', () => {
    const typed = '2027-03-01T00:15';
    const sent = isoFromIndiaDateTimeInput(typed)!;
    // The server answers in UTC.
    const stored = new Date(sent).toISOString();
    expect(stored).toBe('2027-02-28T18:45:00.000Z');
    expect(indiaDateTimeInput(stored)).toBe(typed);
  });

  it('does not depend on the browser’s own time zone', () => {
    // The conversion reads and writes UTC only, so a browser in New York or London shows the
    // same India time; Date's local-time methods would not.
    for (const zone of ['America/New_York', 'Europe/London', 'Asia/Kolkata']) {
      vi.stubEnv('TZ', zone);
      expect(indiaDateTimeInput('2026-06-15T23:59:00Z')).toBe('2026-06-16T05:29');
    }
  });
});
