import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';

describe('amountInWords', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees Zero and One Paise Only'],
    [100, 'Rupees One Only'],
    [15_00, 'Rupees Fifteen Only'],
    [100_00, 'Rupees One Hundred Only'],
    [998_00, 'Rupees Nine Hundred Ninety Eight Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [
      1_23_456_78,
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    ],
    [
      12_34_56_789_05,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only',
    ],
  ])('%i paise -> %s', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });

  it('refuses a fraction of a paisa or a negative amount', () => {
    expect(() => amountInWords(10.5)).toThrow(RangeError);
    expect(() => amountInWords(-100)).toThrow(RangeError);
  });
});
