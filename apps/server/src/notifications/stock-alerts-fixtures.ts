import { asc, eq } from 'drizzle-orm';
import type { Product } from '@shop/contracts/catalog';
import type { StockAlertBody } from '@shop/contracts/notifications';
import { mailOutbox, stockAlerts } from '../db/schema.ts';
import { bearer, type TestApp } from '../test/test-app.ts';
import { productForm, variant } from '../catalog/catalog-fixtures.ts';

/** POST /api/products/:id/stock-alerts, as a visitor (no token) or the token's user. */
export const askForAlert = (
  t: TestApp,
  productId: string,
  body: Partial<StockAlertBody>,
  options: { token?: string; ip?: string } = {},
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/stock-alerts`,
    headers: options.token ? bearer(options.token) : {},
    ...(options.ip && { remoteAddress: options.ip }),
    payload: body,
  });

/**
 * The admin saves the product through the catalogue editor with these stocks (one per variant,
 * in order) and, when given, this status: the path a restock by hand takes.
 */
export async function saveStockVia(
  t: TestApp,
  admin: string,
  product: Product,
  stocks: number[],
  status?: 'ACTIVE' | 'DRAFT',
): Promise<Product> {
  const form = await productForm(
    {
      name: product.name,
      categoryId: product.category.id,
      description: product.description,
      variants: product.variants.map((v, i) => ({
        ...variant(v.size, v.originalPrice, stocks[i] ?? v.stock, {
          color: v.color,
          discountPrice: v.discountPrice,
        }),
        id: v.id,
      })),
      imageCount: 0,
    },
    { id: product.id, ...(status && { status }) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 200) throw new Error(`save product: ${res.body}`);
  return (res.json() as { data: Product }).data;
}

/** The back-in-stock mails queued, in the order the outbox sends them. */
export async function queuedStockAlertMails(t: TestApp) {
  return t.database.db
    .select({
      to: mailOutbox.recipient,
      subject: mailOutbox.subject,
      text: mailOutbox.textBody,
      html: mailOutbox.htmlBody,
      headers: mailOutbox.headers,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, 'STOCK_ALERT'))
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.createdAt));
}

/** The alert rows of one size, oldest first. */
export const alertsOf = (t: TestApp, variantId: string) =>
  t.database.db
    .select()
    .from(stockAlerts)
    .where(eq(stockAlerts.variantId, variantId))
    .orderBy(asc(stockAlerts.createdAt));
