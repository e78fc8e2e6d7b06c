import { describe, expect, it } from 'vitest';
import {
  formatIndianAddress,
  formatIndianPhone,
  indianPhoneHref,
} from './indian-contact-format.ts';

describe('Indian contact formats', () => {
  it('writes a metro landline 2 + 4 + 4 and a mobile 5 + 5, with +91', () => {
    expect(formatIndianPhone('8041234567')).toBe('+91 80 4123 4567');
    expect(formatIndianPhone('2226541234')).toBe('+91 22 2654 1234');
    // Bengaluru's and Ahmedabad's codes overlap mobile numbers: a landline's own number starts
    // with 2, 3, 4 or 6.
    expect(formatIndianPhone('7926541234')).toBe('+91 79 2654 1234');
    expect(formatIndianPhone('8051234567')).toBe('+91 80512 34567');
    expect(formatIndianPhone('7971234567')).toBe('+91 79712 34567');
    expect(formatIndianPhone('9876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('+91 98765-43210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('09876543210')).toBe('+91 98765 43210');
    expect(formatIndianPhone('4842345678')).toBe('+91 48423 45678');
  });

  it('links every form of the number to the same international tel: address', () => {
    expect(indianPhoneHref('8041234567')).toBe('tel:+918041234567');
    expect(indianPhoneHref('+91 98765 43210')).toBe('tel:+919876543210');
  });

  it('leaves a number it does not recognise as typed', () => {
    expect(formatIndianPhone(' 1800-123 ')).toBe('1800-123');
    expect(indianPhoneHref('1800-123')).toBe('tel:1800123');
  });

  it('ends the address with the PIN code once', () => {
    expect(formatIndianAddress('14 Rose Garden Lane, Bengaluru, Karnataka,', '560095')).toBe(
      '14 Rose Garden Lane, Bengaluru, Karnataka 560095',
    );
    expect(formatIndianAddress('Bengaluru 560095', '560095')).toBe('Bengaluru 560095');
    expect(formatIndianAddress('Bengaluru', null)).toBe('Bengaluru');
  });
});
