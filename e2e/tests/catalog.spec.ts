import { expect, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { signUpAndLogIn } from '../fixtures/session.ts';

type ApiCategory = { id: string; name: string };
type ApiProduct = { name: string; slug: string };

const showing = (page: Page) => page.getByText(/^Showing \d+ - \d+ of \d+ products$/);

/** The first answer can take a while on a busy test machine; later ones reuse the warm server. */
const firstLoad = { timeout: 30_000 };

async function topCategory(page: Page, name: string): Promise<ApiCategory> {
  const response = await page.request.get('/api/categories');
  const { data } = (await response.json()) as { data: ApiCategory[] };
  const category = data.find((item) => item.name === name);
  if (!category) throw new Error(`no category ${name}`);
  return category;
}

/** The filter panel: the sidebar on wide screens, a slide-over dialog opened by a button on phones. */
async function openFilters(page: Page, isPhone: boolean): Promise<Locator> {
  if (!isPhone) return page.getByRole('form', { name: 'FILTER' });
  await page.getByRole('button', { name: /^Filters/ }).click();
  const dialog = page.getByRole('dialog', { name: 'FILTER' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('main')
    .locator('article')
    .getByText(/^Price: /)
    .allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('the home hero rotates every 5 s and its indicators pick a slide', async ({
  page,
}, testInfo) => {
  await page.goto('/home');
  await expect(page).toHaveTitle(/Baby & Kids Clothing/);
  await expect(
    page.getByRole('heading', { level: 1, name: /every little adventure/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tiny outfits for big first moments' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Shop Baby Fashion' })).toBeVisible();
  // The slide's pictures are real products of the category, beside the words from tablets up.
  // On a phone they are left out, so the first products show on the first screen, and their
  // photos are not downloaded (a blank picture stands in).
  const slidePicture = page.getByRole('region', { name: 'Our collections' }).locator('img').first();
  const wide = (page.viewportSize()?.width ?? 0) >= 768;
  await expect(slidePicture).toBeVisible({ visible: wide });
  await expect
    .poll(() => slidePicture.evaluate((image: HTMLImageElement) => image.currentSrc))
    .toMatch(wide ? /^http.*\/media\/products\// : /^data:image\/gif/);

  await expect(
    page.getByRole('heading', { level: 2, name: 'Fabrics as gentle as a cuddle' }),
  ).toBeVisible({
    timeout: 7000,
  });
  await expect(
    page.getByRole('heading', { level: 2, name: 'Tiny outfits for big first moments' }),
  ).toBeHidden();

  await page.getByRole('button', { name: 'Show 4 of 6: Baby Accessories' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Little finishing touches' }),
  ).toBeVisible();
  const accessories = await topCategory(page, 'Baby Accessories');
  await expect(page.getByRole('link', { name: 'Shop Baby Accessories' })).toHaveAttribute(
    'href',
    `/shop?categoryId=${accessories.id}`,
  );
  await expect(page.getByRole('button', { name: 'Show 4 of 6: Baby Accessories' })).toHaveAttribute(
    'aria-current',
    'true',
  );

  // Below the hero: the category carousel of product cards, the picture grid and the promises.
  const carousel = page.getByRole('region', { name: 'Baby Fashion products' });
  await carousel.scrollIntoViewIfNeeded();
  await expect(carousel.locator('article').first()).toBeVisible();
  // The demo shop ships no reviews: no card claims a rating nobody gave.
  await expect(carousel.getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Kids Collection' }).click();
  await expect(
    page.getByRole('region', { name: 'Kids Collection products' }).locator('article').first(),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Find their next favourite' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Free shipping' })).toBeVisible();

  await page.getByRole('button', { name: 'Pause slides' }).click();
  await page.evaluate('window.scrollTo(0, 0)');
  await keepScreenshot(page, testInfo, 'home');
  await expectNoSeriousA11yViolations(page);

  // The carousel's cards open their product.
  const firstCard = page
    .getByRole('region', { name: 'Kids Collection products' })
    .locator('article')
    .first();
  const name = (await firstCard.getByRole('heading').textContent()) ?? '';
  await firstCard.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
});

test("a phone's first screen of the home page shows the first products", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  const showcase = page.getByRole('region', { name: 'Shop by category' });
  const firstProduct = showcase.locator('article a[href^="/product/"]').first();
  await expect(firstProduct).toBeVisible(firstLoad);
  await expect(showcase.getByRole('tab').first()).toBeInViewport();
  await expect(firstProduct).toBeInViewport();
  await keepScreenshot(page, testInfo, 'home-first-screen-390', { fullPage: false });
});

test('the about page cycles through its three themes', async ({ page }, testInfo) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: /The story of/ })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Comfort you can feel from the very first hug' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ready for rough-and-tumble days' })).toBeVisible({
    timeout: 6000,
  });
  await expect(page.getByRole('heading', { name: 'Our story' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Our mission' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sizes that make sense' })).toBeVisible();

  await page.getByRole('button', { name: 'For kids' }).click();
  await expect(
    page.getByRole('heading', { name: 'Colours, comfort and room to grow' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Joyful designs' })).toBeVisible();
  await page.getByRole('button', { name: 'Pause themes' }).click();
  await keepScreenshot(page, testInfo, 'about');
  await expectNoSeriousA11yViolations(page);
});

test('shop filters, sort and category live in the URL and survive a reload', async ({
  page,
  isMobile,
}, testInfo) => {
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop All Products' })).toBeVisible();
  await expect(showing(page)).toHaveText('Showing 1 - 50 of 112 products', firstLoad);

  // A category tab.
  const fashion = await topCategory(page, 'Baby Fashion');
  await page
    .getByRole('navigation', { name: 'Categories' })
    .getByRole('link', { name: 'Baby Fashion' })
    .click();
  await expect(page).toHaveURL(`/shop?categoryId=${fashion.id}`);
  await expect(showing(page)).toHaveText('Showing 1 - 26 of 26 products');

  // Availability and size from the filter panel.
  let panel = await openFilters(page, isMobile);
  await expect(panel.getByText('Active Filters: 1')).toBeVisible();
  await panel.getByRole('radio', { name: /^In stock/ }).check();
  // Sizes are grouped by ladder, each behind its own disclosure.
  await panel.locator('summary', { hasText: 'Babies (months)' }).click();
  // The size chips are labels around visually hidden checkboxes, ticked from the keyboard (the
  // sticky Apply bar may cover a chip just opened at the foot of the sidebar).
  const size = panel.getByRole('checkbox', { name: /^6-12M \(\d+\)$/ });
  await size.focus();
  await page.keyboard.press('Space');
  await expect(size).toBeChecked();
  // Counted as soon as it is ticked, and said to apply on Apply.
  await expect(panel.getByText('Active Filters: 3')).toBeVisible();
  await expect(panel.getByText('Not applied yet: press Apply Filters.')).toBeVisible();
  if (isMobile) await keepScreenshot(page, testInfo, 'shop-filters-open');
  await panel.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/inStock=true/);
  await expect(page).toHaveURL(/size=6-12M/);
  // The URL changes first; the old count stays on screen until the filtered page arrives.
  await expect(showing(page)).not.toHaveText('Showing 1 - 26 of 26 products');
  const filteredText = await showing(page).textContent();
  const filteredCount = Number(/of (\d+) products/.exec(filteredText ?? '')?.[1]);
  expect(filteredCount).toBeGreaterThan(0);
  expect(filteredCount).toBeLessThan(26);

  // The price range: the slider's upper thumb moved down with the keyboard.
  panel = await openFilters(page, isMobile);
  const maxThumb = panel.getByRole('slider', { name: 'Maximum price' });
  await maxThumb.focus();
  for (let i = 0; i < 2; i++) await page.keyboard.press('PageDown');
  await panel.getByRole('button', { name: 'Apply Filters' }).click();
  await expect(page).toHaveURL(/maxPrice=\d+/);
  const maxPrice = Number(new URL(page.url()).searchParams.get('maxPrice'));
  await expect(showing(page)).not.toHaveText(filteredText ?? '');
  for (const price of await cardPrices(page)) expect(price).toBeLessThanOrEqual(maxPrice);

  // Sort: cheapest first.
  await page.getByLabel('Sort by').selectOption({ label: 'Price: Low to High' });
  await expect(page).toHaveURL(/sort=priceLowHigh/);
  await expect(page.getByRole('main').locator('article').first()).toBeVisible();
  await expect
    .poll(async () => {
      const prices = await cardPrices(page);
      return prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    })
    .toBe(true);

  // Everything is still there after a reload.
  const url = page.url();
  const resultText = await showing(page).textContent();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(showing(page)).toHaveText(resultText ?? '');
  await expect(page.getByLabel('Sort by')).toHaveValue('priceLowHigh');
  panel = await openFilters(page, isMobile);
  await expect(panel.getByText('Active Filters: 4')).toBeVisible();
  await expect(panel.getByRole('radio', { name: /^In stock/ })).toBeChecked();
  await expect(panel.getByRole('checkbox', { name: /^6-12M/ })).toBeChecked();

  // Clear All keeps the sort and drops the filters.
  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expect(page).toHaveURL('/shop?sort=priceLowHigh');
  await expect(showing(page)).toHaveText('Showing 1 - 50 of 112 products');
  if (!isMobile) await keepScreenshot(page, testInfo, 'shop');
  await expectNoSeriousA11yViolations(page);
});

