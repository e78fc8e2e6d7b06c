import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { recordTapTimeline, tapTimeline, waitForHydration } from '../fixtures/hydration.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { signUpAndLogIn } from '../fixtures/session.ts';
import { slowDownCpu } from '../fixtures/slow-cpu.ts';

/*
 * A hurried parent on a slow phone: every page is used as soon as its HTML starts to arrive, and
 * every control is tapped the moment it shows, most likely before the app has taken the server's
 * HTML over (hydrated). Each such tap must count: the control works at once, or it shows that it
 * is not ready yet and then works. A tap is never lost, and a signed-in shopper is never treated
 * as signed out. Each tap is made once: a second tap would hide a lost first one.
 *
 * What an early tap did shows once the app has taken the page over. At 6× beside the other
 * journeys that can come 20 s after the tap on /shop (fifty cards), past an expectation's usual
 * 10 s: so each journey waits for the app to wake, then for the tap's effect, and fails only if
 * the tap was lost. How fast a page wakes is timed by `npm run lighthouse -w bench`.
 */

// The journeys tap before hydration, so page.goto must not wait for it (fixtures/hydration.ts).
test.use({ waitForHydrationOnGoto: false });

/** From here on the tab is a slow phone, and notes whether its taps came before hydration. */
async function onSlowPhone(page: Page): Promise<void> {
  await slowDownCpu(page);
  await recordTapTimeline(page);
}

// Whether a tap came before hydration varies from run to run: each result shows which it was.
test.afterEach(async ({ page }, testInfo) => {
  await testInfo.attach('tap timeline', { body: (await tapTimeline(page)).join('\n') });
});

type Variant = { id: string; size: string; color: string; stock: number };
type Product = { id: string; name: string; slug: string; variants: Variant[] };

/** A demo product in stock in several sizes, so that a size has to be chosen on its page. */
async function productWithSeveralSizes(request: APIRequestContext): Promise<Product> {
  const response = await request.get('/api/products?limit=50&inStock=true');
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: Product[] };
  const found = data.find(
    (product) => product.variants.filter((variant) => variant.stock > 0).length >= 3,
  );
  if (!found) throw new Error('The demo catalogue has no product in stock in several sizes.');
  return found;
}

/** Opens a page the way a hurried shopper does: nothing waits past the first bytes of its HTML. */
async function openAtOnce(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: 'commit' });
}

/** Every address the tab shows from now on, the app's own (history) navigations included. */
function recordAddresses(page: Page): string[] {
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(new URL(frame.url()).pathname);
  });
  return addresses;
}

function expectNeverSentToLogin(addresses: string[]): void {
  expect(addresses, 'the addresses the tab went to').not.toContain('/login');
}

/**
 * What the screen shows right after an early tap, kept on the phone only: its 390 px wide screen
 * is the one the hurried parent holds.
 */
async function keepEarlyTapScreenshot(page: Page, testInfo: TestInfo, name: string) {
  if (testInfo.project.name !== 'phone') return;
  await keepScreenshot(page, testInfo, name, { fullPage: false });
}

/**
 * That the tap's toast appeared: read from the tab's timeline, since at 6x a toast (3 s) may be
 * gone by the time the page it leads to (the login page) has loaded and the test looks.
 */
async function expectToastShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => tapTimeline(page))
    .toContainEqual(expect.stringContaining(`toast "${text}"`));
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

const addToCartButton = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^Add to cart/ });
const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
/**
 * The header's search icon: a button for everyone, which opens the search for a customer and
 * sends a visitor to log in, deciding when it is tapped.
 */
const searchIcon = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });

test.describe('signed out', () => {
  test.beforeEach(async ({ page }) => {
    await onSlowPhone(page);
  });

  test('"Add to cart" tapped at once asks to log in', async ({ page, request }, testInfo) => {
    const product = await productWithSeveralSizes(request);
    await openAtOnce(page, `/product/${product.slug}`);
    await addToCartButton(page).click();
    await keepEarlyTapScreenshot(page, testInfo, 'signed-out-add-to-cart');
    await waitForHydration(page);

    await expectToastShown(page, 'Please login to add to cart');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a card’s wishlist heart tapped at once on the shop asks to log in', async ({
    page,
  }, testInfo) => {
    await openAtOnce(page, '/shop');
    const card = page.getByRole('main').getByRole('article').first();
    await card.getByRole('button', { name: 'Add to wishlist' }).click();
    await keepEarlyTapScreenshot(page, testInfo, 'signed-out-card-heart');
    await waitForHydration(page);

    await expectToastShown(page, 'Please login to add to wishlist');
    await expect(page).toHaveURL(/\/login$/);
  });
});

