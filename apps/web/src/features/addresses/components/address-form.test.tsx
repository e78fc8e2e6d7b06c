import type { Address } from '@shop/contracts/addresses';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, I18nWrapper, sentBody } from '../../../test/render-with-providers.tsx';
import { AddressForm } from './address-form.tsx';

const messages = { added: 'Address added!', updated: 'Address updated!', failed: 'Save failed!' };
const meera = { fullName: 'Meera Iyer', phone: '98450 12345' };

type FormProps = Partial<ComponentProps<typeof AddressForm>>;

function renderForm(props: FormProps = {}) {
  const onSaved = vi.fn();
  const form = (more: FormProps) => (
    <AddressForm
      address={null}
      messages={messages}
      onSaved={onSaved}
      title="New address"
      {...props}
      {...more}
    />
  );
  const client = new QueryClient();
  const { rerender } = render(
    <QueryClientProvider client={client}>
      {form({})}
      <Toaster />
    </QueryClientProvider>,
    { wrapper: I18nWrapper },
  );
  return {
    user: userEvent.setup(),
    onSaved,
    rerenderWith: (more: FormProps) =>
      rerender(
        <QueryClientProvider client={client}>
          {form(more)}
          <Toaster />
        </QueryClientProvider>,
      ),
  };
}

/** The toasts on screen, once one has appeared. */
async function toastTexts() {
  await screen.findAllByText(/./, { selector: '[data-sonner-toast] [data-title]' });
  return [...document.querySelectorAll('[data-sonner-toast] [data-title]')].map(
    (t) => t.textContent,
  );
}

const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
const statePicker = () => screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;

/** The message a field points to with aria-describedby, as a screen reader hears it. */
function describedError(control: HTMLElement) {
  const ids = control.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
}

async function fillAddress(user: ReturnType<typeof userEvent.setup>, postalCode: string) {
  await user.type(field('Address Line 1'), '12 MG Road');
  await user.type(field('City'), 'Bengaluru');
  await user.selectOptions(statePicker(), 'Karnataka');
  await user.type(field('PIN Code'), postalCode);
  await user.click(screen.getByRole('button', { name: 'Save Address' }));
}

