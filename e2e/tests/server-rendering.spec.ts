import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { signUpAndLogIn } from '../fixtures/session.ts';

/*
 * The storefront is rendered on the server: its public pages work without JavaScript, unknown
 * addresses answer 404, the HTML is the same for everyone (a shopper's own data fills in after
 * hydration, without a hydration error), and the first screen's largest photo is fetched first.
 */

type Variant = { id: string; size: string; color: string; stock: number };
type Product = {
  id: string;
  name: string;
  slug: string;
  description: string;
  images: { url: string }[];
  variants: Variant[];
};

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const response = await request.get('/api/products?limit=50&inStock=true');
  return ((await response.json()) as { data: Product[] }).data;
}

/** A product with everything a product page shows: photos, sizes and a description. */
async function fullyDescribedProduct(request: APIRequestContext): Promise<Product> {
  const found = (await catalogue(request)).find(
    (product) =>
      product.images.length > 1 && product.description.length > 0 && product.variants.length > 1,
  );
  if (!found) throw new Error('no product with photos, sizes and a description');
  return found;
}

const productNames = (page: Page) =>
  page.getByRole('main').locator('article').getByRole('heading').allTextContents();

/** The text of each heading, paragraph and list item of a legal page's stored HTML. */
function blocksOf(html: string): string[] {
  const entities: Record<string, string> = {
    amp: '&',
    lt: '<',
    gt: '>',
    quot: '"',
    apos: "'",
    nbsp: ' ',
  };
  return [...html.matchAll(/<(h[1-6]|p|li)\b[^>]*>([\s\S]*?)<\/\1>/g)]
    .map(([, , inner]) =>
      inner!
        .replace(/<[^>]+>/g, '')
        .replace(/&(#\d+|[a-z]+);/g, (whole, name: string) =>
          name.startsWith('#')
            ? String.fromCharCode(Number(name.slice(1)))
            : (entities[name] ?? whole),
        )
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((text) => text.length > 0);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a sign-in sent before the app runs keeps the password out of the address', async ({
    page,
    consoleWatch,
  }) => {
    // Without the app nothing can sign in: the server refuses the form post, and that is all.
    consoleWatch.expectFailedLoad(404, '/login');
    await page.goto('/login');
    await page.getByLabel('Email or username').fill('someone@example.com');
    await page.getByLabel('Password', { exact: true }).fill('Secret-pass-42');
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForLoadState();
    expect(page.url()).not.toContain('Secret-pass-42');
    expect(page.url()).not.toContain('someone');
  });

  test('the shop lists products whose links and pages work', async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop All Products' })).toBeVisible();
    const firstPage = await productNames(page);
    expect(firstPage.length).toBeGreaterThan(0);

    await page
      .getByRole('navigation', { name: 'Shop pages' })
      .getByRole('link', { name: 'Page 2' })
      .click();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(page.getByText(/^Showing 51 - \d+ of \d+ products$/)).toBeVisible();
    const secondPage = await productNames(page);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);

    const name = secondPage[0]!;
    await page.getByRole('main').getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/product\//);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('the column picker shows the columns the screen draws pressed', async ({ page }) => {
    // The grid narrows in CSS; so does the pressed look, or it would change after hydration.
    const pressed = async () => {
      const buttons = page.getByRole('group', { name: 'Columns per row' }).getByRole('button');
      const looks = await buttons.evaluateAll((all) =>
        all.map((button) => ({
          name: button.getAttribute('aria-label'),
          shown: button.checkVisibility(),
          dark: getComputedStyle(button).color === 'rgb(255, 255, 255)',
        })),
      );
      return looks.filter((look) => look.shown && look.dark).map((look) => look.name);
    };
    for (const [width, shown] of [
      [390, '2 columns'],
      [1024, '3 columns'],
      [1366, '5 columns'],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/shop?cols=5');
      expect(await pressed(), `${width} px`).toEqual([shown]);
    }
    await page.goto('/shop?cols=1');
    expect(await pressed()).toEqual(['1 column']);
  });

  test('the phone menu opens and leads to its pages', async ({ page }) => {
    // A phone's width in every project: wider screens show the links in the header instead.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/shop');
    const header = page.getByRole('banner');
    const phoneMenu = header.locator('details');
    await expect(phoneMenu.getByRole('link', { name: 'About Us' })).toBeHidden();
    await phoneMenu.locator('summary', { hasText: 'Menu' }).click();
    await expect(phoneMenu.getByRole('link', { name: 'About Us' })).toBeVisible();
    await phoneMenu.getByRole('link', { name: 'About Us' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('a product page shows its name, price, sizes, description and photos', async ({
    page,
    request,
  }) => {
    const product = await fullyDescribedProduct(request);
    await page.goto(`/product/${product.slug}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(main.getByText(/^Price: ₹[\d,]+\.\d\d$/).first()).toBeVisible();

    // The sizes offered in the colour shown first.
    const sizes = product.variants
      .filter((variant) => variant.color === product.variants[0]!.color)
      .map((variant) => variant.size);
    const sizeRadios = main.getByRole('group', { name: 'Size' }).getByRole('radio');
    await expect(sizeRadios).toHaveCount(sizes.length);
    for (const size of sizes) {
      await expect(main.getByRole('group', { name: 'Size' })).toContainText(size);
    }
    await expect(main.getByText(product.description)).toBeVisible();

    const photos = main.locator('img');
    await expect(photos).not.toHaveCount(0);
    for (const photo of await photos.all()) {
      await expect
        .poll(() =>
          photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
        )
        .toBeGreaterThan(0);
    }
    await expect(
      main.getByRole('img', { name: `${product.name}, photo 1 of ${product.images.length}` }),
    ).toBeVisible();
  });

  for (const slug of ['privacy-policy', 'terms-conditions']) {
    test(`the legal page ${slug} shows its full text`, async ({ page, request }) => {
      const response = await request.get(`/api/legal-pages/slug/${slug}`);
      const { data } = (await response.json()) as { data: { title: string; content: string } };
      const blocks = blocksOf(data.content);
      expect(blocks.length).toBeGreaterThan(3);

      await page.goto(`/page/${slug}`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: data.title })).toBeVisible();
      for (const heading of data.content.matchAll(/<h([2-6])\b[^>]*>([\s\S]*?)<\/h\1>/g)) {
        const text = blocksOf(heading[0])[0]!;
        await expect(main.getByRole('heading', { name: text, exact: true })).toBeVisible();
      }
      const shown = (await main.innerText()).replace(/\s+/g, ' ');
      for (const block of blocks) expect(shown).toContain(block);
    });
  }
});

test('unknown addresses answer 404 with a page that says so', async ({ page, consoleWatch }) => {
  consoleWatch.expectFailedLoad(404, '/product/no-such-thing');
  consoleWatch.expectFailedLoad(404, '/some/random');
  const product = await page.goto('/product/no-such-thing');
  expect(product?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Product not found.' })).toBeVisible();

  const other = await page.goto('/some/random');
  expect(other?.status()).toBe(404);
  await expect(
    page.getByRole('heading', { level: 1, name: 'We couldn’t find that page' }),
  ).toBeVisible();
});

/** A new shopper signed in through the login page, with two lines in the cart and one wish. */
async function shopperWithCartAndWishlist(page: Page) {
  const shopper = await signUpAndLogIn(page);
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  if (!token) throw new Error('no token after signing in');
  const headers = { Authorization: `Bearer ${token}` };
  const products = await catalogue(page.request);
  const [first, second] = products.filter((product) => product.variants.some((v) => v.stock > 0));
  for (const product of [first!, second!]) {
    const variant = product.variants.find((v) => v.stock > 0)!;
    const added = await page.request.post('/api/cart/add', {
      headers,
      data: { productVariantId: variant.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
  }
  const wished = await page.request.post(`/api/wishlist/${products[2]!.id}`, { headers });
  expect(wished.ok()).toBe(true);
  return { ...shopper, token, product: first! };
}

test('a signed-in shopper sees their counts and account in the header after a full load', async ({
  page,
  isMobile,
}) => {
  const { username } = await shopperWithCartAndWishlist(page);
  const header = page.getByRole('banner');
  for (const path of ['/', '/shop']) {
    await page.goto(path);
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveAccessibleName('Cart, 2 items');
    await expect(header.getByRole('link', { name: /^Wishlist/ })).toHaveAccessibleName(
      'Wishlist, 1 item',
    );
    // On a phone the account entry is in the menu.
    if (isMobile) await header.locator('summary', { hasText: 'Menu' }).click();
    await expect(header.getByRole('link', { name: new RegExp(username) })).toBeVisible();
    await expect(header.getByRole('link', { name: 'My account' })).toHaveAttribute(
      'href',
      '/myaccount/account',
    );
    await expect(header.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/cart');
  }
});

test('the HTML sent to a signed-in browser holds nothing of the shopper', async ({
  page,
  request,
}) => {
  const { username, email, token, product } = await shopperWithCartAndWishlist(page);
  for (const path of ['/', '/shop', `/product/${product.slug}`, '/cart']) {
    const anonymous = await (await request.get(path)).body();
    const withCookies = await page.request.get(path);
    const withToken = await page.request.get(path, {
      headers: { Authorization: `Bearer ${token}` },
    });
    for (const response of [withCookies, withToken]) {
      expect(response.status(), path).toBe(200);
      const html = (await response.body()).toString('utf8');
      expect(html, path).not.toContain(username);
      expect(html, path).not.toContain(email);
      expect(html, path).not.toContain(token);
      expect(
        (await response.body()).equals(anonymous),
        `${path}: the same bytes as anonymous`,
      ).toBe(true);
    }
  }
});

/**
 * The largest image on the first screen of the server's HTML as a browser lays it out (scripts
 * off, so nothing but the HTML and CSS), given by its position among the page's <img> elements.
 */
async function largestFirstScreenImage(page: Page): Promise<{ index: number; src: string }> {
  return page.evaluate(() => {
    const images = [...document.images];
    const visibleArea = (image: HTMLImageElement) => {
      const box = image.getBoundingClientRect();
      const width = Math.min(box.right, innerWidth) - Math.max(box.left, 0);
      const height = Math.min(box.bottom, innerHeight) - Math.max(box.top, 0);
      // A slide or a second photo waiting behind the first is not on screen.
      if (!image.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return 0;
      return width > 0 && height > 0 ? width * height : 0;
    };
    const areas = images.map(visibleArea);
    const index = areas.indexOf(Math.max(...areas));
    return { index, src: images[index]?.getAttribute('src') ?? '' };
  });
}

test.describe('the first screen', () => {
  test.use({ javaScriptEnabled: false });

  for (const place of ['home', 'shop', 'product'] as const) {
    test(`of the ${place} page fetches its largest image first`, async ({ page, request }) => {
      const path =
        place === 'home'
          ? '/'
          : place === 'shop'
            ? '/shop'
            : `/product/${(await fullyDescribedProduct(request)).slug}`;
      await page.goto(path);
      const largest = await largestFirstScreenImage(page);
      expect(largest.src).not.toBe('');

      const html = await (await request.get(path)).text();
      const tag = html.match(/<img\b[^>]*>/g)?.[largest.index] ?? '';
      expect(tag).toContain(`src="${largest.src}"`);
      expect(tag).toMatch(/\bfetchpriority="high"/i);
      expect(tag).not.toMatch(/\bloading="lazy"/i);
    });
  }
});

test.describe('the web fonts', () => {
  /** The families of the fonts the browser drew an element's text with (Chromium's account). */
  async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
    const session = await page.context().newCDPSession(page);
    await session.send('DOM.enable');
    await session.send('CSS.enable');
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await session.send('CSS.getPlatformFontsForNode', { nodeId });
    await session.detach();
    // A variable font is named after its default instance: "Fredoka Light".
    return fonts.map((font) => font.familyName.split(' ')[0]!);
  }

  const webFontFaces = (page: Page) =>
    page.evaluate(() =>
      [...document.fonts]
        .filter((face) => ['Nunito', 'Fredoka'].includes(face.family))
        .map((face) => face.status),
    );

  test('a first visit draws in the fallbacks and keeps the fonts for the next page, which draws in them', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // Kept once the page is idle, without this page ever using them: no layout for a font.
    await expect
      .poll(async () => (await page.context().cookies()).find((c) => c.name === 'web-fonts')?.value)
      .toBe('kept');
    await expect(page.locator('html')).not.toHaveAttribute('data-web-fonts');
    expect(await webFontFaces(page)).toEqual(['unloaded', 'unloaded', 'unloaded']);
    expect(await fontsDrawing(page, 'h1')).not.toContain('Fredoka');

    await page.goto('/hi/shop');
    await expect(page.locator('html')).toHaveAttribute('data-web-fonts', '');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await fontsDrawing(page, 'h1')).toContain('Fredoka');
    expect(await fontsDrawing(page, 'main article h3 a')).toContain('Nunito');
  });
});
