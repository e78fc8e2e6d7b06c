import { describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { hindi } from '../../test/hindi.ts';
import { formatCountdown, secondsLeft, spokenTimeLeft } from './countdown.ts';

describe('the payment countdown', () => {
  const expiresAt = '2026-03-01T10:30:00.000Z';

  it('counts whole seconds to the expiry and stops at zero', () => {
    expect(secondsLeft(expiresAt, Date.parse('2026-03-01T10:00:00.000Z'))).toBe(1800);
    expect(secondsLeft(expiresAt, Date.parse('2026-03-01T10:29:59.400Z'))).toBe(1);
    expect(secondsLeft(expiresAt, Date.parse('2026-03-01T10:31:00.000Z'))).toBe(0);
  });

  it('shows minutes and seconds with two digits each', () => {
    expect(formatCountdown(1800)).toBe('30:00');
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(9)).toBe('00:09');
    expect(formatCountdown(0)).toBe('00:00');
  });

  it('speaks in whole minutes, then the last half minute, then that the time is up', () => {
    expect(spokenTimeLeft(i18n, 1800)).toBe('30 minutes left to pay.');
    expect(spokenTimeLeft(i18n, 1741)).toBe('30 minutes left to pay.');
    expect(spokenTimeLeft(i18n, 1740)).toBe('29 minutes left to pay.');
    expect(spokenTimeLeft(i18n, 60)).toBe('1 minute left to pay.');
    expect(spokenTimeLeft(i18n, 30)).toBe('Less than a minute left to pay.');
    expect(spokenTimeLeft(i18n, 0)).toBe('The time to pay is up.');
  });

  it('speaks Hindi on a Hindi page', () => {
    expect(spokenTimeLeft(hindi(), 1740)).toBe('भुगतान के लिए 29 मिनट बचे हैं।');
    expect(spokenTimeLeft(hindi(), 60)).toBe('भुगतान के लिए 1 मिनट बचा है।');
    expect(spokenTimeLeft(hindi(), 0)).toBe('भुगतान का समय खत्म हो गया।');
  });
});
