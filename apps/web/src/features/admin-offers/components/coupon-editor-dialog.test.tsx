import type { Category } from '@shop/contracts/catalog';
import type { Coupon } from '@shop/contracts/offers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { CouponEditorDialog, type CouponEditorTarget } from './coupon-editor-dialog.tsx';

const babyId = '11111111-1111-4111-8111-111111111111';
const bodysuitsId = '22222222-2222-4222-8222-222222222222';
const toysId = '33333333-3333-4333-8333-333333333333';

function category(id: string, name: string, subCategories: Category[] = []): Category {
  return {
    id,
    name,
    nameHi: null,
    slug: id,
    description: '',
    parentId: null,
    subCategories,
    _count: { products: 0 },
  };
}
const tree = [
  category(babyId, 'Baby Fashion', [category(bodysuitsId, 'Bodysuits')]),
  category(toysId, 'Toys'),
];

const saved: Coupon = {
  id: 'c-1',
  code: 'DIWALI15',
  description: 'Festive offer',
  type: 'PERCENT',
  value: 15,
  minOrderValue: 999,
  maxDiscount: 500,
  startsAt: '2026-10-31T18:30:00.000Z',
  endsAt: '2026-11-15T18:29:00.000Z',
  usageLimit: 10,
  perCustomerLimit: 1,
  categoryIds: [babyId],
  active: true,
  timesUsed: 3,
  createdAt: '2026-10-01T00:00:00.000Z',
  state: 'active',
};

function renderEditor(target: CouponEditorTarget) {
  const onClose = vi.fn();
  renderWithQueryClient(
    <>
      <CouponEditorDialog target={target} onClose={onClose} />
      <Toaster />
    </>,
  );
  const dialog = within(screen.getByRole('dialog'));
  return { dialog, onClose, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
  toast.dismiss();
});

describe('the discount code editor', () => {
  it('checks a new code with the server’s messages before sending anything', async () => {
    const fetchMock = fakeApi({ 'GET /categories': { body: { data: tree } } });
    const { dialog, user } = renderEditor({ coupon: null });

    await user.type(dialog.getByLabelText('Code'), 'diwali 15');
    await user.type(dialog.getByLabelText('Percentage off'), '95');
    await user.clear(dialog.getByLabelText('Starts (India time)'));
    await user.type(dialog.getByLabelText('Starts (India time)'), '2026-11-10T10:00');
    await user.type(dialog.getByLabelText(/^Ends \(India time\)/), '2026-11-10T09:00');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    expect(
      await dialog.findByText('Use 3 to 30 letters, digits, hyphens (-) or underscores (_).'),
    ).toBeTruthy();
    expect(dialog.getByText('A percentage is a whole number from 1 to 90.')).toBeTruthy();
    expect(dialog.getByText('The end must come after the start.')).toBeTruthy();
    expect(dialog.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(dialog.getByLabelText('Code'));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('asks a cap of a percentage only, and sends a fixed amount without one', async () => {
    const fetchMock = fakeApi({
      'GET /categories': { body: { data: tree } },
      'POST /admin/coupons': {
        status: 201,
        body: { coupon: { ...saved, code: 'FIRST100', type: 'FIXED', value: 100 } },
      },
    });
    const { dialog, onClose, user } = renderEditor({ coupon: null });

    await user.type(dialog.getByLabelText('Code'), 'first100');
    await user.type(dialog.getByLabelText(/^Largest discount/), '500');
    await user.click(dialog.getByRole('radio', { name: 'Fixed amount' }));
    expect(dialog.queryByLabelText(/^Largest discount/)).toBeNull();
    await user.type(dialog.getByLabelText('Amount off (₹)'), '100');
    await user.clear(dialog.getByLabelText('Starts (India time)'));
    await user.type(dialog.getByLabelText('Starts (India time)'), '2026-12-01T00:00');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    expect(await screen.findByText('FIRST100 created')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    expect(sentBody(fetchMock, 'POST /admin/coupons')).toEqual({
      code: 'FIRST100',
      description: '',
      type: 'FIXED',
      value: 100,
      minOrderValue: null,
      maxDiscount: null,
      startsAt: '2026-12-01T00:00:00+05:30',
      endsAt: null,
      usageLimit: null,
      perCustomerLimit: 1,
      categoryIds: [],
      active: true,
    });
  });

  it('shows the server’s answer under the code when another coupon has it', async () => {
    const taken = 'Another coupon already uses this code.';
    fakeApi({
      'GET /categories': { body: { data: tree } },
      'POST /admin/coupons': { status: 409, body: { message: taken, code: 'CONFLICT' } },
    });
    const { dialog, onClose, user } = renderEditor({ coupon: null });

    await user.type(dialog.getByLabelText('Code'), 'diwali15');
    await user.type(dialog.getByLabelText('Percentage off'), '15');
    await user.click(dialog.getByRole('button', { name: 'Create code' }));

    expect(await dialog.findByText(taken)).toBeTruthy();
    const code = dialog.getByLabelText('Code');
    expect(code.getAttribute('aria-describedby')).toContain(
      dialog.getByText(taken).getAttribute('id'),
    );
    expect(document.activeElement).toBe(code);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('opens a saved code in India time with its categories, and saves it with a PUT', async () => {
    const fetchMock = fakeApi({
      'GET /categories': { body: { data: tree } },
      'PUT /admin/coupons/c-1': { body: { coupon: saved } },
    });
    const { dialog, user } = renderEditor({ coupon: saved });

    expect(screen.getByRole('dialog', { name: 'Edit DIWALI15' })).toBeTruthy();
    expect((dialog.getByLabelText('Starts (India time)') as HTMLInputElement).value).toBe(
      '2026-11-01T00:00',
    );
    expect((dialog.getByLabelText(/^Ends \(India time\)/) as HTMLInputElement).value).toBe(
      '2026-11-15T23:59',
    );
    const baby = (await dialog.findByRole('checkbox', {
      name: 'Baby Fashion',
    })) as HTMLInputElement;
    expect(baby.checked).toBe(true);
    // Its sub-category comes along: ticked, and not to be chosen on its own.
    const bodysuits = dialog.getByRole('checkbox', {
      name: /^Bodysuits/,
    }) as HTMLInputElement;
    expect(bodysuits.checked).toBe(true);
    expect(bodysuits.disabled).toBe(true);
    expect(dialog.getByText('(included with Baby Fashion)')).toBeTruthy();

    await user.click(dialog.getByRole('checkbox', { name: 'Toys' }));
    await user.clear(dialog.getByLabelText(/^Ends \(India time\)/));
    await user.type(dialog.getByLabelText(/^Ends \(India time\)/), '2026-11-20T21:00');
    await user.click(dialog.getByRole('button', { name: 'Save code' }));

    expect(await screen.findByText('DIWALI15 saved')).toBeTruthy();
    expect(sentBody(fetchMock, 'PUT /admin/coupons/c-1')).toMatchObject({
      code: 'DIWALI15',
      startsAt: '2026-11-01T00:00:00+05:30',
      endsAt: '2026-11-20T21:00:00+05:30',
      maxDiscount: 500,
      categoryIds: [babyId, toysId],
    });
  });
});
