import { describe, expect, it } from 'vitest';
import { formatDeliveryDate } from './delivery-date.ts';

describe('formatDeliveryDate', () => {
  it('writes the calendar day the Indian way, whatever the time zone', () => {
    expect(formatDeliveryDate('2026-06-09')).toBe('Tuesday, 9 June 2026');
    expect(formatDeliveryDate('2026-01-01T00:00:00.000Z')).toBe('Thursday, 1 January 2026');
  });
});
