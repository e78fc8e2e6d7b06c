import type { Order } from '@shop/contracts/orders';
import type { Auth } from '../auth/auth-hooks.ts';
import { getCompanyDetails } from '../content/company.service.ts';
import type { Db } from '../db/client.ts';
import { conflict, notFound } from '../http/app-error.ts';
import type { ImageStore } from '../images/image-store.ts';
import { loadOrder, loadOrders } from '../orders/order-views.service.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceSellerOf } from './invoice-numbers.service.ts';
import { packingSlipPdf } from './packing-slip-pdf.ts';
import { logoPng } from './pdf-layout.ts';

export type DocumentDeps = { db: Db; images: ImageStore };
export type PdfFile = { filename: string; pdf: Buffer };

/** The shop as its documents show it: the company details and the logo as PNG. */
async function seller(deps: DocumentDeps) {
  const company = await getCompanyDetails(deps.db);
  return { company, logo: await logoPng(deps.images, company.logoUrl) };
}

/**
 * The tax invoice of a delivered order, for its owner or an admin; anyone else's order is 404,
 * as if it did not exist. 409 until the order is delivered (a cash-on-delivery sale happens
 * then), and for good on an exchange's replacement order, which sells nothing.
 */
export async function orderInvoice(
  deps: DocumentDeps,
  caller: Auth,
  orderId: string,
): Promise<PdfFile> {
  const order = await loadOrder(deps.db, orderId);
  if (!order || (caller.userType !== 'ADMIN' && order.user.id !== caller.userId)) {
    throw notFound('Order not found.');
  }
  if (order.replacementFor) {
    throw conflict(
      `This order sends the exchange ${order.replacementFor.requestNumber} free of charge: it has no tax invoice of its own; the original order's invoice stands.`,
    );
  }
  if (!order.invoiceNumber) {
    throw conflict('The tax invoice is issued when the order is delivered.');
  }
  // The seller as the invoice was issued; the logo is today's (it is no part of the invoice's
  // legal content, and old logos are not kept).
  const shop = await seller(deps);
  const issuedBy = await invoiceSellerOf(deps.db, order.id);
  const pdf = await invoicePdf({ order, ...shop, company: { ...shop.company, ...issuedBy } });
  return { filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`, pdf };
}

/** Every order named, in the order given; 404 if any is unknown. */
async function ordersNamed(db: Db, orderIds: string[]): Promise<Order[]> {
  const found = await loadOrders(db, orderIds);
  if (found.length < orderIds.length) {
    throw notFound(orderIds.length === 1 ? 'Order not found.' : 'One of the orders was not found.');
  }
  return found;
}

/** The packing slip of one order, whatever its status. */
export async function orderPackingSlip(deps: DocumentDeps, orderId: string): Promise<PdfFile> {
  const [order] = await ordersNamed(deps.db, [orderId]);
  const pdf = await packingSlipPdf({ orders: [order!], ...(await seller(deps)) });
  return { filename: `packing-slip-${order!.orderNumber}.pdf`, pdf };
}

/** The packing slips of several orders as one PDF, named after today (India). */
export async function packingSlips(
  deps: DocumentDeps,
  orderIds: string[],
  today: string,
): Promise<PdfFile> {
  const orders = await ordersNamed(deps.db, orderIds);
  const pdf = await packingSlipPdf({ orders, ...(await seller(deps)) });
  return { filename: `packing-slips-${today}.pdf`, pdf };
}
