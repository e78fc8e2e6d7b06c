import type { Gstr1Return, SalesReport } from '@shop/contracts/gst-reports';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '../../../lib/save-file.ts';
import { fakeApi, renderWithQueryClient } from '../../../test/render-with-providers.tsx';
import { Gstr1Panel } from './gstr1-panel.tsx';
import { SalesPanel } from './sales-panel.tsx';

vi.mock('../../../lib/save-file.ts', () => ({ saveFile: vi.fn() }));

beforeEach(() => {
  vi.mocked(saveFile).mockClear();
  // 10:00 on 15 Nov 2026 in India: the month to file is October.
  vi.useFakeTimers({ now: new Date('2026-11-15T04:30:00Z'), toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const gstr1: Gstr1Return = {
  gstin: '29AAGCL1234M1ZA',
  fp: '102026',
  b2cs: [
    {
      sply_ty: 'INTRA',
      typ: 'OE',
      pos: '29',
      rt: 5,
      txval: 475.24,
      iamt: 0,
      camt: 11.88,
      samt: 11.88,
      csamt: 0,
    },
  ],
  b2cl: [
    {
      pos: '27',
      inv: [
        {
          inum: 'LS/26-27/000003',
          idt: '12-10-2026',
          val: 120000,
          itms: [{ num: 1, itm_det: { rt: 18, txval: 101694.92, iamt: 18305.08, csamt: 0 } }],
        },
      ],
    },
  ],
  cdnur: [],
  hsn: {
    hsn_b2c: [
      {
        num: 1,
        hsn_sc: '61112000',
        uqc: 'NOS',
        qty: 1,
        rt: 5,
        txval: 475.24,
        iamt: 0,
        camt: 11.88,
        samt: 11.88,
        csamt: 0,
      },
    ],
  },
  doc_issue: {
    doc_det: [
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [
          {
            num: 1,
            from: 'LS/26-27/000001',
            to: 'LS/26-27/000003',
            totnum: 3,
            cancel: 1,
            net_issue: 2,
          },
        ],
      },
    ],
  },
};

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent?.trim()));

function renderGstr1() {
  renderWithQueryClient(
    <MemoryRouter>
      <Gstr1Panel />
    </MemoryRouter>,
  );
  return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
}

describe('the GSTR-1 panel', () => {
  it("shows last month's sections with their sums, and downloads each CSV and the JSON", async () => {
    const fetchMock = fakeApi({
      'GET /admin/reports/gstr1': { body: gstr1 },
      'GET /admin/reports/gstr1.csv': { body: {} },
    });
    const user = renderGstr1();
    expect((screen.getByLabelText('Month') as HTMLInputElement).value).toBe('2026-10');

    const table = await screen.findByRole('table', { name: 'GSTR-1 for October 2026' });
    expect(rowsOf(table).map((row) => row.slice(0, 6))).toEqual([
      ['B2C small (7)', '1', '₹475.24', '₹0.00', '₹11.88', '₹11.88'],
      ['B2C large (5)', '1', '₹1,01,694.92', '₹18,305.08', '₹0.00', '₹0.00'],
      ['Credit notes, unregistered (9B)', '0', '₹0.00', '₹0.00', '₹0.00', '₹0.00'],
      ['HSN summary, B2C (12)', '1', '₹475.24', '₹0.00', '₹11.88', '₹11.88'],
    ]);
    expect(
      screen.getByText('LS/26-27/000001 to LS/26-27/000003: 3 issued, 1 cancelled'),
    ).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]![0])).toContain('period=2026-10');

    await user.click(screen.getByRole('button', { name: 'CSV of B2C large (5)' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe('gstr1-2026-10-b2cl.csv');
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/admin/reports/gstr1.csv?period=2026-10&section=b2cl',
    );

    await user.click(screen.getByRole('button', { name: 'Download JSON for the GST portal' }));
    expect(vi.mocked(saveFile).mock.calls[1]![1]).toBe('GSTR1_29AAGCL1234M1ZA_102026.json');
    const saved = JSON.parse(await (vi.mocked(saveFile).mock.calls[1]![0] as Blob).text());
    expect(saved).toEqual(gstr1);
  });

  it('asks for another month when the month changes', async () => {
    const fetchMock = fakeApi({ 'GET /admin/reports/gstr1': { body: gstr1 } });
    renderGstr1();
    await screen.findByRole('table');
    // A month field takes its value whole, as the browser's month picker gives it.
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/reports/gstr1?period=2026-09',
      ),
    );
  });

  it('tells a shop with no GSTIN where to add it', async () => {
    fakeApi({
      'GET /admin/reports/gstr1': {
        status: 409,
        body: {
          code: 'CONFLICT',
          message:
            'GSTR-1 is filed by shops registered for GST: add your GSTIN in the Company screen first.',
        },
      },
    });
    renderGstr1();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('add your GSTIN in the Company screen first.');
    expect(
      within(alert).getByRole('link', { name: 'Open Company details' }).getAttribute('href'),
    ).toBe('/admin/company');
  });
});

