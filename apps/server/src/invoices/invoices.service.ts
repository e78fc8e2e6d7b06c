import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { Order } from '@shop/contracts/orders';
import type { Auth } from '../auth/auth-hooks.ts';
import { getCompanyDetails } from '../content/company.service.ts';
import type { Db } from '../db/client.ts';
import { invoiceDocuments } from '../db/schema.ts';
import { conflict, notFound } from '../http/app-error.ts';
import { mediaUrl, type ImageStore } from '../images/image-store.ts';
import { loadOrder, loadOrders } from '../orders/order-views.service.ts';
import { invoiceSellerOf } from './invoice-numbers.service.ts';
import type { PdfDrawing } from './pdf-drawing.ts';

export type DocumentDeps = {
  db: Db;
  images: ImageStore;
  pdfs: PdfDrawing;
  /** Invoices being drawn in this process, by order id: a burst of downloads draws one. */
  invoicesUnderWay: Map<string, Promise<Buffer>>;
};
export type PdfFile = { filename: string; pdf: Buffer };

/** The shop's logo as PNG (the store keeps WebP, which PDF cannot hold); none without a logo. */
async function logoPng(images: ImageStore, logoUrl: string | null): Promise<Buffer | undefined> {
  const prefix = mediaUrl('');
  if (!logoUrl?.startsWith(prefix)) return undefined;
  const webp = await images.get(logoUrl.slice(prefix.length));
  return webp ? sharp(webp).png().toBuffer() : undefined;
}

/** The shop as its documents show it: the company details and the logo as PNG. */
export async function documentSeller(deps: DocumentDeps) {
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
      "This order sends the exchange {requestNumber} free of charge: it has no tax invoice of its own; the original order's invoice stands.",
      { requestNumber: order.replacementFor.requestNumber },
    );
  }
  if (!order.invoiceNumber) {
    throw conflict('The tax invoice is issued when the order is delivered.');
  }
  const filename = `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`;
  return { filename, pdf: await issuedInvoicePdf(deps, order) };
}

/**
 * An issued invoice never changes: it is drawn once, kept in the database, and sent as kept
 * from then on. Downloads that come together while it is first drawn wait for that one drawing.
 */
async function issuedInvoicePdf(deps: DocumentDeps, order: Order): Promise<Buffer> {
  const kept = deps.invoicesUnderWay.get(order.id) ?? (await keptInvoice(deps.db, order.id));
  if (kept) return kept;
  let drawing = deps.invoicesUnderWay.get(order.id);
  if (!drawing) {
    drawing = drawAndKeepInvoice(deps, order).finally(() => deps.invoicesUnderWay.delete(order.id));
    deps.invoicesUnderWay.set(order.id, drawing);
  }
  return drawing;
}

async function keptInvoice(db: Db, orderId: string): Promise<Buffer | undefined> {
  const [kept] = await db
    .select({ pdf: invoiceDocuments.pdf })
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.orderId, orderId));
  return kept?.pdf;
}

async function drawAndKeepInvoice(deps: DocumentDeps, order: Order): Promise<Buffer> {
  // The seller as the invoice was issued; the logo is the one of the day it is first drawn (it
  // is no part of the invoice's legal content, and old logos are not kept).
  const shop = await documentSeller(deps);
  const issuedBy = await invoiceSellerOf(deps.db, order.id);
  const pdf = await deps.pdfs.invoice({
    order,
    ...shop,
    company: { ...shop.company, ...issuedBy },
  });
  // Another instance may have drawn it meanwhile: the first one kept is the invoice, everywhere.
  await deps.db.insert(invoiceDocuments).values({ orderId: order.id, pdf }).onConflictDoNothing();
  return (await keptInvoice(deps.db, order.id))!;
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
  const pdf = await deps.pdfs.packingSlips({ orders: [order!], ...(await documentSeller(deps)) });
  return { filename: `packing-slip-${order!.orderNumber}.pdf`, pdf };
}

/** The packing slips of several orders as one PDF, named after today (India). */
export async function packingSlips(
  deps: DocumentDeps,
  orderIds: string[],
  today: string,
): Promise<PdfFile> {
  const orders = await ordersNamed(deps.db, orderIds);
  const pdf = await deps.pdfs.packingSlips({ orders, ...(await documentSeller(deps)) });
  return { filename: `packing-slips-${today}.pdf`, pdf };
}
