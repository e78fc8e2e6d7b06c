import { readFileSync } from 'node:fs';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { companyFormFields, type CompanyDetails } from '../fixtures/company.ts';
import { customerWithACart } from '../fixtures/customer.ts';
import { orderCard } from '../fixtures/my-orders.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { E2E_ADMIN } from '../fixtures/session.ts';

/*
 * Paying by UPI end to end: the owner turns UPI on in the Company screen, a shopper places a UPI
 * order, pays (a QR code on a computer, a button on a phone) and gives the UTR; the owner finds
 * the order among those being verified, matches the bank statement that shows the money, marks
 * it paid and ships it.
 */

const SHOP_UPI_ID = 'littlesprouts@okaxis';

type Variant = { id: string; stock: number; originalPrice: number; discountPrice: number | null };
type Product = { variants: Variant[] };
type PlacedOrder = { id: string; orderNumber: string; orderTotal: number };

async function variantInStock(api: APIRequestContext): Promise<Variant> {
  const { data } = (await (await api.get('/api/products?limit=50&inStock=true')).json()) as {
    data: Product[];
  };
  const variant = data.flatMap((product) => product.variants).find((v) => v.stock >= 3);
  if (!variant) throw new Error('the demo catalogue has no variant with 3 in stock');
  return variant;
}