const oldAddress: Address = {
  id: 'a-9',
  userId: 'u-1',
  fullName: 'Meera Iyer',
  phone: null,
  addressLine1: '7 Lake View Road',
  addressLine2: null,
  city: 'Pune',
  state: 'Bombay Presidency',
  postalCode: '411001',
  isDefault: true,
  needsUpdate: true,
};

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('address form', () => {
  it("makes a new address out to the account's name and mobile, and starts at line 1", async () => {
    renderForm({ recipient: meera });
    expect(field('Full Name').value).toBe('Meera Iyer');
    const mobile = field('Mobile Number');
    expect(mobile.value).toBe('98450 12345');
    expect(mobile.type).toBe('tel');
    expect(mobile.inputMode).toBe('numeric');
    expect(mobile.autocomplete).toBe('tel-national');
    await vi.waitFor(() => expect(document.activeElement).toBe(field('Address Line 1')));
  });

  it('fills the name and mobile when the profile arrives late, keeping what was typed', async () => {
    const { user, rerenderWith } = renderForm();
    await user.type(field('Full Name'), 'Ravi Kumar');
    rerenderWith({ recipient: meera });
    expect(field('Full Name').value).toBe('Ravi Kumar');
    expect(field('Mobile Number').value).toBe('98450 12345');
  });

  it("lists India's 36 states and union territories by name in a keyboard picker", async () => {
    const { user } = renderForm({ recipient: meera });
    const picker = statePicker();
    const states = within(picker)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled);
    expect(states).toHaveLength(36);
    expect(states[0]?.textContent).toBe('Andaman and Nicobar Islands');
    expect(states.map((option) => option.textContent)).toContain('Tamil Nadu');
    expect(picker.value).toBe('');

    await user.type(field('City'), 'Chennai');
    await user.tab();
    expect(document.activeElement).toBe(picker);
    await user.selectOptions(picker, 'Tamil Nadu');
    expect(picker.value).toBe('Tamil Nadu');
  });

  it("shows the contract's messages by the name, mobile, state and PIN code, and sends nothing", async () => {
    const fetchMock = fakeApi({});
    const { user } = renderForm({ toastWhenInvalid: true });
    await user.type(field('Mobile Number'), '12345');
    await user.type(field('PIN Code'), '056001');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));

    const expected: [HTMLElement, string][] = [
      [field('Full Name'), 'Full name is required.'],
      [
        field('Mobile Number'),
        'Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).',
      ],
      [statePicker(), 'Choose a state or union territory of India.'],
      [field('PIN Code'), 'Enter a 6-digit PIN code (it never starts with 0).'],
    ];
    for (const [control, message] of expected) {
      expect(control.getAttribute('aria-invalid')).toBe('true');
      expect(describedError(control)).toContain(message);
    }
    expect(document.activeElement).toBe(field('Full Name'));
    expect(field('PIN Code').maxLength).toBe(6);
    expect(await toastTexts()).toEqual(['Please fill in all required address fields.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names the wrong mobile and PIN code when every field is filled, and shows one outcome per save', async () => {
    const saved = { ...oldAddress, id: 'a1', needsUpdate: false };
    fakeApi({ 'POST /addresses': { status: 201, body: { address: saved } } });
    const { user, onSaved } = renderForm({ recipient: meera, toastWhenInvalid: true });
    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '12345 67890');
    await fillAddress(user, '056001');
    expect(await toastTexts()).toEqual(['Please correct the Mobile Number and PIN Code.']);

    await user.clear(field('Mobile Number'));
    await user.type(field('Mobile Number'), '98450 12345');
    await user.clear(field('PIN Code'));
    await user.type(field('PIN Code'), '560001');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    // The save's outcome replaces the earlier problem instead of showing beside it.
    await vi.waitFor(async () => expect(await toastTexts()).toEqual(['Address added!']));
  });

  it('sends a mobile typed with +91 and spaces as its 10 digits', async () => {
    const body = {
      fullName: 'Meera Iyer',
      phone: '9845012345',
      addressLine1: '12 MG Road',
      addressLine2: null,
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      isDefault: false,
    };
    const saved = { ...body, id: 'a1', userId: 'u1', needsUpdate: false };
    const fetchMock = fakeApi({ 'POST /addresses': { status: 201, body: { address: saved } } });
    const { user, onSaved } = renderForm({ recipient: { fullName: 'Meera Iyer', phone: '' } });
    await user.type(field('Mobile Number'), '+91 98450 12345');
    await fillAddress(user, '560001');
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(saved));
    expect(sentBody(fetchMock, 'POST /addresses')).toEqual(body);
  });

  it('opens an address that needs an update with its problems shown, and saves the fix', async () => {
    const fixed = { ...oldAddress, phone: '9845012345', state: 'Maharashtra', needsUpdate: false };
    const fetchMock = fakeApi({ 'PUT /addresses/a-9': { body: { address: fixed } } });
    const { user, onSaved } = renderForm({ address: oldAddress, title: 'Edit address' });

    const mobile = field('Mobile Number');
    await vi.waitFor(() => expect(document.activeElement).toBe(mobile));
    expect(describedError(mobile)).toContain('Enter a 10-digit Indian mobile number');
    expect(statePicker().value).toBe('');
    expect(describedError(statePicker())).toContain('Choose a state or union territory of India.');
    expect(field('Address Line 1').value).toBe('7 Lake View Road');

    await user.type(mobile, '9845012345');
    await user.selectOptions(statePicker(), 'Maharashtra');
    await user.click(screen.getByRole('button', { name: 'Update Address' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(fixed));
    expect(sentBody(fetchMock, 'PUT /addresses/a-9')).toMatchObject({
      phone: '9845012345',
      state: 'Maharashtra',
    });
  });
});
