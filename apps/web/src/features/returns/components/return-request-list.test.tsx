import type { Messages } from '@lingui/core';
import { expectNoEnglish, plainEnglishTexts } from '../../../test/english-left.ts';
import { hindi } from '../../../test/hindi.ts';
import { renderOnServer } from '../../../test/render-on-server.tsx';
import { DEFAULT_RETURN_INSTRUCTIONS } from '@shop/contracts/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file.ts';
import { makeOrderItem } from '../../../test/order-fixtures.ts';
import { makeReturnRequest, makeReturnRequestItem } from '../../../test/return-fixtures.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { ReturnRequestList } from './return-request-list.tsx';

/** This feature's English texts (those without values): none may show on a Hindi page. */
const englishTexts = plainEnglishTexts(
  import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' }),
);

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

const exchange = makeReturnRequest({
  id: 'r-2',
  requestNumber: 'RT-EXCH002',
  type: 'EXCHANGE',
  status: 'COMPLETED',
  refundUpiId: null,
  items: [
    makeReturnRequestItem({
      reason: 'SIZE_TOO_SMALL',
      exchangeVariantId: 'v-2',
      exchangeSize: '12-18M',
      orderItem: makeOrderItem(),
    }),
  ],
  adminNote: 'Your new size is on its way.',
  replacementOrderId: 'o-9',
  replacementOrderNumber: 'LS-REPL009',
  createdAt: '2026-03-10T10:00:00.000Z',
  history: [
    { status: 'REQUESTED', at: '2026-03-10T10:00:00.000Z' },
    { status: 'APPROVED', at: '2026-03-11T10:00:00.000Z' },
    { status: 'RECEIVED', at: '2026-03-13T10:00:00.000Z' },
    { status: 'COMPLETED', at: '2026-03-13T11:00:00.000Z' },
  ],
});
const refunded = makeReturnRequest({
  id: 'r-3',
  requestNumber: 'RT-REFD003',
  status: 'COMPLETED',
  refundAmount: 998,
  creditNote: {
    number: 'CN/26-27/000007',
    date: '2026-03-13T11:00:00.000Z',
    invoiceNumber: 'LS/26-27/000123',
  },
  items: [makeReturnRequestItem({ quantity: 2, reason: 'DAMAGED' })],
  createdAt: '2026-03-09T10:00:00.000Z',
});
const waiting = makeReturnRequest({
  id: 'r-1',
  requestNumber: 'RT-WAIT001',
  createdAt: '2026-03-12T10:00:00.000Z',
});

const cards = () => screen.getAllByRole('article');
const card = (name: RegExp) => screen.getByRole('article', { name });

