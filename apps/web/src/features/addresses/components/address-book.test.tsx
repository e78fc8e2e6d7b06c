import type { Address } from '@shop/contracts/addresses';
import { render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { englishLeftIn } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
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

  it('speaks Hindi on a Hindi page: the cards, the form and the question before deleting', async () => {
    localStorage.setItem('user', JSON.stringify({ username: 'meera', userType: 'CUSTOMER' }));
    const home: Address = { ...office, id: 'a-4', postalCode: '560025', needsUpdate: false };
    const parents: Address = { ...home, id: 'a-5', addressLine1: '4 Lake View', isDefault: false };
    fakeApi({ 'GET /addresses': { body: { addresses: [home, parents] } } });
    const { container } = render(
      <I18nProvider i18n={hindi()}>
        <QueryClientProvider client={new QueryClient()}>
          <AddressBook />
        </QueryClientProvider>
      </I18nProvider>,
    );
    const user = userEvent.setup();

    expect(await screen.findByRole('heading', { level: 1, name: 'सेव किए गए पते' })).toBeTruthy();
    expect(await screen.findByText('डिफ़ॉल्ट')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'पता बदलें: 21 Residency Road' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'नया पता जोड़ें' }));
    const form = screen.getByRole('form', { name: 'नया पता' });
    for (const label of ['पूरा नाम', 'मोबाइल नंबर', 'शहर', 'राज्य', 'पिन कोड']) {
      expect(within(form).getByLabelText(label, { exact: false })).toBeTruthy();
    }
    expect(within(form).getByRole('button', { name: 'पता सेव करें' })).toBeTruthy();
    const data = ['Meera Iyer', '21 Residency Road', 'Floor 3', '4 Lake View'];
    expect(englishLeftIn(container, ['features/addresses', 'app'], data)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'पता हटाएँ: 4 Lake View' }));
    const question = await screen.findByRole('alertdialog', { name: 'पता हटाएँ' });
    expect(within(question).getByText('क्या आप सच में यह पता हटाना चाहते हैं?')).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'हाँ' })).toBeTruthy();
    expect(within(question).getByRole('button', { name: 'नहीं' })).toBeTruthy();
  });
});