/** The owner's API headers, to put the company details back as they were. */
async function adminHeaders(api: APIRequestContext) {
  const login = await api.post('/api/auth/login', {
    data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** The fixture statement (HDFC's layout) with a credit line of `amount` rupees under `utr`. */
function bankStatement(utr: string, amount: number): Buffer {
  const template = readFileSync(new URL('../fixtures/bank-statement.csv', import.meta.url), 'utf8');
  const rupees = amount.toLocaleString('en-IN', { minimumFractionDigits: 2 });
  return Buffer.from(
    template
      .replaceAll('{{UTR}}', utr)
      .replaceAll('{{AMOUNT}}', rupees)
      .replaceAll('{{PAYER}}', 'Asha Rao')
      .replaceAll('{{DATE}}', '05/03/26'),
  );
}

const rupees = (amount: number) =>
  `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

test('a shopper pays by UPI and gives the UTR; the owner matches the bank statement and ships', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const onPhone = testInfo.project.use.isMobile === true;
  if (!onPhone) await page.setViewportSize({ width: 1366, height: 900 });
  const api = page.request;
  const headers = await adminHeaders(api);
  const { details: before } = (await (await api.get('/api/company-details')).json()) as {
    details: CompanyDetails;
  };
  // A UTR of this run only: both projects pay on one shop, and a UTR pays one order.
  const utr = String(Date.now()).slice(-12);

  const admin = await adminInOwnWindow(browser, testInfo);
  if (!onPhone) await admin.setViewportSize({ width: 1366, height: 900 });
  try {
    // The owner turns UPI on.
    await admin.goto('/admin/company');
    const upi = admin.getByRole('group', { name: 'UPI payments' });
    await upi.getByLabel('UPI ID').fill(SHOP_UPI_ID);
    await upi.getByLabel('Payee name').fill('Little Sprouts');
    await expect(upi.getByText('Empty: cash on delivery only.')).toBeVisible();
    await admin.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(admin, 'Company details updated successfully!')).toBeVisible();
    await upi.scrollIntoViewIfNeeded();
    await keepScreenshot(admin, testInfo, 'company-upi', { fullPage: false });

    // The shopper chooses UPI at checkout.
    const variant = await variantInStock(api);
    const shopper = await customerWithACart(page, { variantId: variant.id, quantity: 1 });
    await page.goto('/checkout');
    const payByUpi = page.getByRole('radio', { name: /Pay now by UPI/ });
    await payByUpi.check();
    await expect(page.getByText('Free shipping · Pay now by UPI')).toBeVisible();
    await keepScreenshot(page, testInfo, 'checkout-upi');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Place Order' }).click();

    // Its payment screen: amount, order number, time left, and the upi:// link.
    await expect(page).toHaveURL(/\/myaccount\/order\/[^/]+\/pay$/);
    const { orders } = (await (
      await api.get('/api/orders/my-orders', { headers: shopper.headers })
    ).json()) as { orders: PlacedOrder[] };
    const order = orders[0]!;
    const amount = rupees(order.orderTotal);
    await expect(page.getByRole('heading', { name: `Pay ${amount} by UPI` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(order.orderNumber);
    await expect(page.getByRole('timer')).toHaveText(/^(30:00|29:\d\d)$/);
    const payLink = page.getByRole('link', { name: `Pay ${amount} with a UPI app` });
    await expect(payLink).toHaveAttribute('href', /^upi:\/\/pay\?pa=littlesprouts%40okaxis&/);
    const link = (await payLink.getAttribute('href'))!;
    expect(link).toContain(`tn=${order.orderNumber}`);
    const qr = page.getByRole('img', { name: /^QR code to pay/ });
    if (onPhone) {
      await expect(qr).toHaveCount(0);
    } else {
      await expect(qr).toBeVisible();
      await expect(qr).toHaveAttribute('data-upi-uri', link);
    }
    await keepScreenshot(page, testInfo, 'payment-screen');
    await expectNoSeriousA11yViolations(page);
    // Back from the UPI app, or reloaded: the same screen, from the customer's orders.
    await page.reload();
    await expect(page.getByRole('heading', { name: `Pay ${amount} by UPI` })).toBeVisible();

    // Paid in the app, the shopper gives the UTR.
    await page.getByText('Where do I find it?').click();
    await expect(page.getByText(/"UPI Ref No", "UTR" or "Transaction ID"/)).toBeVisible();
    await page.getByLabel('UPI reference number (UTR)').fill(utr.replace(/(\d{4})(?=\d)/g, '$1 '));
    await page.getByRole('button', { name: 'I have paid: send the reference' }).click();
    await expect(page.getByRole('heading', { name: 'We are checking your payment' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'payment-being-verified');

    // The owner sees it among the payments being verified.
    await admin.goto('/admin/order');
    await admin.getByLabel('Payment', { exact: true }).selectOption('VERIFYING');
    await expect(admin).toHaveURL(/payment=VERIFYING/);
    const row = admin.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(row).toContainText('Being verified');
    await keepScreenshot(admin, testInfo, 'orders-being-verified');

    // Its details offer to mark it paid by hand, warning that a screenshot proves nothing.
    await admin.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
    const details = admin.getByRole('dialog', { name: `Order ${order.orderNumber}` });
    const payment = details.getByRole('region', { name: 'UPI payment' });
    await expect(payment).toContainText(utr);
    await payment.getByRole('button', { name: 'Mark as paid' }).click();
    const markPaid = admin.getByRole('alertdialog', {
      name: `Mark order ${order.orderNumber} as paid?`,
    });
    await expect(markPaid).toContainText('A screenshot is never proof of payment');
    await expect(markPaid.getByLabel(/UTR/)).toHaveValue(utr);
    await keepScreenshot(admin, testInfo, 'mark-as-paid-question', { fullPage: false });
    await markPaid.getByRole('button', { name: 'Not yet' }).click();
    await details.getByRole('button', { name: 'Close' }).click();

    // The bank statement shows the money: preview, then mark paid.
    await admin.getByRole('link', { name: 'Match bank statement' }).click();
    await expect(
      admin.getByRole('heading', { level: 1, name: 'Match bank statement' }),
    ).toBeVisible();
    await admin.getByLabel('Bank statement (CSV)').setInputFiles({
      name: 'hdfc-statement.csv',
      mimeType: 'text/csv',
      buffer: bankStatement(utr, order.orderTotal),
    });
    await admin.getByRole('button', { name: 'Check the statement' }).click();
    await expect(admin.getByRole('heading', { name: 'This statement pays 1 order' })).toBeVisible();
    const matched = admin.getByRole('table', { name: 'Orders the statement pays' });
    await expect(matched).toContainText(order.orderNumber);
    await expect(matched).toContainText(utr);
    await expect(matched).toContainText(amount);
    // The card payment to Swiggy was a debit; the rent too: neither is read.
    await expect(admin.getByText('2 lines without money received')).toBeVisible();
    await keepScreenshot(admin, testInfo, 'statement-preview');
    await expectNoSeriousA11yViolations(admin);
    await admin.getByRole('button', { name: 'Mark 1 order as paid' }).click();
    await expect(admin.getByRole('heading', { name: '1 order marked as paid' })).toBeVisible();
    await keepScreenshot(admin, testInfo, 'statement-done');

    // Paid, it ships.
    await admin.goto(`/admin/order?q=${order.orderNumber}`);
    const paidRow = admin.getByRole('row').filter({ hasText: order.orderNumber });
    await expect(paidRow).toContainText('Paid');
    await admin.getByLabel(`Delivery status of order ${order.orderNumber}`).selectOption('SHIPPED');
    const shipping = admin.getByRole('alertdialog', {
      name: `Mark order ${order.orderNumber} as SHIPPED?`,
    });
    await shipping.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(toast(admin, 'Status updated to SHIPPED')).toBeVisible();

    // The shopper's My Orders: paid and shipped.
    await page.goto('/myaccount/order');
    const card = orderCard(page, order.orderNumber);
    await expect(card).toContainText('Paid');
    await expect(card).toContainText('Shipped');
    await keepScreenshot(page, testInfo, 'my-orders-paid');
  } finally {
    // The other journeys expect the demo shop as it was: cash on delivery only.
    const restored = await api.put('/api/company-details', {
      headers,
      multipart: companyFormFields(before),
    });
    expect(restored.ok()).toBe(true);
    await admin.context().close();
  }
});