const salesByDay: SalesReport = {
  from: '2026-11-01',
  to: '2026-11-02',
  by: 'day',
  rows: [
    {
      key: '2026-11-01',
      label: '2026-11-01',
      orders: 2,
      items: 3,
      gross: 1797,
      discounts: 300,
      net: 1497,
      tax: 71.29,
      returns: 0,
    },
    {
      key: '2026-11-02',
      label: '2026-11-02',
      orders: 0,
      items: 0,
      gross: 0,
      discounts: 0,
      net: 0,
      tax: 0,
      returns: 499,
    },
  ],
  totals: {
    orders: 2,
    items: 3,
    gross: 1797,
    discounts: 300,
    net: 1497,
    tax: 71.29,
    returns: 499,
  },
};

describe('the sales panel', () => {
  it('shows the range of this month by day, with totals, and downloads the CSV', async () => {
    const fetchMock = fakeApi({ 'GET /admin/reports/sales': { body: salesByDay } });
    renderWithQueryClient(<SalesPanel />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    expect((screen.getByLabelText('To') as HTMLInputElement).value).toBe('2026-11-15');

    const table = await screen.findByRole('table', { name: 'Sales by day' });
    expect(rowsOf(table)).toEqual([
      ['01 Nov 2026', '2', '3', '₹1,797.00', '₹300.00', '₹1,497.00', '₹71.29', '₹0.00'],
      ['02 Nov 2026', '0', '0', '₹0.00', '₹0.00', '₹0.00', '₹0.00', '₹499.00'],
      ['Total', '2', '3', '₹1,797.00', '₹300.00', '₹1,497.00', '₹71.29', '₹499.00'],
    ]);
    expect(String(fetchMock.mock.calls[0]![0])).toBe(
      '/api/admin/reports/sales?from=2026-11-01&to=2026-11-15&by=day',
    );

    await user.selectOptions(screen.getByLabelText('Group by'), 'payment');
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/admin/reports/sales?from=2026-11-01&to=2026-11-15&by=payment',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]![1]).toBe(
      'sales-2026-11-01-2026-11-15-by-payment.csv',
    );
    const csvCall = fetchMock.mock.calls.find(([, init]) =>
      new Headers(init?.headers).get('accept')?.includes('text/csv'),
    );
    expect(String(csvCall?.[0])).toBe(
      '/api/admin/reports/sales?from=2026-11-01&to=2026-11-15&by=payment',
    );
  });

  it('says what is wrong with a backwards range, and keeps the last report', async () => {
    const fetchMock = fakeApi({ 'GET /admin/reports/sales': { body: salesByDay } });
    renderWithQueryClient(<SalesPanel />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await screen.findByRole('table');
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-11-20');
    expect(screen.getByRole('alert').textContent).toBe(
      'The start date must not be after the end date.',
    );
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Download CSV' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('table')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain(
      '/api/admin/reports/sales?from=2026-11-20&to=2026-11-15&by=day',
    );
  });
});
