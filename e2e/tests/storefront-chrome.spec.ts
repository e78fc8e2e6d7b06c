import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { waitForHydration } from '../fixtures/hydration.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { companyFormFields, type CompanyDetails } from '../fixtures/company.ts';
import { E2E_ADMIN, signUpAndLogIn } from '../fixtures/session.ts';

/*
 * What frames every storefront page: the header's brand name, the floating back-to-top button
 * and the footer's contact details, on a desktop and on a phone.
 */

/** A name as long as real shops use; the header must show all of it on a 390 px phone. */
const LONG_BRAND = 'Little Sprouts India';

/**
 * Names the shop as an owner may (the server renders the name into every page, so the browser
 * never asks for it), and gives back what restores the real name.
 */
async function useBrandName(request: APIRequestContext, name: string) {
  const login = await request.post('/api/auth/login', {
    data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const { details } = (await (await request.get('/api/company-details')).json()) as {
    details: CompanyDetails;
  };
  const fields = companyFormFields(details);
  const save = async (form: Record<string, string>) => {
    const saved = await request.put('/api/company-details', { headers, multipart: form });
    expect(saved.ok()).toBe(true);
  };
  await save({ ...fields, name });
  return () => save(fields);
}

const brandLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: LONG_BRAND });

/** How the brand name sits in the header: whether it is cut, and on how many lines. */
async function brandFit(page: Page) {
  return brandLink(page)
    .locator('span')
    .evaluate((name) => {
      const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
      return {
        cut: name.scrollWidth > name.clientWidth || name.scrollHeight > name.clientHeight + 1,
        lines: Math.round(name.getBoundingClientRect().height / lineHeight),
      };
    });
}

test('the full brand name fits next to the header icons', async ({ page, request }, testInfo) => {
  const restoreBrandName = await useBrandName(request, LONG_BRAND);
  // The other journeys expect the real name back, whatever happens here.
  try {
    await page.goto('/shop');
    await expect(brandLink(page)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' })).toBeVisible();
    for (const name of ['Wishlist', 'Cart']) {
      await expect(page.getByRole('banner').getByRole('link', { name })).toBeVisible();
    }
    expect(await brandFit(page)).toEqual({ cut: false, lines: 1 });
    await keepScreenshot(page, testInfo, 'header-long-brand');

    if (testInfo.project.name === 'phone') {
      // The narrowest phones still show every word of it, on two lines, and nothing spills over.
      await page.setViewportSize({ width: 320, height: 640 });
      expect(await brandFit(page)).toEqual({ cut: false, lines: 2 });
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(320);
      await expect(
        page.getByRole('banner').locator('summary', { hasText: 'Menu' }),
      ).toBeInViewport();
      await keepScreenshot(page, testInfo, 'header-long-brand-320');
    }
  } finally {
    await restoreBrandName();
  }
});

/**
 * Scrolls down from the top in small steps, as a reader does, to `short` pixels before the end,
 * and notes at each step whether the back-to-top button is offered and whether it then lies over
 * a price.
 */
async function backToTopWhileReadingDown(page: Page, short: number): Promise<string[]> {
  return page.evaluate(async (short) => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    // Cards drawn on the way change the page's length (until drawn they reserve an estimate).
    const bottom = () => document.documentElement.scrollHeight - window.innerHeight - short;
    // Instant jumps: the page scrolls smoothly, which would leave the steps behind.
    const states = new Set<string>();
    for (let y = 0; y <= bottom(); y += 40) {
      window.scrollTo({ top: y, behavior: 'instant' });
      // The scroll event, then React's render of what it changed.
      await nextFrame();
      await nextFrame();
      const button = document.querySelector('button[aria-label="Scroll to top"]');
      if (!button || button.getAttribute('aria-hidden') === 'true') {
        states.add('hidden');
        continue;
      }
      const box = button.getBoundingClientRect();
      const overPrice = [...document.querySelectorAll('main .sr-only')]
        .filter((label) => /^(Original price|Price): $/.test(label.textContent ?? ''))
        .map((label) => label.parentElement!.getBoundingClientRect())
        .some(
          (price) =>
            price.width > 0 &&
            price.left < box.right &&
            price.right > box.left &&
            price.top < box.bottom &&
            price.bottom > box.top,
        );
      states.add(overPrice ? 'over a price' : 'shown');
    }
    return [...states];
  }, short);
}

