import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { orderCard } from '../fixtures/my-orders.ts';
import { readLatestMailTo } from '../fixtures/mail.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { customerWithACart } from '../fixtures/customer.ts';

/*
 * The 7-day promise kept: an order shipped with a courier and tracking number, delivered, a size
 * exchange asked for by the shopper, approved, received and completed by the shop owner, and the
 * replacement order shipped, with the mails each step sends.
 */

type Variant = { id: string; size: string; stock: number; originalPrice: number };
type Product = { id: string; name: string; variants: Variant[] };

/** A product with two sizes in stock: one to buy, one to exchange it for. */
async function productWithTwoSizes(api: APIRequestContext) {
  const { data } = (await (await api.get('/api/products?limit=100&inStock=true')).json()) as {
    data: Product[];
  };
  for (const product of data) {
    const sizes = product.variants.filter((v) => v.stock >= 3);
    if (sizes.length >= 2 && sizes[0]!.size !== sizes[1]!.size) {
      return { product, bought: sizes[0]!, wanted: sizes[1]! };
    }
  }
  throw new Error('the demo catalogue has no product with two sizes in stock');
}

async function stockOf(api: APIRequestContext, productId: string, variantId: string) {
  const { data } = (await (await api.get(`/api/products/${productId}`)).json()) as {
    data: Product;
  };
  return data.variants.find((v) => v.id === variantId)!.stock;
}

/** Waits until the newest mail to this address says `text` (the outbox sends after the commit). */
async function newestMailSays(email: string, text: string) {
  // Quoted-printable bodies fold long lines with a trailing "=", long headers with a new line
  // and a space.
  const unfolded = async () =>
    (await readLatestMailTo(email)).replace(/=\r?\n/g, '').replace(/\r?\n[ \t]+/g, ' ');
  await expect.poll(unfolded).toContain(text);
}

async function setStatus(admin: Page, orderNumber: string, status: 'SHIPPED' | 'DELIVERED') {
  const select = admin.getByLabel(`Delivery status of order ${orderNumber}`);
  await select.selectOption(status);
  if (status === 'SHIPPED') {
    const question = admin.getByRole('alertdialog', {
      name: `Mark order ${orderNumber} as SHIPPED?`,
    });
    await question.getByLabel('Courier').fill('Delhivery');
    await question.getByLabel('Tracking number').fill(`DLV${orderNumber.slice(3)}`);
    await question.getByRole('button', { name: 'Mark as Shipped' }).click();
  } else {
    await admin
      .getByRole('alertdialog', { name: `Mark order ${orderNumber} as DELIVERED?` })
      .getByRole('button', { name: 'Mark as Delivered' })
      .click();
  }
  await expect(
    admin.locator('[data-sonner-toast]').filter({ hasText: `Status updated to ${status}` }),
  ).toBeVisible();
  await expect(select).toHaveValue(status);
}

/** Opens a request's details on the admin's Returns screen and makes one move. */
async function moveRequest(admin: Page, requestNumber: string, button: string, confirm: string) {
  const details = admin.getByRole('dialog', { name: `Request ${requestNumber}` });
  if (!(await details.isVisible())) {
    await admin.getByRole('button', { name: `Details of request ${requestNumber}` }).click();
  }
  await details.getByRole('button', { name: button, exact: true }).click();
  await admin.getByRole('alertdialog').getByRole('button', { name: confirm }).click();
  await expect(admin.getByRole('alertdialog')).toHaveCount(0);
  return details;
}

