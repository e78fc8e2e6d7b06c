import { expect, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { CUSTOMER_ADDRESS } from '../fixtures/customer.ts';
import { expectNoEnglishLeft } from '../fixtures/english-left.ts';
import { waitForHydration } from '../fixtures/hydration.ts';
import { adminHeaders } from '../fixtures/products.ts';
import { unique } from '../fixtures/session.ts';

/*
 * The shop in Hindi, as a parent reading Hindi on a phone meets it: the shop, a product, the
 * cart, checkout and the account, with no storefront text left in English (checked against the
 * catalogues), and the language switch that keeps the page and is remembered. The config runs
 * this file at 390 px only (the phone project).
 */

const devanagari = /[\u0900-\u097F]/;

async function expectHindiPage(page: Page) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect
    .poll(async () => devanagari.test(await page.locator('main').innerText()), {
      message: 'the page shows Hindi',
    })
    .toBe(true);
  await expectNoEnglishLeft(page);
}

/** A customer who reads Hindi, with an address and one line in the cart, signed in on /hi/login. */
async function hindiCustomerWithACart(page: Page, variantId: string) {
  const api = page.request;
  const username = `hindi${unique()}`;
  const password = 'Sunny-days-42';
  const registered = await api.post('/api/auth/register', {
    data: { username, email: `${username}@example.com`, password, language: 'hi' },
  });
  expect(registered.status()).toBe(201);
  const { token } = (await (
    await api.post('/api/auth/login', { data: { identifier: username, password } })
  ).json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  expect((await api.post('/api/addresses', { headers, data: CUSTOMER_ADDRESS })).status()).toBe(
    201,
  );
  const added = await api.post('/api/cart/add', {
    headers,
    data: { productVariantId: variantId, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  await page.goto('/hi/login');
  await waitForHydration(page);
  await expectHindiPage(page);
  await page.locator('input[name="identifier"]').fill(username);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('form button[type="submit"]').first().click();
  await expect(page).toHaveURL(/\/hi\/myaccount/);
}

test('the shop, a product, the cart, checkout and the account read in Hindi', async ({ page }) => {
  const { data } = (await (
    await page.request.get('/api/products?inStock=true&limit=5')
  ).json()) as {
    data: { slug: string; variants: { id: string; stock: number }[] }[];
  };
  const product = data.find((candidate) => candidate.variants.some((v) => v.stock > 2))!;
  const variant = product.variants.find((v) => v.stock > 2)!;

  await page.goto('/hi/shop');
  await expectHindiPage(page);
  // Its links stay in Hindi.
  await page.locator('main a[href^="/hi/product/"]').first().click();
  await expect(page).toHaveURL(/\/hi\/product\//);
  await waitForHydration(page);
  await expectHindiPage(page);

  await hindiCustomerWithACart(page, variant.id);
  await expectHindiPage(page);
  await page.goto('/hi/cart');
  await waitForHydration(page);
  await expectHindiPage(page);
  await page.goto('/hi/checkout');
  await waitForHydration(page);
  await expectHindiPage(page);
  await page.goto('/hi/myaccount/order');
  await waitForHydration(page);
  await expectHindiPage(page);
});

test('the language switch keeps the page, and the choice is remembered', async ({ page }) => {
  await page.goto('/about');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.locator('footer').getByRole('link', { name: 'हिन्दी' }).click();
  await expect(page).toHaveURL(/\/hi\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  // An English address (a shared link) now opens in Hindi.
  await page.goto('/shop');
  await expect(page).toHaveURL(/\/hi\/shop$/);
  await expectHindiPage(page);
  // And back: English is remembered just the same.
  await waitForHydration(page);
  await page.locator('footer').getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/shop$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/about');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test("the owner's Hindi category names and content pages show on the Hindi pages", async ({
  page,
}) => {
  const api = page.request;
  const headers = await adminHeaders(api);
  const slug = `hindi-${unique()}`;
  const saved = await api.post('/api/legal-pages', {
    headers,
    data: {
      slug,
      title: 'Gift Wrapping',
      content: '<p>Every order can be gift wrapped.</p>',
      titleHi: 'गिफ़्ट रैपिंग',
      contentHi: '<p>हर ऑर्डर गिफ़्ट रैप हो सकता है।</p>',
    },
  });
  expect(saved.status()).toBe(201);
  try {
    await page.goto(`/hi/page/${slug}`);
    await expect(page).toHaveTitle(/^गिफ़्ट रैपिंग \|/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('गिफ़्ट रैपिंग');
    await expect(page.locator('main')).toContainText('हर ऑर्डर गिफ़्ट रैप हो सकता है।');
    await expect(page.locator('footer').getByRole('link', { name: 'गिफ़्ट रैपिंग' })).toBeVisible();
    await page.goto(`/page/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gift Wrapping');

    // The demo shop's categories come with Hindi names: the shop's tabs and the home page's
    // slides name them so.
    await page.goto('/hi/shop');
    await expect(
      page.getByRole('navigation', { name: 'कैटेगरी' }).getByRole('link', { name: 'बेबी फ़ैशन' }),
    ).toBeVisible();
    await page.goto('/hi');
    await expect(page.getByRole('link', { name: 'बेबी फ़ैशन खरीदें' })).toBeVisible();
  } finally {
    await api.delete(`/api/legal-pages/${slug}`, { headers });
  }
});
