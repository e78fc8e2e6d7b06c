import { PIN_CODE_MESSAGE } from '@shop/contracts/pin-code';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { DeliveryCheckPanel } from './delivery-check-panel.tsx';

const served = {
  pincode: '560001',
  serviceable: true,
  codAvailable: true,
  deliveryDays: 3,
  expectedDeliveryDate: '2026-06-09',
  codMaxOrderValue: null,
};

function checkedPincodes(fetchMock: ReturnType<typeof fakeApi>): (string | null)[] {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/delivery/check')
    .map((url) => url.searchParams.get('pincode'));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeliveryCheckPanel', () => {
  it('checks a valid PIN code on Enter, says when and how it arrives, and remembers it', async () => {
    const fetchMock = fakeApi({ 'GET /delivery/check': { body: served } });
    renderWithQueryClient(<DeliveryCheckPanel />);

    const input = screen.getByLabelText('PIN code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('postal-code');
    expect(input.getAttribute('maxlength')).toBe('6');
    await userEvent.type(input, '560001{Enter}');

    expect(await screen.findByText('Delivery by Tuesday, 9 June 2026')).toBeTruthy();
    expect(screen.getByText('Cash on delivery available')).toBeTruthy();
    expect(screen.getByText('PIN code', { selector: 'span' })).toBeTruthy();
    expect(screen.queryByText(/Delivering to/)).toBeNull();
    expect(checkedPincodes(fetchMock)).toEqual(['560001']);
    expect(localStorage.getItem('delivery-pincode')).toBe('560001');
    // Focus stays on the panel's own control instead of falling to the page.
    expect(document.activeElement).toBe(
      screen.getByRole('button', { name: 'Change the PIN code 560001' }),
    );
  });

  it('refuses a malformed PIN code with the rule it breaks, without asking the server', async () => {
    const fetchMock = fakeApi({ 'GET /delivery/check': { body: served } });
    renderWithQueryClient(<DeliveryCheckPanel />);

    await userEvent.type(screen.getByLabelText('PIN code'), '056001');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));

    expect(screen.getByText(PIN_CODE_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText('PIN code').getAttribute('aria-invalid')).toBe('true');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(localStorage.getItem('delivery-pincode')).toBeNull();
  });

  it('checks the remembered PIN code again by itself, and names the COD cap', async () => {
    localStorage.setItem('delivery-pincode', '110001');
    const fetchMock = fakeApi({
      'GET /delivery/check': {
        body: { ...served, pincode: '110001', codMaxOrderValue: 5000 },
      },
    });
    renderWithQueryClient(<DeliveryCheckPanel />);

    expect(
      await screen.findByText('Cash on delivery available on orders up to ₹5,000'),
    ).toBeTruthy();
    expect(checkedPincodes(fetchMock)).toEqual(['110001']);
  });

  it('says when a PIN code has no cash on delivery, and when it is not served at all', async () => {
    localStorage.setItem('delivery-pincode', '744101');
    fakeApi({
      'GET /delivery/check': [
        { body: { ...served, pincode: '744101', codAvailable: false } },
        {
          body: {
            ...served,
            pincode: '194101',
            serviceable: false,
            codAvailable: false,
            deliveryDays: null,
            expectedDeliveryDate: null,
          },
        },
      ],
    });
    renderWithQueryClient(<DeliveryCheckPanel />);
    // Cash on delivery is the only way to pay: no order can be placed there, so no date either.
    expect(
      await screen.findByText(
        'Orders to 744101 cannot be placed yet: cash on delivery, the only way to pay, is not available there.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/Delivery by/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Change the PIN code 744101' }));
    const input = screen.getByLabelText('PIN code');
    expect(document.activeElement).toBe(input);
    expect((input as HTMLInputElement).value).toBe('744101');
    await userEvent.clear(input);
    await userEvent.type(input, '194101{Enter}');

    expect(await screen.findByText('We do not deliver to 194101 yet.')).toBeTruthy();
    expect(screen.queryByText(/Delivery by/)).toBeNull();
    expect(screen.queryByText(/Delivering to/)).toBeNull();
    expect(localStorage.getItem('delivery-pincode')).toBe('194101');
  });

  it('renders the empty form on the server even with a PIN code remembered (no hydration mismatch)', () => {
    localStorage.setItem('delivery-pincode', '560001');
    const html = renderOnServer(<DeliveryCheckPanel />);
    expect(html.querySelector('input[name="pincode"]')).not.toBeNull();
    expect(html.textContent).not.toContain('560001');
  });
});

describe('DeliveryCheckPanel when the shop takes UPI', () => {
  const company = { details: { name: 'Little Sprouts', upiId: 'littlesprouts@okaxis' } };

  it('says an order to a PIN code without cash on delivery can be paid by UPI, and when it arrives', async () => {
    localStorage.setItem('delivery-pincode', '560001');
    fakeApi({
      'GET /company-details': { body: company },
      'GET /delivery/check': { body: { ...served, codAvailable: false } },
    });
    renderWithQueryClient(<DeliveryCheckPanel />);
    expect(
      await screen.findByText('No cash on delivery here: pay by UPI when you order'),
    ).toBeTruthy();
    expect(screen.getByText('Delivery by Tuesday, 9 June 2026')).toBeTruthy();
    expect(screen.queryByText(/cannot be placed/)).toBeNull();
  });

  it('says orders above the cash-on-delivery cap are paid by UPI', async () => {
    localStorage.setItem('delivery-pincode', '560001');
    fakeApi({
      'GET /company-details': { body: company },
      'GET /delivery/check': { body: { ...served, codMaxOrderValue: 5000 } },
    });
    renderWithQueryClient(<DeliveryCheckPanel />);
    expect(
      await screen.findByText(
        'Cash on delivery available on orders up to ₹5,000; pay by UPI above that',
      ),
    ).toBeTruthy();
  });

  it('still says orders cannot be placed there while the shop has no UPI ID', async () => {
    localStorage.setItem('delivery-pincode', '560001');
    fakeApi({
      'GET /company-details': { body: { details: { name: 'Little Sprouts', upiId: null } } },
      'GET /delivery/check': { body: { ...served, codAvailable: false } },
    });
    renderWithQueryClient(<DeliveryCheckPanel />);
    expect(await screen.findByText(/cannot be placed yet: cash on delivery/)).toBeTruthy();
  });
});
