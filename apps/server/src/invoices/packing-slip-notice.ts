import type { Order } from '@shop/contracts/orders';
import { formatInvoiceDate } from './invoice-pdf.ts';

/**
 * What a slip must shout when its order is not waiting to ship (only a PENDING order is): a
 * packer holding a reprinted or wrongly ticked slip must not send the parcel. Null for a PENDING
 * order.
 */
export function packingSlipNotice(order: Order): string | null {
  switch (order.deliveryStatus) {
    case 'PENDING':
      return null;
    case 'SHIPPED':
      return order.shipment
        ? `ALREADY SHIPPED on ${formatInvoiceDate(order.shipment.shippedOn)}: do not send again`
        : 'ALREADY SHIPPED: do not send again';
    case 'DELIVERED':
      return order.deliveredOn
        ? `DELIVERED on ${formatInvoiceDate(order.deliveredOn)}: do not send again`
        : 'DELIVERED: do not send again';
    case 'CANCELED':
      return 'ORDER CANCELLED: do not pack or send';
  }
}
