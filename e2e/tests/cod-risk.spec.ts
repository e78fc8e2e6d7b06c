import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { customerWithACart } from '../fixtures/customer.ts';
import { decodedMail, readLatestMailTo } from '../fixtures/mail.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

/*
 * The cost of cash on delivery, end to end: a shopper places a COD order, opens the "Confirm my
 * order" link of its confirmation mail without signing in and confirms it; the owner sees it
 * confirmed, ships it, records that the parcel was refused at the door, and finds it on the
 * dashboard's risk card, whose link opens the Delivery screen with COD turned off there.
 */

type Variant = { id: string; stock: number };
type Product = { variants: Variant[] };

/** The "Confirm my order" link of a quoted-printable confirmation mail. */
function confirmLinkIn(mail: string): URL {
  const link = /Confirm my order: (\S+)/.exec(decodedMail(mail))?.[1];
  if (!link) throw new Error('no "Confirm my order" link in the mail');
  return new URL(link);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('a shopper confirms a COD order from the mail; the owner records a refused parcel and sees the risk', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  // Laptops and phones alike: the owner's card and the shopper's page at 1366 px and 390 px.
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });

  const { data } = (await (
    await page.request.get('/api/products?limit=50&inStock=true')
  ).json()) as {
    data: Product[];
  };
  const variant = data.flatMap((product) => product.variants).find((v) => v.stock >= 2)!;
  const { email } = await customerWithACart(page, { variantId: variant.id, quantity: 1 });
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  const orderNumber = (await placed.getByTestId('order-number').innerText()).trim();

  // The confirmation mail carries the link, and says why it helps.
  const mail = await readLatestMailTo(email);
  expect(mail.replace(/=\r?\n/g, '')).toContain('it lets us send your parcel sooner');
  const link = confirmLinkIn(mail);
  expect(link.pathname).toBe('/confirm-order');

  // Opened in a browser nobody is signed in to, as from a phone's mail app.
  const visitor = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: page.viewportSize(),
    isMobile: testInfo.project.use.isMobile,
    hasTouch: testInfo.project.use.hasTouch,
    locale: 'en-IN',
    timezoneId: 'Asia/Kolkata',
  });
  const shopper = await visitor.newPage();
  await shopper.goto(`${link.pathname}${link.search}`);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Confirm your order' }),
  ).toBeVisible();
  await expect(shopper.getByText(orderNumber)).toBeVisible();
  await expect(shopper.getByText('To pay in cash on delivery')).toBeVisible();
  await expectNoSeriousA11yViolations(shopper);
  await keepScreenshot(shopper, testInfo, 'confirm-order');
  await shopper.getByRole('button', { name: 'Confirm my order' }).click();
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Thank you! Your order is confirmed' }),
  ).toBeVisible();
  await keepScreenshot(shopper, testInfo, 'confirm-order-thanks');
  // Opened again, the link says so and asks nothing more.
  await shopper.reload();
  await expect(
    shopper.getByRole('heading', { name: 'Thank you! Your order is confirmed' }),
  ).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Confirm my order' })).toHaveCount(0);
  await visitor.close();

  // The owner finds it confirmed, ships it, and the parcel comes back refused.
  const admin = await adminInOwnWindow(browser, testInfo);
  if (testInfo.project.name === 'desktop')
    await admin.setViewportSize({ width: 1366, height: 900 });
  await admin.goto(`/admin/order?q=${orderNumber}`);
  await admin.getByRole('button', { name: `Details of order ${orderNumber}` }).click();
  const details = admin.getByRole('dialog', { name: `Order ${orderNumber}` });
  await expect(details.getByText('COD confirmed')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  const status = admin.getByLabel(`Delivery status of order ${orderNumber}`);
  await status.selectOption('SHIPPED');
  await admin
    .getByRole('alertdialog', { name: `Mark order ${orderNumber} as SHIPPED?` })
    .getByRole('button', { name: 'Mark as Shipped' })
    .click();
  await expect(toast(admin, 'Status updated to SHIPPED')).toBeVisible();
  await expect(status).toHaveValue('SHIPPED');

  await status.selectOption('CANCELED');
  const question = admin.getByRole('alertdialog', { name: `Cancel shipped order ${orderNumber}?` });
  // The reasons are chips: a tap lands on the chip, which is the radio's label.
  await question.getByText('Refused at the door', { exact: true }).click();
  await expect(question.getByRole('radio', { name: 'Refused at the door' })).toBeChecked();
  await expectNoSeriousA11yViolations(admin);
  await keepScreenshot(admin, testInfo, 'return-to-origin-reason');
  await question.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(toast(admin, 'Status updated to CANCELED')).toBeVisible();
  await expect(status).toHaveValue('CANCELED');
  await admin.getByRole('button', { name: `Details of order ${orderNumber}` }).click();
  await expect(details.getByText('Came back unsold: Refused at the door')).toBeVisible();
  await details.getByRole('button', { name: 'Close' }).click();

  // The dashboard's card counts it against the shopper's PIN prefix.
  await admin.goto('/admin/dashboard');
  const card = admin.getByRole('region', { name: 'Cash on delivery risk (90 days)' });
  const row = card.getByRole('row').filter({ hasText: '560…' });
  await expect(row).toBeVisible();
  await expect(row).toContainText('%');
  await card.scrollIntoViewIfNeeded();
  // The table fits the card, on a phone too: nothing to scroll sideways, no link cut off.
  expect(await card.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
  await expect(row.getByRole('link', { name: 'Turn off COD for 560' })).toBeInViewport({
    ratio: 1,
  });
  await expectNoSeriousA11yViolations(admin);
  await keepScreenshot(admin, testInfo, 'cod-risk-card');

  // Its link opens the Delivery screen with COD turned off for 560, to check and save.
  await row.getByRole('link', { name: 'Turn off COD for 560' }).click();
  await expect(admin).toHaveURL(/\/admin\/delivery\?codOff=560$/);
  await expect(
    admin.getByText('Cash on delivery is turned off for PIN codes starting 560.'),
  ).toBeVisible();
  await expect(admin.getByText('Unsaved changes')).toBeVisible();
  await admin.context().close();
});