function renderList(requests = [exchange, refunded, waiting]) {
  renderWithQueryClient(
    <>
      <ReturnRequestList requests={requests} isPending={false} isError={false} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the Returns tab', () => {
  it('lists the requests newest first', () => {
    renderList();
    expect(cards().map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Return RT-WAIT001',
      'Exchange RT-EXCH002',
      'Return RT-REFD003',
    ]);
  });

  it('shows an exchange with its sizes, reason, status, shop note, replacement and history', () => {
    renderList();
    const shown = card(/RT-EXCH002/);
    expect(within(shown).getByText('Exchange completed')).toBeTruthy();
    expect(within(shown).getByText('Sunny Romper')).toBeTruthy();
    expect(within(shown).getByText(/Size 6-12M/).textContent).toContain('12-18M');
    expect(within(shown).getByText('Reason: Size too small')).toBeTruthy();
    expect(within(shown).getByText('Your new size is on its way.')).toBeTruthy();
    expect(within(shown).getByText('LS-REPL009')).toBeTruthy();
    const history = within(shown).getByRole('list', { name: 'History of request RT-EXCH002' });
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((step) => step.textContent),
    ).toEqual([
      'Requested10 Mar 2026, 3:30 pm',
      'Approved11 Mar 2026, 3:30 pm',
      'Received13 Mar 2026, 3:30 pm',
      'Completed13 Mar 2026, 4:30 pm',
    ]);
  });

  it('shows the refund of a completed return, and no shop note when there is none', () => {
    renderList();
    const shown = card(/RT-REFD003/);
    expect(within(shown).getByText('₹998.00')).toBeTruthy();
    expect(within(shown).getByText('Reason: Damaged or defective')).toBeTruthy();
    expect(within(shown).queryByText('From the shop')).toBeNull();
  });

  it('downloads the credit note of a completed return, named after its number', async () => {
    const fetchMock = fakeApi({ 'GET /returns/r-3/credit-note.pdf': { body: {} } });
    const user = renderList();
    const shown = card(/RT-REFD003/);
    expect(within(shown).getByText(/^Credit note/).textContent).toBe(
      'Credit note CN/26-27/000007 against invoice LS/26-27/000123',
    );
    expect(within(card(/RT-WAIT001/)).queryByRole('button', { name: /credit note/ })).toBeNull();

    await user.click(within(shown).getByRole('button', { name: /Download credit note/ }));

    await vi.waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('credit-note-CN-26-27-000007.pdf');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/returns/r-3/credit-note.pdf',
    );
  });

  it('offers Cancel request only while a request is REQUESTED', () => {
    renderList();
    expect(within(card(/RT-WAIT001/)).getByRole('button', { name: /Cancel request/ })).toBeTruthy();
    expect(within(card(/RT-EXCH002/)).queryByRole('button', { name: /Cancel request/ })).toBeNull();
    expect(within(card(/RT-REFD003/)).queryByRole('button', { name: /Cancel request/ })).toBeNull();
  });

  it('cancels a request after the confirmation', async () => {
    const api = fakeApi({
      'PUT /returns/r-1/cancel': {
        body: { returnRequest: { ...waiting, status: 'CANCELLED' } },
      },
    });
    const user = renderList();

    await user.click(within(card(/RT-WAIT001/)).getByRole('button', { name: /Cancel request/ }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep Request' }));
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    await user.click(within(card(/RT-WAIT001/)).getByRole('button', { name: /Cancel request/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Request' }));
    expect(await screen.findByText('Request RT-WAIT001 cancelled.')).toBeTruthy();
    expect(api.mock.calls.filter(([, init]) => init?.method === 'PUT')).toHaveLength(1);
  });

  it("toasts the server's reason when the request moved on meanwhile", async () => {
    fakeApi({
      'PUT /returns/r-1/cancel': {
        status: 409,
        body: { message: 'Only a request not yet handled can be cancelled.', code: 'CONFLICT' },
      },
    });
    const user = renderList([waiting]);
    await user.click(screen.getByRole('button', { name: /Cancel request/ }));
    await user.click(await screen.findByRole('button', { name: 'Yes, Cancel Request' }));
    expect(
      await screen.findByText('Only a request not yet handled can be cancelled.'),
    ).toBeTruthy();
  });

  it('says when there is no request yet', () => {
    renderList([]);
    expect(screen.getByText(/No return or exchange requests yet/)).toBeTruthy();
  });
});

describe('an approved request', () => {
  const approved = makeReturnRequest({
    id: 'r-4',
    requestNumber: 'RT-APPR004',
    status: 'APPROVED',
  });

  it("says how to send the items back, in the shop's words", async () => {
    fakeApi({
      'GET /company-details': {
        body: { details: { returnInstructions: 'Our courier collects them within 3 days.' } },
      },
    });
    renderList([approved, waiting]);
    expect(
      await within(card(/RT-APPR004/)).findByText('Our courier collects them within 3 days.'),
    ).toBeTruthy();
    expect(within(card(/RT-WAIT001/)).queryByText('How to send the items back')).toBeNull();
  });

  it('gives the default instructions while the shop has written none', async () => {
    fakeApi({ 'GET /company-details': { body: { details: { returnInstructions: null } } } });
    renderList([approved]);
    const instructions = within(card(/RT-APPR004/));
    expect(instructions.getByText('How to send the items back')).toBeTruthy();
    expect(await instructions.findByText(DEFAULT_RETURN_INSTRUCTIONS)).toBeTruthy();
  });
});

describe('the returns tab in Hindi', () => {
  it('speaks Hindi on a Hindi page: statuses, reasons, history and the way back', () => {
    const approved = makeReturnRequest({
      id: 'r-3',
      requestNumber: 'RT-RETN003',
      status: 'APPROVED',
      items: [makeReturnRequestItem({ reason: 'DAMAGED', orderItem: makeOrderItem() })],
    });
    const html = renderOnServer(
      <ReturnRequestList requests={[exchange, approved]} isPending={false} isError={false} />,
      { i18n: hindi() },
    );
    const text = html.textContent ?? '';
    expect(text).toContain('बदलाव पूरा हुआ');
    expect(text).toContain('वापसी मंज़ूर');
    expect(text).toContain('कारण: साइज़ बहुत छोटा');
    expect(text).toContain('कारण: खराब या टूटा-फूटा');
    expect(text).toContain('सामान वापस कैसे भेजें');
    expect(text).toContain('सामान को बिना इस्तेमाल किए');
    expect(text).toContain('बदले में ऑर्डर');
    expectNoEnglish(text, englishTexts);
  });
});
