import type { Address } from '@shop/contracts/addresses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { AddressBook } from './address-book.tsx';

const office: Address = {
  id: 'a-3',
  userId: 'u-1',
  fullName: 'Meera Iyer',
  phone: '9845012345',
  addressLine1: '21 Residency Road',
  addressLine2: 'Floor 3',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '056025',
  isDefault: true,
  needsUpdate: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address book', () => {
  it('flags an address that needs an update and opens it to be fixed', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'meera', userType: 'CUSTOMER' }));
    fakeApi({ 'GET /addresses': { body: { addresses: [office] } } });
    renderWithQueryClient(<AddressBook />);
    const user = userEvent.setup();

    const card = (await screen.findByText('21 Residency Road')).closest('article');
    if (!card) throw new Error('no address card');
    expect(card.textContent).toContain('Meera Iyer');
    expect(card.textContent).toContain('Phone: 98450 12345');
    expect(card.textContent).toContain(
      'Needs an update: Enter a 6-digit PIN code (it never starts with 0).',
    );

    await user.click(within(card).getByRole('button', { name: 'Update address' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    const pin = within(form).getByLabelText('PIN Code', { exact: false }) as HTMLInputElement;
    expect(pin.value).toBe('056025');
    await vi.waitFor(() => expect(document.activeElement).toBe(pin));
    expect(pin.getAttribute('aria-invalid')).toBe('true');
  });
});
