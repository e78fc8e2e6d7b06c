import {
  expect,
  type APIRequestContext,
  type Download,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { orderCard } from '../fixtures/my-orders.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { customerWithACart, placeOrderViaApi } from '../fixtures/customer.ts';
import { logInAsAdmin } from '../fixtures/session.ts';

/*
 * GST tax invoices and packing slips: a delivered order's invoice downloaded by the shopper and
 * by the shop owner, slips for one order and for several at once, and the tax details the owner
 * keeps (the GST registration, a product's HSN code and rate).
 */

type Variant = { id: string; stock: number };
type Product = { id: string; name: string; variants: Variant[] };

/** A demo product variant with stock for two orders. */
async function variantInStock(api: APIRequestContext): Promise<Variant> {
  const { data } = (await (await api.get('/api/products?limit=50&inStock=true')).json()) as {
    data: Product[];
  };
  const variant = data.flatMap((product) => product.variants).find((v) => v.stock >= 4);
  if (!variant) throw new Error('the demo catalogue has no variant with 4 in stock');
  return variant;
}

/**
 * Clicks `button`, waits for the file it downloads, keeps it beside the journey's screenshots
 * (to look at), and answers its name and bytes.
 */
async function downloadFrom(
  page: Page,
  button: Locator,
  testInfo: TestInfo,
): Promise<{ name: string; pdf: string }> {
  const [download] = (await Promise.all([page.waitForEvent('download'), button.click()])) as [
    Download,
    void,
  ];
  const name = download.suggestedFilename();
  const kept = testInfo.outputPath(name);
  await download.saveAs(kept);
  return { name, pdf: (await readFile(kept)).toString('latin1') };
}

/** pdfkit writes each page as an uncompressed `/Type /Page` object. */
const pageCount = (pdf: string) => pdf.match(/\/Type \/Page\b/g)?.length ?? 0;

test("a delivered order's tax invoice, downloaded by the shopper and the shop owner, and the packing slips of the ticked orders", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const api = page.request;
  const variant = await variantInStock(api);
  const { headers } = await customerWithACart(page, { variantId: variant.id, quantity: 1 });
  const firstOrder = (await placeOrderViaApi(api, headers)).orderNumber;
  await api.post('/api/cart/add', { headers, data: { productVariantId: variant.id, quantity: 2 } });
  const secondOrder = (await placeOrderViaApi(api, headers)).orderNumber;

  // Before delivery there is no invoice to download.
  await page.goto('/myaccount/order');
  await expect(orderCard(page, firstOrder)).toBeVisible();
  await expect(page.getByRole('button', { name: /Download invoice/ })).toHaveCount(0);

  // The shop owner delivers the first order from the orders screen.
  const admin = await adminInOwnWindow(browser, testInfo);
  await admin.goto('/admin/order');
  const status = admin.getByLabel(`Delivery status of order ${firstOrder}`);
  await status.selectOption('DELIVERED');
  // Delivering issues the invoice: the owner is told so, and confirms.
  const deliver = admin.getByRole('alertdialog', {
    name: `Mark order ${firstOrder} as DELIVERED?`,
  });
  await expect(deliver).toContainText('Its GST tax invoice is issued');
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(
    admin.locator('[data-sonner-toast]').filter({ hasText: 'Status updated to DELIVERED' }),
  ).toBeVisible();

  // Its details offer the invoice, under the number it was given, and the packing slip.
  await admin.getByRole('button', { name: `Details of order ${firstOrder}` }).click();
  const details = admin.getByRole('dialog', { name: `Order ${firstOrder}` });
  const invoiceLine = details.getByText(/^Invoice [A-Z]{1,3}\/\d{2}-\d{2}\/\d{6}$/);
  await expect(invoiceLine).toBeVisible();
  const invoiceNumber = (await invoiceLine.innerText()).replace('Invoice ', '').trim();
  const invoiceFile = `invoice-${invoiceNumber.replaceAll('/', '-')}.pdf`;
  await keepScreenshot(admin, testInfo, 'admin-order-documents');
  const ownersCopy = await downloadFrom(
    admin,
    details.getByRole('button', { name: 'Download invoice' }),
    testInfo,
  );
  expect(ownersCopy.name).toBe(invoiceFile);
  expect(ownersCopy.pdf.startsWith('%PDF-')).toBe(true);
  const slip = await downloadFrom(
    admin,
    details.getByRole('button', { name: 'Packing slip' }),
    testInfo,
  );
  expect(slip.name).toBe(`packing-slip-${firstOrder}.pdf`);
  expect(pageCount(slip.pdf)).toBe(1);
  await admin.keyboard.press('Escape');
  await expect(details).toHaveCount(0);

  // Ticked in the list, the delivered order is left out (its parcel is gone), and the list says
  // so: the PDF holds the slip of the order still waiting to ship.
  const print = admin.getByRole('button', { name: /^Print packing slips/ });
  await expect(print).toBeDisabled();
  await admin.getByRole('checkbox', { name: `Select order ${firstOrder}` }).check();
  await admin.getByRole('checkbox', { name: `Select order ${secondOrder}` }).check();
  await expect(print).toHaveText(/Print packing slips \(1\)/);
  await expect(admin.getByRole('status').filter({ hasText: 'left out' })).toHaveText(
    '1 order left out: cancelled or delivered',
  );
  await keepScreenshot(admin, testInfo, 'admin-orders-selected');
  await expectNoSeriousA11yViolations(admin);
  const slips = await downloadFrom(admin, print, testInfo);
  expect(slips.name).toMatch(/^packing-slips-\d{4}-\d{2}-\d{2}\.pdf$/);
  expect(pageCount(slips.pdf)).toBe(1);
  await admin.context().close();

  // The shopper finds the invoice on the delivered order and downloads the same document.
  await page.reload();
  const card = orderCard(page, firstOrder);
  await expect(card).toContainText(`Invoice ${invoiceNumber}`);
  await keepScreenshot(page, testInfo, 'my-orders-invoice');
  await expectNoSeriousA11yViolations(page);
  const shoppersCopy = await downloadFrom(
    page,
    card.getByRole('button', { name: `Download invoice ${invoiceNumber}` }),
    testInfo,
  );
  expect(shoppersCopy.name).toBe(invoiceFile);
  expect(shoppersCopy.pdf.startsWith('%PDF-')).toBe(true);
  // The undelivered order still has none.
  await expect(
    orderCard(page, secondOrder).getByRole('button', { name: /Download invoice/ }),
  ).toHaveCount(0);
});

