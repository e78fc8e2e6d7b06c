import type { Gstr1Section, SalesQuery } from '@shop/contracts/gst-reports';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api, downloadApiFile } from '../../../lib/api-client.ts';
import { saveFile } from '../../../lib/save-file.ts';

/** GET /api/admin/reports/gstr1: the month's return (409 while the shop has no GSTIN). */
export function gstr1Query(period: string) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'gstr1', period],
    queryFn: ({ signal }) => api('GET /admin/reports/gstr1', { query: { period }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** GET /api/admin/reports/sales over the range, grouped. */
export function salesQuery(query: SalesQuery) {
  return queryOptions({
    queryKey: ['admin', 'reports', 'sales', query.from, query.to, query.by],
    queryFn: ({ signal }) => api('GET /admin/reports/sales', { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** One section of the month's GSTR-1 as the server writes it (CSV, byte order mark kept). */
export async function downloadGstr1Csv(period: string, section: Gstr1Section): Promise<void> {
  const csv = await downloadApiFile('/admin/reports/gstr1.csv', { period, section });
  saveFile(csv, `gstr1-${period}-${section}.csv`);
}

/** The sales report as CSV, the same rows as the table and a Total row. */
export async function downloadSalesCsv(query: SalesQuery): Promise<void> {
  const csv = await downloadApiFile('/admin/reports/sales', query, undefined, 'text/csv');
  saveFile(csv, `sales-${query.from}-${query.to}-by-${query.by}.csv`);
}