test('the back-to-top button keeps off the prices while the shopper reads down the shop', async ({
  page,
}, testInfo) => {
  await page.goto('/shop');
  await expect(page.getByText(/^Showing \d+ - \d+ of \d+ products$/)).toBeVisible({
    timeout: 30_000,
  });
  expect(await backToTopWhileReadingDown(page, 400)).toEqual(['hidden']);

  // Heading back up from far down, the shopper is offered the way to the top.
  const button = page.getByRole('button', { name: 'Scroll to top' });
  await page.evaluate(async () => {
    for (let step = 0; step < 4; step += 1) {
      window.scrollBy({ top: -60, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect(button).toBeVisible();
  // The screen as the shopper sees it (a full-page capture would move the page).
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-back-to-top.png`) });
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  // At the very end it is offered too, over the footer's last row, which leaves it room.
  await page.evaluate(async () => {
    // Cards laid out on the way may grow the page: go on until the end stays the end.
    const root = document.documentElement;
    while (window.scrollY + window.innerHeight < root.scrollHeight - 1) {
      window.scrollTo({ top: root.scrollHeight, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
  });
  await expect(button).toBeVisible();
  const copyright = page.getByRole('contentinfo').getByText(/^© \d{4} /);
  // The words' own box, not the paragraph's, which spans the footer's width.
  const textRight = await copyright.evaluate((paragraph) => {
    const words = document.createRange();
    words.selectNodeContents(paragraph);
    return words.getBoundingClientRect().right;
  });
  expect((await button.boundingBox())!.x).toBeGreaterThanOrEqual(textRight);
});

test("the footer and the about page show the company's email, phone and address", async ({
  page,
}, testInfo) => {
  const details = (
    (await (await page.request.get('/api/company-details')).json()) as {
      details: { email: string; phone: string; address: string; pincode: string };
    }
  ).details;

  await page.goto('/home');
  const footerContact = page.getByRole('contentinfo').getByRole('region', { name: 'Contact us' });
  await expect(footerContact.getByRole('link', { name: details.email })).toHaveAttribute(
    'href',
    `mailto:${details.email}`,
  );
  // The demo shop's number is a Bengaluru landline: +91, then the STD code, then 4 + 4.
  await expect(footerContact.getByRole('link', { name: '+91 80 4123 4567' })).toHaveAttribute(
    'href',
    `tel:+91${details.phone}`,
  );
  await expect(footerContact).toContainText(`${details.address} ${details.pincode}`);
  await waitForHydration(page);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'footer-contact');

  await page.goto('/about');
  const aboutContact = page.getByRole('main').getByRole('region', { name: 'Get in touch' });
  await expect(aboutContact.getByRole('link', { name: details.email })).toBeVisible();
  await expect(aboutContact.getByRole('link', { name: '+91 80 4123 4567' })).toBeVisible();
  await expect(aboutContact).toContainText(details.pincode);
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'about-contact');
});

test('a search whose code cannot be fetched says why, and opens at the next tap', async ({
  page,
  consoleWatch,
}) => {
  await signUpAndLogIn(page);
  await page.goto('/shop');
  // No signal for the search's code: a first visit, before the service worker keeps the app.
  consoleWatch.expectOffline();
  const searchCode = /\/assets\/search-overlay-[\w-]+\.js$/;
  await page.route(searchCode, (route) => route.abort('internetdisconnected'));
  const searchIcon = page.getByRole('banner').getByRole('button', { name: 'Search', exact: true });
  const notice = page.getByRole('status').filter({ hasText: 'That did not open' });

  await searchIcon.click();
  await expect(notice).toHaveText(
    'That did not open: no connection. Tap again when you have signal.',
  );
  await expect(page.getByRole('dialog', { name: 'Search our site' })).toHaveCount(0);

  await page.unroute(searchCode);
  await searchIcon.click();
  await expect(page.getByRole('dialog', { name: 'Search our site' })).toBeVisible();
  await expect(notice).toHaveCount(0);
});
