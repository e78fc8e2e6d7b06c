import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatOrderDate, formatOrderDateTime } from './format-order-date.ts';

describe('formatOrderDate', () => {
  beforeEach(() => {
    // date-fns formats in the browser's time zone; pin one so the test means the same everywhere.
    vi.stubEnv('TZ', 'Asia/Kolkata');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('writes day, short month and year: dd MMM yyyy', () => {
    expect(formatOrderDate('2026-03-05T10:00:00.000Z')).toBe('05 Mar 2026');
    expect(formatOrderDate('2025-12-31T12:00:00.000Z')).toBe('31 Dec 2025');
  });

  it('adds the time for the details view', () => {
    expect(formatOrderDateTime('2026-03-05T09:00:00.000Z')).toMatch(/^05 Mar 2026, \d{2}:\d{2}$/);
  });

  it('shows a dash instead of "Invalid Date"', () => {
    expect(formatOrderDate('not a date')).toBe('—');
    expect(formatOrderDateTime('')).toBe('—');
  });
});
