import { api } from '../../../lib/api-client.ts';
import { filterQuery, type OrderFilters } from '../use-order-filters.ts';

/** Today in India, YYYY-MM-DD, as the server names the file. */
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format();

/** Hands a file to the browser's downloads, as a click on a download link would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the object URL after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

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