test('the shop pages through the catalogue', async ({ page }) => {
  await page.goto('/shop?cols=2');
  const pages = page.getByRole('navigation', { name: 'Shop pages' });
  // The pager sits under 50 cards that are drawn only near the screen (content-visibility), so
  // scrolling to it draws the last rows and moves it for a frame or two: a pointer's press and
  // release can land on different spots and click nothing. Enter follows a link wherever it is.
  const follow = (name: string) => pages.getByRole('link', { name }).press('Enter');
  await expect(pages.getByText('Page 1 of 3')).toBeVisible(firstLoad);
  await follow('Next');
  await expect(page).toHaveURL('/shop?page=2&cols=2');
  await expect(showing(page)).toHaveText('Showing 51 - 100 of 112 products');
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await follow('Last');
  await expect(showing(page)).toHaveText('Showing 101 - 112 of 112 products');
  await expect(pages.getByText('Page 3 of 3')).toBeVisible();
  await expect(page.getByRole('main').locator('article')).toHaveCount(12);
  await follow('First');
  await expect(page).toHaveURL('/shop?cols=2');
  await expect(page.getByRole('button', { name: '2 columns' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});

test('a shop page past the last says so and links back to the last page', async ({
  page,
  consoleWatch,
}) => {
  consoleWatch.expectFailedLoad(404, /^\/shop\?page=99$/);
  const answer = await page.goto('/shop?page=99');
  expect(answer?.status()).toBe(404);
  await expect(page.getByText('No products on page 99')).toBeVisible(firstLoad);
  await expect(page.getByText(/^Showing/)).toHaveCount(0);
  await expect(page.getByText('The 112 products fit on 3 pages.')).toBeVisible();
  await page.getByRole('link', { name: 'Go to the last page' }).click();
  await expect(page).toHaveURL('/shop?page=3');
  await expect(showing(page)).toHaveText('Showing 101 - 112 of 112 products');
});

test('a product opens from its address, and an unknown one says so', async ({
  page,
  consoleWatch,
}, testInfo) => {
  const response = await page.request.get('/api/products?limit=5&sort=priceHighLow');
  const { data } = (await response.json()) as { data: ApiProduct[] };
  const product = data[0]!;

  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(product.name));
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toBeVisible();
  await expect(breadcrumb.getByText(product.name)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Quantity' })).toBeVisible();

  // The gallery answers the arrow keys.
  const thumbs = page.getByRole('list', { name: 'Product photos' });
  await thumbs.getByRole('button', { name: 'Show photo 1 of', exact: false }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(thumbs.getByRole('button', { name: /Show photo 2 of/ })).toBeFocused();
  await expect(thumbs.getByRole('button', { name: /Show photo 2 of/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Pick the first size in stock; the quantity cannot pass its stock.
  const sizes = page.getByRole('group', { name: 'Size' });
  const firstInStock = sizes.getByRole('radio', { name: /^(?!.*out of stock)/ }).first();
  await firstInStock.check({ force: true });
  await expect(page.getByText(/^(In stock \(\d+ available\)|Only \d+ left)$/)).toBeVisible();
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByLabel('Quantity 2')).toBeVisible();
  await keepScreenshot(page, testInfo, 'product');
  await expectNoSeriousA11yViolations(page);

  // The breadcrumb leads back into the shop, filtered to the product's category.
  await breadcrumb.getByRole('link').nth(1).click();
  await expect(page).toHaveURL(/\/shop\?categoryId=/);

  consoleWatch.expectFailedLoad(404, '/product/no-such-romper');
  await page.goto('/product/no-such-romper');
  await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('link', { name: 'Back to the shop' }).click();
  await expect(page).toHaveURL('/shop');
});

test('a customer searches with a typo and opens the product from the overlay', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page);
  await page.goto('/home');
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByRole('dialog', { name: 'Search our site' });
  await expect(overlay).toBeVisible();
  await expect(overlay.getByPlaceholder('Search products...')).toBeFocused();
  // An empty search lists the newest products.
  await expect(overlay.locator('article').first()).toBeVisible();

  await overlay.getByPlaceholder('Search products...').fill('muslim swadle');
  await expect(overlay.getByText(/products? for “muslim swadle”/)).toBeVisible();
  const result = overlay.getByRole('link', { name: /Muslin Swaddle/ }).first();
  await expect(result).toBeVisible();
  await keepScreenshot(page, testInfo, 'search-overlay');
  await expectNoSeriousA11yViolations(page);

  const name = (await result.textContent()) ?? '';
  await result.click();
  await expect(overlay).toBeHidden();
  await expect(page).toHaveURL(/\/product\//);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Nothing found says so.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await page.getByPlaceholder('Search products...').fill('zzzqqqxxy');
  await expect(page.getByText('No products found for “zzzqqqxxy”.')).toBeVisible();
});