test("the shop owner's tax details: the GST registration is checked as typed and a product's rate follows its piece price", async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await logInAsAdmin(page);

  // The demo shop is registered in Karnataka; a mistyped GSTIN is caught before it is saved.
  await page.goto('/admin/company');
  const gst = page.getByRole('group', { name: 'GST registration' });
  const gstin = gst.getByLabel('GSTIN');
  await expect(gstin).toHaveValue('29AABCL1234M1ZF');
  await expect(gst.getByLabel('State of registration')).toHaveValue('29');
  await gstin.fill('29aabcl1234m1zg');
  await expect(gstin).toHaveValue('29AABCL1234M1ZG');
  await gstin.blur();
  await expect(gst.getByText(/last character does not match the rest/)).toBeVisible();
  await keepScreenshot(page, testInfo, 'company-gst-registration');

  // The demo's festive lehenga costs more than ₹2,500 a piece: 18 %. Set at 5 %, the editor
  // says so and puts it right with one click. Nothing is saved.
  await page.goto('/admin/product?q=Gota%20Patti');
  await page
    .getByRole('button', { name: /^Edit .*Gota Patti/ })
    .first()
    .click();
  const editor = page.getByRole('dialog', { name: 'Edit product' });
  const tax = editor.getByRole('group', { name: 'Tax (GST)' });
  await expect(tax.getByLabel('HSN code')).toHaveValue(/^\d{4}(\d{2}){0,2}$/);
  const rate = tax.getByLabel('GST rate');
  await expect(rate).toHaveValue('18');
  await rate.selectOption('5');
  await tax.scrollIntoViewIfNeeded();
  await expect(
    tax.getByText('Garments and footwear over ₹2,500 a piece are taxed at 18 %.'),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'product-gst-rate-hint');
  await tax.getByRole('button', { name: 'Use 18 %' }).click();
  await expect(rate).toHaveValue('18');
  await expectNoSeriousA11yViolations(page);
});
