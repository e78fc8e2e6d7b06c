import type { CompanyDetails } from '@shop/contracts/content';
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
