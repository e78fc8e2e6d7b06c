import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { decodedMail, readLatestMailTo } from '../fixtures/mail.ts';
import { adminHeaders, createProduct } from '../fixtures/products.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

/*
 * Bringing a shopper back, end to end: a visitor finds her child's size sold out and asks to be
 * mailed; the owner sees one person waiting for that size and restocks it in the editor; the
 * back-in-stock mail arrives (read from the mail folder) with its one-click unsubscribe headers,
 * and its link opens the product with that size chosen and in stock. Its unsubscribe link turns
 * the alerts off without signing in, and "Subscribe again" undoes it.
 */

const SOLD_OUT_SIZE = '2-3Y';

/** The `label: URL` line of a mail's text part. */
function linkAfter(text: string, label: string): URL {
  const link = new RegExp(`${label}: (\\S+)`).exec(text)?.[1];
  if (!link) throw new Error(`no "${label}" link in the mail`);
  return new URL(link);
}

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('a visitor asks for a sold-out size, the owner restocks, the mail brings her back; she unsubscribes in one click', async ({
  page,
  browser,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  if (testInfo.project.name === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  const admin = await adminHeaders(request);
  const name = `Alert Frock ${testInfo.project.name} ${Date.now()}`;
  const product = await createProduct(request, admin, {
    name,
    description: 'A cotton frock whose 2-3Y sold out first.',
    variants: [
      { size: '1-2Y', color: 'Red', stock: 3, originalPrice: 799 },
      { size: SOLD_OUT_SIZE, color: 'Red', stock: 0, originalPrice: 799 },
    ],
  });
  try {
    const email = `alert-${testInfo.project.name}-${Date.now()}@example.in`;

    // The visitor's size is sold out: the page offers the alert instead.
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await page
      .getByRole('group', { name: 'Size' })
      .locator('label')
      .filter({ hasText: new RegExp(`^${SOLD_OUT_SIZE}(,|$)`) })
      .click();
    const offer = page.getByRole('region', { name: 'Get an alert when it’s back' });
    await expect(offer.getByText(`Size ${SOLD_OUT_SIZE} in Red is sold out.`)).toBeVisible();
    await offer.getByLabel('Your email').fill(email);
    await offer.getByRole('button', { name: 'Tell me when it’s back' }).click();
    await expect(offer.getByRole('status')).toHaveText(
      `We will mail ${email} when ${name} in size ${SOLD_OUT_SIZE} is back.`,
    );
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, testInfo, 'stock-alert-asked');

    // The owner sees who waits for what, and restocks that size.
    const owner = await adminInOwnWindow(browser, testInfo);
    if (testInfo.project.name === 'desktop')
      await owner.setViewportSize({ width: 1366, height: 900 });
    await owner.goto(`/admin/product?q=${encodeURIComponent(name)}`);
    const row = owner.getByRole('row').filter({ hasText: name });
    await expect(row.getByText('1 waiting')).toBeVisible();
    await expect(row.getByRole('list', { name: 'Sizes they wait for' })).toHaveText(
      `${SOLD_OUT_SIZE}: 1`,
    );
    await keepScreenshot(owner, testInfo, 'stock-alert-waiting', { fullPage: false });
    await owner.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = owner.getByRole('dialog', { name: 'Edit product' });
    await editor.getByRole('tab', { name: 'Variants & Stock' }).click();
    await editor
      .getByRole('group', { name: 'Variant 2' })
      .getByLabel('Stock', { exact: true })
      .fill('4');
    await editor.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(owner, 'Product updated!')).toBeVisible();
    await owner.context().close();

    // One mail, from the next round of the alerts job: the size, its price, and the way back.
    const mail = await readLatestMailTo(email, { timeout: 45_000 });
    expect(mail).toContain(`Subject: Back in stock: ${name}, size ${SOLD_OUT_SIZE}`);
    // A long header is folded onto the next line (RFC 5322): \s takes the fold too.
    const oneClick = /^List-Unsubscribe:\s+<(\S+)>\r?$/m.exec(mail)?.[1];
    expect(oneClick).toMatch(/\/api\/unsubscribe\?token=/);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);
    const text = decodedMail(mail);
    expect(text).toContain(`Size ${SOLD_OUT_SIZE}, Red`);
    expect(text).toContain('₹799');
    const back = linkAfter(text, 'See it in the shop');
    expect(back.pathname).toBe(`/product/${product.slug}`);

    // The mail's link: that size chosen, in stock, ready for the cart.
    await page.goto(`${back.pathname}${back.search}`);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(
      page
        .getByRole('group', { name: 'Size' })
        .getByRole('radio', { name: new RegExp(`^${SOLD_OUT_SIZE}`) }),
    ).toBeChecked();
    await expect(page.getByRole('region', { name: 'Get an alert when it’s back' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();

    // The visible unsubscribe link: off in one click, no sign-in, and undone as easily.
    const unsubscribe = linkAfter(text, 'Turn off back-in-stock alerts');
    expect(unsubscribe.pathname).toBe('/unsubscribe');
    await page.goto(`${unsubscribe.pathname}${unsubscribe.search}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Unsubscribed from back-in-stock alerts' }),
    ).toBeVisible();
    await expect(
      page.getByText(`You will no longer get back-in-stock alerts at ${email}.`),
    ).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, testInfo, 'unsubscribed');
    await page.getByRole('button', { name: 'Subscribe again' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Subscribed to back-in-stock alerts again' }),
    ).toBeVisible();

    // And the mail app's own button: a form POST to the header's address (RFC 8058).
    const header = new URL(oneClick!);
    const clicked = await request.post(`${header.pathname}${header.search}`, {
      form: { 'List-Unsubscribe': 'One-Click' },
    });
    expect(clicked.status()).toBe(200);
    expect(await clicked.json()).toMatchObject({ kind: 'STOCK_ALERT', email, subscribed: false });
  } finally {
    expect((await request.delete(`/api/products/${product.id}`, { headers: admin })).ok()).toBe(
      true,
    );
  }
});
