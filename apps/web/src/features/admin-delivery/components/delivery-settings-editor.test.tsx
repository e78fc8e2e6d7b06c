import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { DeliverySettingsEditor } from './delivery-settings-editor.tsx';

const settings = {
  codMaxOrderValue: 5000,
  defaultDeliveryDays: 5,
  rules: [
    { id: 'r-19', prefix: '19', serviceable: false, codAvailable: false, deliveryDays: null },
    { id: 'r-56', prefix: '56', serviceable: true, codAvailable: true, deliveryDays: 2 },
    { id: 'r-5600', prefix: '5600', serviceable: true, codAvailable: false, deliveryDays: null },
  ],
};

function renderEditor(codOffPrefix: string | null = null) {
  const fetchMock = fakeApi({
    'GET /admin/delivery-settings': { body: { settings } },
    'PUT /admin/delivery-settings': { body: { settings } },
  });
  renderWithQueryClient(
    <>
      <DeliverySettingsEditor codOffPrefix={codOffPrefix} />
      <Toaster />
    </>,
  );
  return { fetchMock, user: userEvent.setup() };
}

const prefixInputs = () => screen.getAllByLabelText<HTMLInputElement>('PIN prefix');
const rows = () => screen.getAllByRole('row').slice(1);

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('DeliverySettingsEditor', () => {
  it('loads the settings into the form, a row per rule', async () => {
    renderEditor();
    const defaultDays = await screen.findByLabelText<HTMLInputElement>('Default delivery days');
    expect(defaultDays.value).toBe('5');
    expect(screen.getByLabelText<HTMLInputElement>(/Cash-on-delivery cap/).value).toBe('5000');
    expect(prefixInputs().map((input) => input.value)).toEqual(['19', '56', '5600']);
    // A PIN code that is not served has no cash on delivery to offer.
    const notServed = within(rows()[0]!);
    expect(notServed.getByRole<HTMLInputElement>('checkbox', { name: 'Served' }).checked).toBe(
      false,
    );
    expect(notServed.getByRole<HTMLInputElement>('checkbox', { name: 'COD' }).disabled).toBe(true);
    expect(within(rows()[1]!).getByLabelText<HTMLInputElement>('Delivery days').value).toBe('2');
  });

  it('opens with COD turned off for the prefix the dashboard named, unsaved until saved', async () => {
    const { fetchMock, user } = renderEditor('110');
    expect((await screen.findByRole('status')).textContent).toContain(
      'Cash on delivery is turned off for PIN codes starting 110.',
    );
    expect(prefixInputs().map((input) => input.value)).toEqual(['19', '56', '5600', '110']);
    const added = within(rows()[3]!);
    expect(added.getByRole<HTMLInputElement>('checkbox', { name: 'Served' }).checked).toBe(true);
    expect(added.getByRole<HTMLInputElement>('checkbox', { name: 'COD' }).checked).toBe(false);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(sentBody(fetchMock, 'PUT /admin/delivery-settings')).toMatchObject({
        rules: expect.arrayContaining([
          { prefix: '110', serviceable: true, codAvailable: false, deliveryDays: null },
        ]),
      }),
    );
  });

  it("turns COD off on the prefix's own rule when it has one", async () => {
    renderEditor('56');
    await screen.findByRole('status');
    expect(prefixInputs().map((input) => input.value)).toEqual(['19', '56', '5600']);
    const rule = within(rows()[1]!);
    expect(rule.getByRole<HTMLInputElement>('checkbox', { name: 'COD' }).checked).toBe(false);
    expect(rule.getByLabelText<HTMLInputElement>('Delivery days').value).toBe('2');
  });

  it('tests a PIN code on the unsaved values: the longest prefix wins', async () => {
    const { user } = renderEditor();
    const tester = await screen.findByLabelText('PIN code to test');

    await user.type(tester, '560001');
    expect(screen.getByText('Rule 5600 matches (row 3).')).toBeTruthy();
    expect(screen.getByText('Served without cash on delivery in 5 days.')).toBeTruthy();

    await user.clear(tester);
    await user.type(tester, '561001');
    expect(screen.getByText('Rule 56 matches (row 2).')).toBeTruthy();
    expect(screen.getByText('Served with cash on delivery in 2 days.')).toBeTruthy();

    await user.clear(tester);
    await user.type(tester, '110001');
    expect(
      screen.getByText('No rule matches: served with COD in 5 days (the default)'),
    ).toBeTruthy();

    const defaultDays = screen.getByLabelText('Default delivery days');
    await user.clear(defaultDays);
    await user.type(defaultDays, '7');
    expect(
      screen.getByText('No rule matches: served with COD in 7 days (the default)'),
    ).toBeTruthy();
    expect(screen.getByText('Unsaved changes')).toBeTruthy();

    await user.clear(tester);
    await user.type(tester, '194101');
    expect(screen.getByText('Rule 19 matches (row 1).')).toBeTruthy();
    expect(screen.getByText('Not served.')).toBeTruthy();
  });

  it('adds a rule with focus on its prefix, and refuses a duplicate prefix on its row', async () => {
    const { user, fetchMock } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Add rule' }));

    const added = prefixInputs()[3]!;
    expect(document.activeElement).toBe(added);
    await user.type(added, '56');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await within(rows()[3]!).findByText('There is already a rule for 56.')).toBeTruthy();
    expect(added.getAttribute('aria-invalid')).toBe('true');
    expect(sentBody(fetchMock, 'PUT /admin/delivery-settings')).toBeUndefined();
  });

  it('saves edits and removals, an empty cap as no cap, and says so', async () => {
    const { user, fetchMock } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Remove the rule for 19' }));
    expect(prefixInputs().map((input) => input.value)).toEqual(['56', '5600']);

    const days = within(rows()[0]!).getByLabelText('Delivery days');
    await user.clear(days);
    await user.type(days, '3');
    await user.click(within(rows()[1]!).getByRole('checkbox', { name: 'COD' }));
    await user.clear(screen.getByLabelText(/Cash-on-delivery cap/));
    await user.click(screen.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Delivery settings saved.')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /admin/delivery-settings')).toEqual({
      codMaxOrderValue: null,
      defaultDeliveryDays: 5,
      rules: [
        { prefix: '56', serviceable: true, codAvailable: true, deliveryDays: 3 },
        { prefix: '5600', serviceable: true, codAvailable: true, deliveryDays: null },
      ],
    });
  });

  it('shows the server’s field errors on their rows', async () => {
    const { user } = renderEditor();
    fakeApi({
      'GET /admin/delivery-settings': { body: { settings } },
      'PUT /admin/delivery-settings': {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Some fields are not valid.',
          details: [{ path: 'rules.1.prefix', message: 'That prefix is taken.' }],
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await within(rows()[1]!).findByText('That prefix is taken.')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Some fields are not valid.')).toBeTruthy());
  });
});