test('a size exchange: shipped, delivered, asked for, approved, received, completed and the replacement shipped', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(240_000);
  const api = page.request;
  const { product, bought, wanted } = await productWithTwoSizes(api);
  const { email } = await customerWithACart(page, { variantId: bought.id, quantity: 1 });

  // The shopper places the order at checkout.
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toBeVisible();
  const orderNumber = (await placed.getByTestId('order-number').innerText()).trim();
  await page.keyboard.press('Escape');

  // The shop owner, in a browser of their own, ships it with a courier and delivers it.
  const admin = await adminInOwnWindow(browser, testInfo);
  await admin.goto('/admin/order');
  await setStatus(admin, orderNumber, 'SHIPPED');
  await newestMailSays(email, `order ${orderNumber} is on its way`);
  expect(await readLatestMailTo(email)).toContain('Delhivery');

  // The shopper sees who carries the parcel, with its tracking number and timeline.
  await page.goto('/myaccount/order');
  const card = orderCard(page, orderNumber);
  await expect(card).toContainText('Delhivery');
  await expect(card).toContainText(`DLV${orderNumber.slice(3)}`);

  await setStatus(admin, orderNumber, 'DELIVERED');
  await newestMailSays(email, `order ${orderNumber} has been delivered`);

  // Delivered: the window is open for 7 days, and the shopper asks for a bigger size.
  await page.reload();
  await expect(card).toContainText('Returns and exchanges open until');
  await keepScreenshot(page, testInfo, 'delivered-order');
  await card
    .getByRole('button', { name: `Return or exchange items of order ${orderNumber}` })
    .click();
  const form = page.getByRole('dialog');
  await expect(form).toBeVisible();
  await form.getByText('Exchange', { exact: true }).click();
  await form.getByRole('checkbox').first().check();
  await form.getByLabel('Reason').first().selectOption('SIZE_TOO_SMALL');
  const newSize = form.getByLabel('New size').first();
  // Only sizes in stock are offered, and not the one bought: it was too small.
  const inStock = product.variants
    .filter((v) => v.stock > 0 && v.size !== bought.size)
    .map((v) => v.id);
  await expect(newSize.locator('option:not([value=""])')).toHaveCount(inStock.length);
  const offered = await newSize
    .locator('option:not([value=""])')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(offered.sort()).toEqual(inStock.sort());
  await newSize.selectOption(wanted.id);
  await form.getByLabel('Note').fill('She has grown so fast! One size up, please.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'exchange-form');
  await form.getByRole('button', { name: 'Send request' }).click();
  await expect(form).toBeHidden();
  const requested = card.getByRole('list', { name: `Requests for order ${orderNumber}` });
  await expect(requested).toContainText('Exchange requested');
  const requestNumber = /RT-[0-9A-Z]{7}/.exec(await requested.innerText())![0];
  await newestMailSays(email, `We have your exchange request ${requestNumber}`);

  // The Returns tab lists it with its history, and it could still be cancelled.
  await page.getByRole('tab', { name: /Returns/ }).click();
  // Read inside the Returns panel: the tab switches through the address, and until it has, the
  // Orders panel shows the request number too (on the order and, later, on its replacement).
  const request = page
    .getByRole('tabpanel', { name: /Returns/ })
    .getByRole('article')
    .filter({ hasText: requestNumber });
  await expect(request).toContainText(wanted.size);
  await expect(request.getByRole('button', { name: /Cancel request/ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'returns-tab-requested');

  // The shop owner approves (the new size is held), receives (the old size is back in stock)
  // and completes it: a replacement order at ₹0.
  const wantedStock = await stockOf(api, product.id, wanted.id);
  const boughtStock = await stockOf(api, product.id, bought.id);
  await admin.goto('/admin/dashboard');
  await expect(admin.getByRole('link', { name: /Returns/ }).first()).toBeVisible();
  await admin.goto('/admin/returns');
  await expect(admin.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(
    admin.getByRole('button', { name: `Details of request ${requestNumber}` }),
  ).toBeVisible();
  await keepScreenshot(admin, testInfo, 'admin-returns');
  const details = await moveRequest(admin, requestNumber, 'Approve', 'Yes, Approve');
  await expect(details).toContainText('Approved');
  await expect(details).toContainText('She has grown so fast!');
  await keepScreenshot(admin, testInfo, 'admin-return-approved');
  expect(await stockOf(api, product.id, wanted.id)).toBe(wantedStock - 1);
  // The approval mail says how the items reach the shop: the demo company's own words.
  await newestMailSays(email, 'How to send the items back: Our courier partner collects');

  await moveRequest(admin, requestNumber, 'Mark received', 'Yes, Mark Received');
  await expect(details).toContainText('Received');
  expect(await stockOf(api, product.id, bought.id)).toBe(boughtStock + 1);

  await moveRequest(admin, requestNumber, 'Complete exchange', 'Yes, Complete Exchange');
  await expect(details).toContainText('Completed');
  const replacementNumber = (await details.innerText())
    .match(/LS-[0-9A-Z]{7}/g)!
    .find((number) => number !== orderNumber)!;
  // The replacement took no stock again: the held unit is the one it sends.
  expect(await stockOf(api, product.id, wanted.id)).toBe(wantedStock - 1);
  await newestMailSays(email, `exchange request ${requestNumber} is complete`);
  expect(await readLatestMailTo(email)).toContain(replacementNumber);

  // The replacement order waits as PENDING at ₹0; the owner ships it.
  await admin.goto('/admin/order');
  await setStatus(admin, replacementNumber, 'SHIPPED');
  await newestMailSays(email, `replacement order ${replacementNumber} is on its way`);
  await admin.context().close();

  // The shopper sees the replacement on its way, with nothing to pay, and the request done.
  await page.goto('/myaccount/order');
  const replacement = orderCard(page, replacementNumber);
  await expect(replacement).toContainText(`Replacement for request ${requestNumber}`);
  await expect(replacement).toContainText('Delhivery');
  await replacement.getByRole('button', { name: `Details of order ${replacementNumber}` }).click();
  await expect(replacement).toContainText(wanted.size);
  // Nothing to pay, and not the shopper's to cancel.
  await expect(replacement).toContainText('Nothing to pay');
  await expect(replacement.getByRole('button', { name: /Cancel Order/ })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'replacement-shipped');
  await page.getByRole('tab', { name: /Returns/ }).click();
  await expect(request).toContainText('Completed');
  await expect(request).toContainText(replacementNumber);
  await expect(request.getByRole('button', { name: /Cancel request/ })).toHaveCount(0);
  await keepScreenshot(page, testInfo, 'returns-tab-completed');
});
