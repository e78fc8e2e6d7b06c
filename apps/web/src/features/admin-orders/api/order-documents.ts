import type { Order } from '@shop/contracts/orders';
import { downloadApiFile } from '../../../lib/api-client.ts';
import { saveFile, shopToday } from '../../../lib/save-file.ts';

/** Saves one order's packing slip (order, recipient, items; no prices), for any status. */
export async function downloadPackingSlip(order: Pick<Order, 'id' | 'orderNumber'>): Promise<void> {
  const pdf = await downloadApiFile(
    `/admin/orders/${encodeURIComponent(order.id)}/packing-slip.pdf`,
  );
  saveFile(pdf, `packing-slip-${order.orderNumber}.pdf`);
}

/** Saves the slips of several orders as one PDF, a page each, in the order given. */
export async function downloadPackingSlips(orderIds: readonly string[]): Promise<void> {
  const pdf = await downloadApiFile('/admin/orders/packing-slips.pdf', {
    ids: orderIds.join(','),
  });
  saveFile(pdf, `packing-slips-${shopToday()}.pdf`);
}
