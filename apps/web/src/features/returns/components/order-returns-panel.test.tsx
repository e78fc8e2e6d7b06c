import { upiIdMessage } from '@shop/contracts/payments';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeOrder, makeOrderItem } from '../../../test/order-fixtures.ts';
import {
  makeReturnRequest,
  makeReturnRequestItem,
  makeRomperProduct,
} from '../../../test/return-fixtures.ts';
import { fakeApi, renderWithQueryClient, sentBody } from '../../../test/render-with-providers.tsx';
import { sendSizeExchange } from '../../../test/return-form-steps.ts';
import { OrderReturnsPanel } from './order-returns-panel.tsx';

const romperLine = 'a1b2c3d4-0000-4000-8000-000000000001';
const capLine = 'a1b2c3d4-0000-4000-8000-000000000002';
const size12 = 'b1b2c3d4-0000-4000-8000-000000000012';
const size18 = 'b1b2c3d4-0000-4000-8000-000000000018';
const size24 = 'b1b2c3d4-0000-4000-8000-000000000024';

const until = '2026-11-28T18:29:59.000Z';
const beforeClose = Date.parse('2026-11-24T12:00:00.000Z');
const afterClose = Date.parse('2026-11-29T12:00:00.000Z');

const order = makeOrder({
  id: 'o-1',
  orderNumber: 'LS-7K2QF9',
  deliveryStatus: 'DELIVERED',
  deliveredOn: '2026-11-21T10:00:00.000Z',
  returnableUntil: until,
  items: [
    makeOrderItem({ id: romperLine, quantity: 3 }),
    makeOrderItem({
      id: capLine,
      quantity: 1,
      product: {
        id: 'p-2',
        name: 'Sun Cap',
        slug: 'sun-cap',
        images: [],
        variant: { id: 'v-9', size: 'Free Size', color: 'White' },
      },
    }),
  ],
});

const romper = makeRomperProduct([
  { id: 'v-1', size: '6-12M', stock: 4 },
  { id: size18, size: '12-18M', stock: 1 },
  { id: size24, size: '18-24M', stock: 0 },
  { id: size12, size: '3-6M', stock: 2 },
]);

