import { and, eq, gte, lt, ne } from 'drizzle-orm';
import type { SalesFigures, SalesQuery, SalesReport } from '@shop/contracts/gst-reports';
import { indianStateNamed } from '@shop/contracts/india';
import { toRupees } from '@shop/contracts/money';
import { paymentMethodLabels } from '@shop/contracts/payments';
import type { Db } from '../db/client.ts';
import {
  categories,
  orderItems,
  orders,
  products,
  returnRequestItems,
  returnRequests,
  type InvoiceSeller,
} from '../db/schema.ts';
import { lineTax } from '../invoices/gst-tax.service.ts';
import { shopDate } from './gstr1.service.ts';

type Figures = {
  orders: Set<string>;
  items: number;
  grossPaise: number;
  discountPaise: number;
  netPaise: number;
  taxPaise: number;
  returnsPaise: number;
};
const noFigures = (): Figures => ({
  orders: new Set(),
  items: 0,
  grossPaise: 0,
  discountPaise: 0,
  netPaise: 0,
  taxPaise: 0,
  returnsPaise: 0,
});

/** What one line of a group is filed under: its key and the words the report shows. */
type Grouped = { key: string; label: string };

type SoldLine = {
  orderId: string;
  invoiceDate: Date;
  paymentMethod: 'COD' | 'UPI';
  productId: string | null;
  productName: string;
  categoryId: string | null;
  categoryName: string | null;
  quantity: number;
  pricePaise: number;
  discountPaise: number;
  couponDiscountPaise: number;
  ratePercent: number;
  seller: InvoiceSeller | null;
  shipState: string;
};

/** The GST inside what a line charged, as its invoice worked it (none on a bill of supply). */
function taxInside(
  line: Pick<SoldLine, 'seller' | 'shipState' | 'ratePercent'>,
  totalPaise: number,
) {
  if (!line.seller?.gstin) return 0;
  const sellerState = line.seller.stateCode ?? line.seller.gstin.slice(0, 2);
  const supply =
    (indianStateNamed(line.shipState)?.code ?? sellerState) === sellerState
      ? 'INTRA_STATE'
      : 'INTER_STATE';
  const tax = lineTax({ totalPaise, ratePercent: line.ratePercent }, supply);
  return tax.cgstPaise + tax.sgstPaise + tax.igstPaise;
}

const NO_LONGER_LISTED = 'No longer in the catalogue';

function groupOf(
  by: SalesQuery['by'],
  line: Pick<
    SoldLine,
    'paymentMethod' | 'productId' | 'productName' | 'categoryId' | 'categoryName'
  >,
  day: string,
): Grouped {
  switch (by) {
    case 'day':
      return { key: day, label: day };
    case 'payment':
      return { key: line.paymentMethod, label: paymentMethodLabels[line.paymentMethod] };
    case 'product':
      return { key: line.productId ?? `name:${line.productName}`, label: line.productName };
    case 'category':
      return line.categoryId
        ? { key: line.categoryId, label: line.categoryName ?? NO_LONGER_LISTED }
        : { key: 'none', label: NO_LONGER_LISTED };
  }
}

const lineColumns = {
  orderId: orders.id,
  paymentMethod: orders.paymentMethod,
  seller: orders.invoiceSeller,
  shipState: orders.shipState,
  productId: orderItems.productId,
  productName: orderItems.productName,
  categoryId: products.categoryId,
  categoryName: categories.name,
  pricePaise: orderItems.pricePaise,
  discountPaise: orderItems.discountPaise,
  couponDiscountPaise: orderItems.couponDiscountPaise,
  ratePercent: orderItems.gstRatePercent,
};

/**
 * Sales between two India dates (both included), grouped by day, category, product or payment
 * method: the invoices issued in the range (a sale is made when it is delivered; an order
 * cancelled after delivery is left out) and, as returns, the credit notes issued in it.
 */
export async function salesReport(db: Db, query: SalesQuery): Promise<SalesReport> {
  const start = new Date(`${query.from}T00:00:00+05:30`);
  const end = new Date(new Date(`${query.to}T00:00:00+05:30`).getTime() + 86_400_000);
  const sold = await db
    .select({ ...lineColumns, invoiceDate: orders.invoiceDate, quantity: orderItems.quantity })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(
      and(
        gte(orders.invoiceDate, start),
        lt(orders.invoiceDate, end),
        ne(orders.deliveryStatus, 'CANCELED'),
      ),
    );
  const returned = await db
    .select({
      ...lineColumns,
      creditNoteDate: returnRequests.creditNoteDate,
      refundPaise: returnRequestItems.refundPaise,
    })
    .from(returnRequestItems)
    .innerJoin(returnRequests, eq(returnRequests.id, returnRequestItems.returnRequestId))
    .innerJoin(orderItems, eq(orderItems.id, returnRequestItems.orderItemId))
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(gte(returnRequests.creditNoteDate, start), lt(returnRequests.creditNoteDate, end)));

  const groups = new Map<string, Grouped & Figures>();
  const totals = noFigures();
  const figuresFor = (group: Grouped) => {
    let row = groups.get(group.key);
    if (!row) {
      row = { ...group, ...noFigures() };
      groups.set(group.key, row);
    }
    return row;
  };
  if (query.by === 'day') {
    for (let day = start.getTime(); day < end.getTime(); day += 86_400_000) {
      const date = shopDate(new Date(day));
      figuresFor({ key: date, label: date });
    }
  }
  for (const line of sold) {
    const netPaise = line.pricePaise * line.quantity - line.couponDiscountPaise;
    const row = figuresFor(groupOf(query.by, line, shopDate(line.invoiceDate!)));
    for (const figures of [row, totals]) {
      figures.orders.add(line.orderId);
      figures.items += line.quantity;
      figures.grossPaise += (line.pricePaise + line.discountPaise) * line.quantity;
      figures.discountPaise += line.discountPaise * line.quantity + line.couponDiscountPaise;
      figures.netPaise += netPaise;
      figures.taxPaise += taxInside(line, netPaise);
    }
  }
  for (const line of returned) {
    const row = figuresFor(groupOf(query.by, line, shopDate(line.creditNoteDate!)));
    row.returnsPaise += line.refundPaise ?? 0;
    totals.returnsPaise += line.refundPaise ?? 0;
  }

  const rows = [...groups.values()];
  if (query.by === 'day') rows.sort((a, b) => a.key.localeCompare(b.key));
  else rows.sort((a, b) => b.netPaise - a.netPaise || a.label.localeCompare(b.label));
  return {
    from: query.from,
    to: query.to,
    by: query.by,
    rows: rows.map((row) => ({ key: row.key, label: row.label, ...inRupees(row) })),
    totals: inRupees(totals),
  };
}

function inRupees(figures: Figures): SalesFigures {
  return {
    orders: figures.orders.size,
    items: figures.items,
    gross: toRupees(figures.grossPaise),
    discounts: toRupees(figures.discountPaise),
    net: toRupees(figures.netPaise),
    tax: toRupees(figures.taxPaise),
    returns: toRupees(figures.returnsPaise),
  };
}
