import { SCREENSHOT_IS_NOT_PROOF, type ReconcileResponse } from '@shop/contracts/payments';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { StatementMatcher } from './statement-matcher.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

const matched = [
  {
    orderId: 'o-1',
    orderNumber: 'LS-7K2QF9',
    customerName: 'Meera Iyer',
    utr: '412345678901',
    amount: 1299,
    line: 3,
  },
];
const unmatched = [
  {
    line: 5,
    reference: '498765432109',
    amount: 1200,
    reason: 'AMOUNT_DIFFERS' as const,
    message: 'Order LS-AB12CD is for ₹1,299.00, this line credits ₹1,200.00.',
    orderNumber: 'LS-AB12CD',
  },
];
const preview: ReconcileResponse = { preview: true, matched, unmatched, ignoredLines: 2 };
const done: ReconcileResponse = { ...preview, preview: false };

const statement = () =>
  new File(['Date,Ref No,Credit\n05/03/2026,412345678901,"1,299.00"\n'], 'statement.csv', {
    type: 'text/csv',
  });

/** The query and the file of each reconcile call. */
function reconcileCalls(api: ReturnType<typeof fakeApi>) {
  return api.mock.calls
    .map(([input, init]) => ({ url: new URL(String(input), 'http://localhost'), init }))
    .filter(({ url }) => url.pathname === '/api/admin/payments/reconcile')
    .map(({ url, init }) => ({
      preview: url.searchParams.get('preview'),
      file: (init?.body as FormData).get('statement') as File,
    }));
}

describe('StatementMatcher', () => {
  it('says which file to download and that a screenshot is never proof', () => {
    fakeApi({});
    renderWithQueryClient(<StatementMatcher />);
    expect(screen.getByText(SCREENSHOT_IS_NOT_PROOF)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Which file?' })).toBeTruthy();
    expect(screen.getByText(/UTR, Ref No or Reference/)).toBeTruthy();
  });

  it('previews the matches and the lines that paid nothing, then marks the orders paid', async () => {
    const api = fakeApi({ 'POST /admin/payments/reconcile': [{ body: preview }, { body: done }] });
    renderWithQueryClient(<StatementMatcher />);
    const user = userEvent.setup();

    await user.upload(screen.getByLabelText('Bank statement (CSV)'), statement());
    await user.click(screen.getByRole('button', { name: 'Check the statement' }));

    expect(
      await screen.findByRole('heading', { name: 'This statement pays 1 order' }),
    ).toBeTruthy();
    const orders = screen.getByRole('table', { name: 'Orders the statement pays' });
    const row = within(orders).getAllByRole('row')[1]!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['LS-7K2QF9', 'Meera Iyer', 'UTR412345678901', 'Amount₹1,299.00', 'Line3']);
    const lines = screen.getByRole('table', { name: 'Credit lines that paid no order, and why' });
    expect(within(lines).getByText('498765432109')).toBeTruthy();
    expect(
      within(lines).getByText('Order LS-AB12CD is for ₹1,299.00, this line credits ₹1,200.00.'),
    ).toBeTruthy();
    expect(screen.getByText(/2 lines without money received/)).toBeTruthy();
    expect(reconcileCalls(api).map(({ preview: asked }) => asked)).toEqual(['true']);
    expect(reconcileCalls(api)[0]!.file.name).toBe('statement.csv');

    await user.click(screen.getByRole('button', { name: 'Mark 1 order as paid' }));
    expect(await screen.findByRole('heading', { name: '1 order marked as paid' })).toBeTruthy();
    expect(reconcileCalls(api).map(({ preview: asked }) => asked)).toEqual(['true', 'false']);
    expect(screen.queryByRole('button', { name: /Mark 1 order as paid/ })).toBeNull();
  });

  it('asks for a file first, and shows the server refusing one', async () => {
    const message = 'This file has no column for the reference (UTR, Ref No or Reference).';
    fakeApi({
      'POST /admin/payments/reconcile': { status: 400, body: { code: 'VALIDATION', message } },
    });
    renderWithQueryClient(<StatementMatcher />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Check the statement' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose the statement file (CSV) first.',
    );

    await user.upload(screen.getByLabelText('Bank statement (CSV)'), statement());
    await user.click(screen.getByRole('button', { name: 'Check the statement' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