function renderPanel(requests = [] as ReturnType<typeof makeReturnRequest>[], now = beforeClose) {
  vi.spyOn(Date, 'now').mockReturnValue(now);
  renderWithQueryClient(
    <>
      <OrderReturnsPanel order={order} requests={requests} requestsLoaded />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: /Return or exchange/ }));
  return screen.findByRole('dialog', { name: 'Return or exchange' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the returns panel of an order', () => {
  it('offers a return or exchange while the window is open, saying until when', () => {
    renderPanel();
    expect(screen.getByText('Returns and exchanges open until 28 November 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Return or exchange/ })).toBeTruthy();
  });

  it('says the window closed once returnableUntil has passed, with no button', () => {
    renderPanel([], afterClose);
    expect(
      screen.getByText('The return and exchange window closed on 28 November 2026.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Return or exchange/ })).toBeNull();
  });

  it("shows the order's requests by type, status and number", () => {
    renderPanel([
      makeReturnRequest({ id: 'r-2', type: 'EXCHANGE', requestNumber: 'RT-EXCH002' }),
      makeReturnRequest({ id: 'r-3', orderId: 'o-other', requestNumber: 'RT-OTHER03' }),
    ]);
    expect(screen.getByText('Exchange requested · RT-EXCH002')).toBeTruthy();
    expect(screen.queryByText(/RT-OTHER03/)).toBeNull();
  });

  it('says so, with no button, when every item is already in a request', () => {
    renderPanel([
      makeReturnRequest({
        status: 'APPROVED',
        items: [
          makeReturnRequestItem({ orderItemId: romperLine, quantity: 3 }),
          makeReturnRequestItem({ orderItemId: capLine, quantity: 1 }),
        ],
      }),
    ]);
    expect(screen.getByText('Every item of this order is already in a request.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Return or exchange/ })).toBeNull();
  });
});

describe('the return or exchange form', () => {
  it('caps each quantity at what was bought minus what open requests cover', async () => {
    fakeApi({});
    const user = renderPanel([
      makeReturnRequest({
        status: 'REQUESTED',
        items: [makeReturnRequestItem({ orderItemId: romperLine, quantity: 1 })],
      }),
      makeReturnRequest({
        id: 'r-old',
        status: 'REJECTED',
        items: [makeReturnRequestItem({ orderItemId: capLine, quantity: 1 })],
      }),
    ]);
    const dialog = await openForm(user);

    expect(within(dialog).getByText(/bought 3 · 2 left to return/)).toBeTruthy();
    await user.click(within(dialog).getByRole('checkbox', { name: /Sunny Romper/ }));
    const stepper = within(dialog).getByRole('group', { name: /Quantity of Sunny Romper/ });
    const more = within(stepper).getByRole('button', { name: 'Increase quantity' });
    await user.click(more);
    expect(within(stepper).getByText('2')).toBeTruthy();
    expect((more as HTMLButtonElement).disabled).toBe(true);
    // A rejected request covers nothing: the cap can still be chosen.
    expect(
      (within(dialog).getByRole('checkbox', { name: /Sun Cap/ }) as HTMLInputElement).disabled,
    ).toBe(false);
  });

  it('offers for an exchange only the sizes in stock for the quantity, and says when none is', async () => {
    fakeApi({ 'GET /products/p-1': { body: { data: romper } } });
    const user = renderPanel();
    const dialog = await openForm(user);

    await user.click(within(dialog).getByRole('radio', { name: /Exchange/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sunny Romper/ }));
    const sizeSelect = await within(dialog).findByRole('combobox', { name: 'New size' });
    expect(
      within(sizeSelect)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size', '3-6M', '6-12M', '12-18M']);

    const stepper = within(dialog).getByRole('group', { name: /Quantity of Sunny Romper/ });
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(stepper).getByRole('button', { name: 'Increase quantity' }));
    expect(
      within(within(dialog).getByRole('combobox', { name: 'New size' }))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a size', '6-12M']);
  });

  it('says when no size of the product is in stock', async () => {
    fakeApi({
      'GET /products/p-1': {
        body: { data: { ...romper, variants: romper.variants.map((v) => ({ ...v, stock: 0 })) } },
      },
    });
    const user = renderPanel();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Exchange/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sunny Romper/ }));
    expect(await within(dialog).findByText(/No size of this product is in stock/)).toBeTruthy();
    expect(within(dialog).queryByRole('combobox', { name: 'New size' })).toBeNull();
  });

  it("checks the UPI ID as it is typed, with the contract's message", async () => {
    fakeApi({});
    const user = renderPanel();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Return/ }));

    const upi = within(dialog).getByRole('textbox', { name: /UPI ID/ });
    await user.type(upi, 'meera@');
    expect(await within(dialog).findByText(upiIdMessage)).toBeTruthy();
    expect(upi.getAttribute('aria-invalid')).toBe('true');
    await user.type(upi, 'okaxis');
    await waitFor(() => expect(within(dialog).queryByText(upiIdMessage)).toBeNull());
  });

  it('shows the schema’s messages on send and sends nothing while the form is incomplete', async () => {
    const api = fakeApi({});
    const user = renderPanel();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    expect(await within(dialog).findByText('Choose a return or an exchange.')).toBeTruthy();
    expect(within(dialog).getByText('Choose at least one item.')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    // Ticking an item answers the list's problem at once.
    await user.click(within(dialog).getAllByRole('checkbox')[0]!);
    await waitFor(() => expect(within(dialog).queryByText('Choose at least one item.')).toBeNull());
  });

  it('sends a return once, with the button disabled while it is sent, then closes', async () => {
    let answer: (value: Response) => void = () => {};
    const api = fakeApi({});
    const created = makeReturnRequest({ requestNumber: 'RT-NEW0001' });
    api.mockImplementation(async (input, init) => {
      if (init?.method === 'POST') {
        return new Promise<Response>((resolve) => {
          answer = resolve;
        });
      }
      return new Response(JSON.stringify({ data: [] }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const user = renderPanel();
    const dialog = await openForm(user);
    await user.click(within(dialog).getByRole('radio', { name: /Return/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Sun Cap/ }));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Reason' }), 'DAMAGED');
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Torn seam');
    await user.type(within(dialog).getByRole('textbox', { name: /UPI ID/ }), 'meera@okaxis');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const sending = await within(dialog).findByRole('button', { name: /Sending/ });
    expect((sending as HTMLButtonElement).disabled).toBe(true);
    await user.click(sending);
    expect(sentBody(api, 'POST /orders/o-1/returns')).toEqual({
      type: 'RETURN',
      items: [{ orderItemId: capLine, quantity: 1, reason: 'DAMAGED' }],
      note: 'Torn seam',
      refundUpiId: 'meera@okaxis',
    });
    expect(api.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);

    answer(
      new Response(JSON.stringify({ returnRequest: created }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('Return requested: RT-NEW0001')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("shows the server's refusal clearly: the window closed, or the size sold out", async () => {
    fakeApi({
      'GET /products/p-1': { body: { data: romper } },
      'POST /orders/o-1/returns': [
        {
          status: 409,
          body: { message: 'The return window of this order has closed.', code: 'CONFLICT' },
        },
        {
          status: 409,
          body: { message: 'Sunny Romper in size 3-6M is out of stock.', code: 'OUT_OF_STOCK' },
        },
      ],
    });
    const user = renderPanel();
    const dialog = await openForm(user);
    await sendSizeExchange(user, dialog, size12);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The return window of this order has closed.',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'Sunny Romper in size 3-6M is out of stock.',
      ),
    );
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
