import { expect, type Locator } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { customerWithACart, placeOrderViaApi } from '../fixtures/customer.ts';
import { adminHeaders, createProduct } from '../fixtures/products.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { unique } from '../fixtures/session.ts';

/*
 * Reviews from verified buyers: a customer whose order was delivered writes one, it waits as
 * pending, the shop owner publishes it, and every shopper then sees it on the product page and
 * the product's real rating on its card.
 */

/** Long enough to fill its column, as real reviews do. */
const REVIEW_TEXT =
  'Washed well and kept its colour. Soft on the skin after a month of daily wear, and the ' +
  'press studs still close firmly.';

/**
 * The words of an element's text that the browser split over two lines ("Channa / patna"). An
 * email may break before its "@", where the page offers a break.
 */
function wordsBrokenAcrossLines(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const broken: string[] = [];
    const texts = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  });
}

test('a verified buyer reviews a product, the shop owner publishes it, and shoppers see it', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const api = page.request;
  const admin = await adminHeaders(api);
  const name = `E2E Review Romper ${unique().toUpperCase()}`;
  const product = await createProduct(api, admin, {
    name,
    description: 'A soft cotton romper.',
    variants: [{ size: '6-12M', color: 'Mint', stock: 5, originalPrice: 499 }],
  });
  // Other journeys count the demo shop's products, and the demo has no reviews: the product
  // (and with it its review) goes, pass or fail.
  try {
    const { headers } = await customerWithACart(page, {
      variantId: product.variants[0]!.id,
      quantity: 1,
    });
    await api.put('/api/users/profile', { headers, data: { firstName: 'Asha', lastName: 'Rao' } });
    const orderId = (await placeOrderViaApi(api, headers)).id;
    const delivered = await api.put(`/api/orders/${orderId}/status`, {
      headers: admin,
      data: { deliveryStatus: 'DELIVERED' },
    });
    expect(delivered.ok()).toBe(true);

    // The buyer finds no reviews yet, and a form: stars are required.
    await page.goto(`/product/${product.slug}#reviews`);
    const reviews = page.getByRole('region', { name: 'Customer reviews' });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await expect(reviews.getByText('Be the first to review this product.')).toBeVisible();
    const form = reviews.getByRole('form', { name: 'Write a review' });
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(form.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    await form
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: '4 stars' }) })
      .click();
    await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await form.getByLabel(/^Title/).fill('Soft and true to size');
    await form.getByLabel(/^Review/).fill(REVIEW_TEXT);
    await form.getByRole('button', { name: 'Submit review' }).click();
    await expect(
      reviews.getByText('Thank you! Your review will appear once the shop has checked it.'),
    ).toBeVisible();
    const own = reviews.getByRole('region', { name: 'Your review' });
    await expect(own.getByText('Pending')).toBeVisible();
    // Nobody else sees it yet.
    await expect(reviews.getByText('No reviews yet.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'review-pending');
    await expectNoSeriousA11yViolations(page);

    // The shop owner publishes it from the Reviews screen.
    const owner = await adminInOwnWindow(browser, testInfo);
    await owner.goto('/admin/reviews?status=PENDING');
    await expect(owner.getByText('Soft and true to size')).toBeVisible();
    if (testInfo.project.name === 'desktop') {
      // On a laptop's 1366 px the table keeps every word whole: the product's name and the
      // buyer's long email take the room they need, the review text wraps.
      await owner.setViewportSize({ width: 1366, height: 900 });
      const row = owner.getByRole('row').filter({ hasText: 'Soft and true to size' });
      expect(await wordsBrokenAcrossLines(row.getByRole('cell').nth(0))).toEqual([]);
      expect(await wordsBrokenAcrossLines(row.getByRole('cell').nth(1))).toEqual([]);
      await expect(row.getByRole('button', { name: /^Publish/ })).toBeInViewport();
    }
    await keepScreenshot(owner, testInfo, 'admin-reviews');
    await expectNoSeriousA11yViolations(owner);
    await owner.getByRole('button', { name: `Publish: review by Asha Rao of ${name}` }).click();
    await expect(
      owner.locator('[data-sonner-toast]').filter({ hasText: 'Review published' }),
    ).toBeVisible();
    await owner.context().close();

    // Every shopper sees it now, from a verified buyer, and the rating counts it.
    await page.reload();
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText('Based on 1 review')).toBeVisible();
    const list = reviews.getByRole('list', { name: 'Reviews' });
    await expect(list.getByRole('heading', { name: 'Soft and true to size' })).toBeVisible();
    await expect(list.getByText(REVIEW_TEXT)).toBeVisible();
    await expect(list.getByText('Asha R.')).toBeVisible();
    await expect(list.getByText('Verified buyer')).toBeVisible();
    await expect(reviews.getByRole('list', { name: 'Reviews by stars' })).toContainText(
      '4 stars: 1 review',
    );
    await expect(own.getByText('Published')).toBeVisible();
    await keepScreenshot(page, testInfo, 'review-published');

    // Its card in the shop, sorted by rating, shows the real rating.
    await page.goto('/shop?sort=rating');
    const card = page.getByRole('article').filter({ hasText: name });
    await expect(card.getByRole('img', { name: 'Rated 4 out of 5 from 1 review' })).toBeVisible();
  } finally {
    expect((await api.delete(`/api/products/${product.id}`, { headers: admin })).ok()).toBe(true);
  }
});
