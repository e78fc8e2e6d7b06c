import { downloadApiFile } from './api-client.ts';
import { saveFile } from './save-file.ts';

/** "LS/26-27/000123" -> "invoice-LS-26-27-000123.pdf": slashes have no place in a file name. */
export const invoiceFileName = (invoiceNumber: string): string =>
  `invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`;

/**
 * Saves an order's tax invoice (a PDF the server draws once the order is delivered). The same
 * call serves its customer and any admin; the server answers 409 before there is an invoice.
 */
export async function downloadInvoice(order: { id: string; invoiceNumber: string }): Promise<void> {
  const pdf = await downloadApiFile(`/orders/${encodeURIComponent(order.id)}/invoice.pdf`);
  saveFile(pdf, invoiceFileName(order.invoiceNumber));
}
