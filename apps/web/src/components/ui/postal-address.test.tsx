import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeOrder } from '../../test/order-fixtures.ts';
import { PostalAddress } from './postal-address.tsx';

const lines = () =>
  [...screen.getByRole('group').querySelectorAll('span')].map((line) => line.textContent);

describe('postal address', () => {
  it('names the recipient and their mobile above the lines, as on the parcel', () => {
    render(<PostalAddress address={{ ...makeOrder().address, addressLine2: 'Flat 2' }} />);
    expect(lines()).toEqual([
      'Meera Iyer',
      'Phone: 98450 12345',
      '7 Lake View Road',
      'Flat 2',
      'Pune, Maharashtra 411001',
    ]);
  });

  it('leaves the phone out for an older order that has none', () => {
    render(<PostalAddress address={{ ...makeOrder().address, phone: null }} />);
    expect(lines()).toEqual(['Meera Iyer', '7 Lake View Road', 'Pune, Maharashtra 411001']);
  });
});
