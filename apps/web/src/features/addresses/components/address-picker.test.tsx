import type { Address } from '@shop/contracts/addresses';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { AddressPicker } from './address-picker.tsx';
import { makeAddress } from '../../../test/address-fixtures.ts';

const home = makeAddress();

const granny: Address = {
  ...home,
  id: 'a-2',
  fullName: 'Lakshmi Iyer',
  phone: null,
  addressLine1: '3 Temple Street',
  city: 'Madras',
  state: 'Madras State',
  postalCode: '600004',
  isDefault: false,
  needsUpdate: true,
};

function renderPicker(selectedId: string) {
  const onSelect = vi.fn();
  renderWithQueryClient(
    <AddressPicker addresses={[home, granny]} selectedId={selectedId} onSelect={onSelect} />,
  );
  return { user: userEvent.setup(), onSelect };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('checkout address picker', () => {
  it('shows who receives each parcel and their mobile above the lines', () => {
    renderPicker('a-1');
    const choice = screen.getByRole('radio', { name: /Meera Iyer/ });
    expect(choice.closest('label')?.textContent).toContain('Meera IyerPhone: 98450 12345');
    expect(
      screen.getByRole('radio', { name: /Lakshmi Iyer/ }).closest('label')?.textContent,
    ).not.toContain('Phone:');
  });

  it('flags an address that needs an update with its first problem, and fixes it in place', async () => {
    const fixed = { ...granny, phone: '9444012345', state: 'Tamil Nadu', needsUpdate: false };
    const fetchMock = fakeApi({ 'PUT /addresses/a-2': { body: { address: fixed } } });
    const { user, onSelect } = renderPicker('a-2');

    const flagged = screen.getByRole('radio', { name: /Lakshmi Iyer/ });
    expect(flagged.closest('label')?.textContent).toContain(
      'Needs an update: Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).',
    );
    expect(screen.getAllByRole('button', { name: 'Update address' })).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Update address' }));
    const form = screen.getByRole('form', { name: 'Edit address' });
    expect((within(form).getByLabelText('Full Name') as HTMLInputElement).value).toBe(
      'Lakshmi Iyer',
    );
    const state = within(form).getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    expect(state.value).toBe('');

    await user.type(within(form).getByLabelText('Mobile Number', { exact: false }), '94440 12345');
    await user.selectOptions(state, 'Tamil Nadu');
    await user.click(within(form).getByRole('button', { name: 'Update Address' }));

    await vi.waitFor(() => expect(onSelect).toHaveBeenCalledWith('a-2'));
    expect(sentBody(fetchMock, 'PUT /addresses/a-2')).toMatchObject({
      fullName: 'Lakshmi Iyer',
      phone: '9444012345',
      state: 'Tamil Nadu',
    });
    expect(screen.queryByRole('form', { name: 'Edit address' })).toBeNull();
  });

  it("makes a new address out to the account's name and mobile", async () => {
    const onSelect = vi.fn();
    renderWithQueryClient(
      <AddressPicker
        addresses={[home]}
        selectedId="a-1"
        onSelect={onSelect}
        recipient={{ fullName: 'Meera Iyer', phone: '98450 12345' }}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add New' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect((within(form).getByLabelText('Full Name') as HTMLInputElement).value).toBe('Meera Iyer');
    expect(
      (within(form).getByLabelText('Mobile Number', { exact: false }) as HTMLInputElement).value,
    ).toBe('98450 12345');
  });
});
