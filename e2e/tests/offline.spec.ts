import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { test } from '../fixtures/console-watch.ts';
import { customerWithACart } from '../fixtures/customer.ts';
import { waitForHydration } from '../fixtures/hydration.ts';
import { startReleaseProxy } from '../fixtures/release-proxy.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';

/*
 * The installable, offline storefront (docs/ARCHITECTURE.md, "Offline and the service worker"):
 * pages seen before open without a connection, the cart shows its last state with checkout held,
 * a page never seen is the shop's own offline page, and a new release takes over at the next link.
 */

// The offline page is not the app: page.goto must not wait for a hydration that never comes.
test.use({ serviceWorkers: 'allow', waitForHydrationOnGoto: false });

const offlineReason =
  'You are offline. Your cart is saved; you can place the order when you are back online.';

type Listed = { slug: string; name: string; variants: { id: string; stock: number }[] };

async function aProductInStock(api: APIRequestContext): Promise<Listed & { variantId: string }> {
  const { data } = (await (await api.get('/api/products?limit=20')).json()) as { data: Listed[] };
  for (const product of data) {
    const variant = product.variants.find(({ stock }) => stock >= 2);
    if (variant) return { ...product, variantId: variant.id };
  }
  throw new Error('the demo shop has no product with two in stock');
}

/** Opens a page and waits until it is the app (the offline journey's pages are). */
async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
}

/** Waits until the storefront's worker (registered once the app is idle) controls the page. */
async function controlledByWorker(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 30_000,
  });
}

test("offline, seen pages and the cart open again; an unseen page is the shop's offline page", async ({
  page,
  context,
  consoleWatch,
}, testInfo) => {
  const product = await aProductInStock(page.request);
  await customerWithACart(page, { variantId: product.variantId, quantity: 2 });
  await controlledByWorker(page);
  // Seen while online: the home page, the product (in English and in Hindi) and the cart.
  for (const url of ['/', `/product/${product.slug}`, `/hi/product/${product.slug}`, '/cart'])
    await open(page, url);
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart (1)' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('savedCart')))
    .toContain(product.name);

  consoleWatch.expectOffline();
  await context.setOffline(true);

  await open(page, `/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const banner = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(banner).toBeVisible();

  // The Hindi storefront's pages are kept alike.
  await open(page, `/hi/product/${product.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(
    page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं। जो पेज आप देख चुके हैं, वे अब भी खुलेंगे।' }),
  ).toBeVisible();

  await open(page, '/cart');
  await expect(banner).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Your Shopping Cart (1)' })).toBeVisible();
  await expect(page.getByRole('link', { name: product.name })).toBeVisible();
  const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(offlineReason);
  await keepScreenshot(page, testInfo, 'offline-cart');

  // A picture never seen is a plain tile in its place, not a broken image.
  const unseenPicture = await page.evaluate(async () => {
    const response = await fetch('/media/products/never-seen-thumb.webp');
    return { status: response.status, type: response.headers.get('content-type') };
  });
  expect(unseenPicture).toEqual({ status: 200, type: 'image/svg+xml' });

  // Never seen: the shop's offline page, with the pages that do open.
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  const seenPages = page.getByRole('region', { name: 'Pages you can open offline' });
  const seenProduct = seenPages.getByRole('link', {
    name: `${product.name} | Little Sprouts`,
    exact: true,
  });
  await expect(seenProduct).toBeVisible();
  await expect(
    seenPages.getByRole('link', { name: `${product.name} | Little Sprouts · हिन्दी`, exact: true }),
  ).toHaveAttribute('href', `/hi/product/${product.slug}`);
  await keepScreenshot(page, testInfo, 'offline-page');
  // Asked for in Hindi, it speaks Hindi.
  await page.goto('/hi/about');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'आप ऑफ़लाइन हैं' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'होम पेज पर जाएँ' })).toHaveAttribute('href', '/hi');
  await page.goto('/about');
  await seenProduct.click();
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // Back online: the banner goes, and the way to checkout is open again.
  await context.setOffline(false);
  await expect(banner).toBeHidden();
  await open(page, '/cart');
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
});

test('the first page of a first visit, and a page opened inside the app, open offline', async ({
  page,
  context,
  consoleWatch,
}) => {
  // The shop is this browser's first page: there was no worker yet to keep it as it loaded.
  await open(page, '/hi/shop');
  await controlledByWorker(page);
  // A product opened inside the app: the browser loads no page, the app asks the API.
  const card = page.locator('main a[href^="/hi/product/"]').first();
  const productPath = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${productPath}$`));
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).not.toHaveText('सभी प्रोडक्ट खरीदें');
  const productName = await heading.innerText();
  await expect
    .poll(
      () =>
        page.evaluate(async () =>
          (await (await caches.open('pages')).keys()).map(({ url }) => new URL(url).pathname),
        ),
      { timeout: 15_000 },
    )
    .toEqual(expect.arrayContaining(['/hi/shop', productPath]));

  consoleWatch.expectOffline();
  await context.setOffline(true);
  await open(page, productPath);
  await expect(page.getByRole('heading', { level: 1, name: productName })).toBeVisible();
  await open(page, '/hi/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'सभी प्रोडक्ट खरीदें' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'आप ऑफ़लाइन हैं।' })).toBeVisible();
});

test.describe('a new release', () => {
  const proxyPort = E2E_PORT + 1;
  test.use({ baseURL: `http://127.0.0.1:${proxyPort}` });

  /** Which release the worker that controls the page says it is. */
  const releaseOfWorker = (page: Page) =>
    page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = (event) => resolve(String(event.data));
          navigator.serviceWorker.controller!.postMessage('release?', [channel.port2]);
        }),
    );

  test('takes over at the next link, with no shopper left on the old build', async ({ page }) => {
    const shop = await startReleaseProxy(E2E_PORT, proxyPort);
    try {
      await open(page, '/shop');
      await controlledByWorker(page);
      expect(await releaseOfWorker(page)).toBe('first');

      shop.publish('next');
      // The browser finds the new worker (as its own checks would) and installs it beside the
      // old one, which keeps serving this page and its chunks meanwhile.
      await page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration())!;
        const installed = new Promise<void>((resolve) =>
          registration.addEventListener('updatefound', () => {
            const worker = registration.installing!;
            worker.addEventListener('statechange', () => {
              if (worker.state === 'installed') resolve();
            });
          }),
        );
        await registration.update();
        await installed;
      });
      expect(await releaseOfWorker(page)).toBe('first');
      // The app has heard of it (Workbox tells a moment after the install).
      await expect(page.locator('html')).toHaveAttribute('data-release-waiting', 'true');
      // The header's brand link: a full page load that the new worker serves.
      const home = page.getByRole('banner').getByRole('link', { name: 'Little Sprouts' });
      const target = new URL((await home.getAttribute('href'))!, page.url()).pathname;
      await Promise.all([page.waitForEvent('load'), home.click()]);
      expect(new URL(page.url()).pathname).toBe(target);
      await waitForHydration(page);
      expect(await releaseOfWorker(page)).toBe('next');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await shop.close();
    }
  });
});
