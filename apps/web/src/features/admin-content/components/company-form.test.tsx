import { DEFAULT_RETURN_INSTRUCTIONS, type CompanyDetails } from '@shop/contracts/content';
import { GSTIN_CHECK_MESSAGE } from '@shop/contracts/gst';
import { upiIdMessage } from '@shop/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { CompanyDetailsEditor } from './company-form.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const details: CompanyDetails = {
  name: 'Little Sprouts',
  email: 'hello@littlesprouts.in',
  phone: '8041234567',
  address: 'Koramangala, Bengaluru',
  pincode: '560095',
  logoUrl: null,
  grievanceOfficer: null,
  legalName: null,
  gstin: null,
  stateCode: null,
  returnInstructions: null,
  upiId: null,
  upiPayeeName: null,
};

const puts = (fetchMock: ReturnType<typeof fakeApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

async function openForm(saved: CompanyDetails = details) {
  const fetchMock = fakeApi({
    'GET /company-details': { body: { details: saved } },
    'PUT /company-details': { body: { details: saved } },
  });
  renderWithQueryClient(<CompanyDetailsEditor />);
  const officer = (await screen.findByRole('group', { name: 'Grievance officer' })) as HTMLElement;
  return { fetchMock, officer, user: userEvent.setup() };
}

describe('company form: the grievance officer', () => {
  it('asks for all three fields or none, with the contract messages', async () => {
    const { fetchMock, officer, user } = await openForm();
    await user.type(within(officer).getByLabelText(/Name/), 'Kavya Menon');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    const message = "Give the grievance officer's name, email and phone, or none of them.";
    await waitFor(() => expect(within(officer).getAllByText(message)).toHaveLength(2));
    expect(puts(fetchMock)).toEqual([]);

    await user.type(within(officer).getByLabelText(/Email/), 'grievance@littlesprouts.in');
    await user.type(within(officer).getByLabelText(/Mobile/), '98450 67890');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const sent = puts(fetchMock)[0]![1]!.body as FormData;
    expect(sent.get('grievanceOfficerName')).toBe('Kavya Menon');
    expect(sent.get('grievanceOfficerEmail')).toBe('grievance@littlesprouts.in');
    expect(sent.get('grievanceOfficerPhone')).toBe('9845067890');
  });

  it('shows the saved officer', async () => {
    const { officer } = await openForm({
      ...details,
      grievanceOfficer: { name: 'Kavya Menon', email: 'g@littlesprouts.in', phone: '9845067890' },
    });
    expect((within(officer).getByLabelText(/Name/) as HTMLInputElement).value).toBe('Kavya Menon');
    expect((within(officer).getByLabelText(/Mobile/) as HTMLInputElement).value).toBe('9845067890');
  });
});

describe('company form: the GST registration', () => {
  const gst = () => screen.getByRole('group', { name: 'GST registration' });

  it('upper-cases the GSTIN as typed and shows a wrong check character when the field is left', async () => {
    const { user } = await openForm();
    const gstin = within(gst()).getByLabelText(/GSTIN/) as HTMLInputElement;
    await user.type(gstin, '29abcde1234f1z5');
    expect(gstin.value).toBe('29ABCDE1234F1Z5');

    await user.tab();

    expect(await within(gst()).findByText(GSTIN_CHECK_MESSAGE)).toBeTruthy();
    expect(gstin.getAttribute('aria-invalid')).toBe('true');
  });

  it('sends the legal name, GSTIN and state, taking the state from a valid GSTIN', async () => {
    const { fetchMock, user } = await openForm();
    await user.type(
      within(gst()).getByLabelText(/Legal name \(as registered\)/),
      'Little Sprouts Retail LLP',
    );
    await user.type(within(gst()).getByLabelText(/GSTIN/), '29ABCDE1234F1ZW');
    await user.tab();
    const state = within(gst()).getByLabelText('State of registration') as HTMLSelectElement;
    await waitFor(() => expect(state.value).toBe('29'));
    expect(within(state).getByRole('option', { selected: true }).textContent).toBe(
      'Karnataka (29)',
    );

    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const sent = puts(fetchMock)[0]![1]!.body as FormData;
    expect(sent.get('legalName')).toBe('Little Sprouts Retail LLP');
    expect(sent.get('gstin')).toBe('29ABCDE1234F1ZW');
    expect(sent.get('stateCode')).toBe('29');
  });

  it('shows the saved registration, and blank fields for a shop not registered', async () => {
    await openForm({
      ...details,
      legalName: 'Little Sprouts Retail LLP',
      gstin: '29ABCDE1234F1ZW',
      stateCode: '29',
    });
    expect((within(gst()).getByLabelText(/GSTIN/) as HTMLInputElement).value).toBe(
      '29ABCDE1234F1ZW',
    );
    expect((within(gst()).getByLabelText('State of registration') as HTMLSelectElement).value).toBe(
      '29',
    );
  });

  it('puts the server field errors under the GSTIN and the state', async () => {
    const fetchMock = fakeApi({
      'GET /company-details': { body: { details } },
      'PUT /company-details': {
        status: 400,
        body: {
          message: 'Some fields are not valid.',
          code: 'VALIDATION_FAILED',
          details: [
            { path: 'gstin', message: 'This GSTIN is already taken.' },
            { path: 'stateCode', message: 'Choose the state of this GSTIN.' },
          ],
        },
      },
    });
    renderWithQueryClient(<CompanyDetailsEditor />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/GSTIN/), '29ABCDE1234F1ZW');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    expect(await screen.findByText('This GSTIN is already taken.')).toBeTruthy();
    expect(screen.getByText('Choose the state of this GSTIN.')).toBeTruthy();
    expect(screen.getByLabelText('State of registration').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(puts(fetchMock)).toHaveLength(1);
  });
});

describe('company form: return instructions', () => {
  it('shows the default in grey while empty, and sends what the shop writes', async () => {
    const { fetchMock, user } = await openForm();
    const instructions = screen.getByLabelText(/Return instructions/) as HTMLTextAreaElement;
    expect(instructions.value).toBe('');
    expect(instructions.placeholder).toBe(DEFAULT_RETURN_INSTRUCTIONS);
    await user.type(instructions, 'Our courier collects them within 3 days.');
    await user.click(screen.getByRole('button', { name: 'Save details' }));

    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const sent = puts(fetchMock)[0]![1]!.body as FormData;
    expect(sent.get('returnInstructions')).toBe('Our courier collects them within 3 days.');
  });
});

describe('company form: UPI payments', () => {
  const upi = () => screen.getByRole('group', { name: 'UPI payments' });

  it('refuses a UPI ID that is not name@bank, with the contract message', async () => {
    const { fetchMock, user } = await openForm();
    await user.type(within(upi()).getByLabelText(/UPI ID/), 'littlesprouts');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await within(upi()).findByText(upiIdMessage)).toBeTruthy();
    expect(puts(fetchMock)).toEqual([]);
  });

  it('saves the UPI ID and payee name, and says what an empty one means', async () => {
    const { fetchMock, user } = await openForm();
    expect(within(upi()).getByText(/Empty: cash on delivery only/)).toBeTruthy();
    expect(within(upi()).getByText(/Empty: the company name/)).toBeTruthy();
    await user.type(within(upi()).getByLabelText(/UPI ID/), ' littlesprouts@okaxis ');
    await user.type(within(upi()).getByLabelText(/Payee name/), 'Little Sprouts Kids');
    await user.click(screen.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    const sent = puts(fetchMock)[0]![1]!.body as FormData;
    expect(sent.get('upiId')).toBe('littlesprouts@okaxis');
    expect(sent.get('upiPayeeName')).toBe('Little Sprouts Kids');
  });

  it('shows the saved UPI ID', async () => {
    await openForm({ ...details, upiId: 'shop@okaxis', upiPayeeName: null });
    expect((within(upi()).getByLabelText(/UPI ID/) as HTMLInputElement).value).toBe('shop@okaxis');
  });
});