/** A product page with several sizes, opened at once, noting every address the tab shows. */
async function openProductAtOnce(page: Page, request: APIRequestContext) {
  const product = await productWithSeveralSizes(request);
  const addresses = recordAddresses(page);
  await openAtOnce(page, `/product/${product.slug}`);
  return { product, addresses };
}

test.describe('signed in', () => {
  /** A fresh customer signs in at full speed; the pages under test then load on the slow phone. */
  test.beforeEach(async ({ page }) => {
    await signUpAndLogIn(page);
    await onSlowPhone(page);
  });

  test('"Add to cart" tapped at once without a size asks for a size, not a login', async ({
    page,
    request,
  }, testInfo) => {
    const { product, addresses } = await openProductAtOnce(page, request);
    await addToCartButton(page).click();
    await keepEarlyTapScreenshot(page, testInfo, 'signed-in-add-to-cart-without-size');
    await waitForHydration(page);

    await expect(toast(page, 'Please select a size first ⚠️')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/product/${product.slug}$`));
    expectNeverSentToLogin(addresses);
  });

  test('a size and "Add to cart" tapped at once put it in the cart', async ({
    page,
    request,
  }, testInfo) => {
    const { addresses } = await openProductAtOnce(page, request);
    const sizes = page.getByRole('main').getByRole('group', { name: 'Size' });
    await sizes.locator('label').filter({ hasNotText: 'out of stock' }).first().click();
    await addToCartButton(page).click();
    await keepEarlyTapScreenshot(page, testInfo, 'signed-in-size-and-add-to-cart');
    await waitForHydration(page);

    await expect(toast(page, 'Added to Cart 🛒')).toBeVisible();
    await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
    expectNeverSentToLogin(addresses);
  });

  test.describe('on a first visit over patchy data', () => {
    // The app's code arrives only after both taps, so both are held and replayed. A first visit
    // has no service worker yet; one would serve the code from its cache, past page.route.
    test.use({ serviceWorkers: 'block' });

    test('a size and "Add to cart" both tapped while the app is still on its way put it in the cart', async ({
      page,
      request,
    }) => {
      let appArrives = () => {};
      const arrival = new Promise<void>((resolve) => (appArrives = resolve));
      await page.route(/\/assets\/.+\.js$/, async (route) => {
        await arrival;
        await route.continue();
      });
      const { addresses } = await openProductAtOnce(page, request);
      const sizes = page.getByRole('main').getByRole('group', { name: 'Size' });
      const size = sizes.locator('label').filter({ hasNotText: 'out of stock' }).first();
      await size.click();
      await addToCartButton(page).click();
      // Both show that they are waiting for the app.
      await expect(size).toHaveAttribute('aria-busy', 'true');
      await expect(addToCartButton(page)).toHaveAttribute('aria-busy', 'true');
      appArrives();
      await waitForHydration(page);

      await expect(toast(page, 'Added to Cart 🛒')).toBeVisible();
      await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
      expectNeverSentToLogin(addresses);
    });
  });

  test('the wishlist heart tapped at once saves the product', async ({
    page,
    request,
  }, testInfo) => {
    const { product, addresses } = await openProductAtOnce(page, request);
    await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).click();
    await keepEarlyTapScreenshot(page, testInfo, 'signed-in-wishlist-heart');
    await waitForHydration(page);

    await expect(
      page.getByRole('main').getByRole('button', { name: 'Remove from wishlist' }),
    ).toBeVisible();
    expectNeverSentToLogin(addresses);
    const token = await page.evaluate(() => localStorage.getItem('authToken'));
    const saved = await request.get('/api/wishlist', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(saved.ok()).toBe(true);
    const { wishlist } = (await saved.json()) as { wishlist: { items: { productId: string }[] } };
    expect(wishlist.items.map((item) => item.productId)).toEqual([product.id]);
  });

  for (const path of ['/', '/shop']) {
    test(`the search icon tapped at once on ${path} opens the search`, async ({
      page,
    }, testInfo) => {
      const addresses = recordAddresses(page);
      await openAtOnce(page, path);
      await searchIcon(page).click();
      await keepEarlyTapScreenshot(
        page,
        testInfo,
        `signed-in-search-on-${path.slice(1) || 'home'}`,
      );
      await waitForHydration(page);

      const search = page.getByRole('dialog', { name: 'Search our site' });
      await expect(search).toBeVisible();
      await expect(search.getByPlaceholder('Search products...')).toBeFocused();
      expectNeverSentToLogin(addresses);
    });
  }

  test('/login opened at once sends her on to her account', async ({ page }) => {
    await openAtOnce(page, '/login');

    await expect(page).toHaveURL(/\/myaccount(\/|$)/);
    await expect(page.getByRole('button', { name: 'Log in', exact: true })).toHaveCount(0);
  });
});
