import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { AddressForm } from './address-form.tsx';

const messages = { added: 'Address added!', updated: 'Address updated!', failed: 'Save failed!' };

function renderForm() {
  const onSaved = vi.fn();
  const onInvalid = vi.fn();
  renderWithQueryClient(
    <AddressForm
      address={null}
      messages={messages}
      onSaved={onSaved}
      onInvalid={onInvalid}
      title="New address"
    />,
  );
  return { user: userEvent.setup(), onSaved, onInvalid };
}

const field = (label: string) => screen.getByLabelText(label, { exact: false });

async function fillAddress(user: ReturnType<typeof userEvent.setup>, postalCode: string) {
  await user.type(field('Address Line 1'), '12 MG Road');
  await user.type(field('City'), 'Bengaluru');
  await user.type(field('State'), 'Karnataka');
  await user.type(field('Postal Code'), postalCode);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('address form', () => {
  it("refuses a postal code the server refuses, with the server's message, and sends nothing", async () => {
    const fetchMock = fakeApi({});
    const { user, onInvalid } = renderForm();
    await fillAddress(user, '560#01');
    expect(await screen.findByText('Postal Code may use digits and letters only.')).toBeTruthy();
    expect(field('Postal Code').getAttribute('aria-invalid')).toBe('true');
    expect(onInvalid).toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a valid address, the empty second line as null', async () => {
    const body = {
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: false,
    };
    const saved = { ...body, id: 'a1', userId: 'u1' };
    const fetchMock = fakeApi({ 'POST /addresses': { status: 201, body: { address: saved } } });
    const { user, onSaved } = renderForm();
    await fillAddress(user, '560001');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sentBody(fetchMock, 'POST /addresses')).toEqual(body);
  });
});
