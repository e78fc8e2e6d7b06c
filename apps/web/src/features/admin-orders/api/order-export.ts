import { api } from '../../../lib/api-client.ts';
import { saveFile, shopToday } from '../../../lib/save-file.ts';
import { filterQuery, type OrderFilters } from '../use-order-filters.ts';

/**
 * Downloads every order the filters match (all pages) as CSV, with the admin's bearer token like
 * every other call. The byte order mark the server sent is dropped by decoding, so it is put back:
 * without it Excel reads the file in the local code page and garbles ₹ and non-Latin names.
 */
export async function downloadOrdersCsv(filters: OrderFilters): Promise<void> {
  const csv = await api('GET /admin/orders/export.csv', { query: filterQuery(filters) });
  const blob = new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' });
  saveFile(blob, `orders-${shopToday()}.csv`);
}
