import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { waitForHydration } from '../fixtures/hydration.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { customerWithACart } from '../fixtures/customer.ts';
import { E2E_ADMIN, logInAsAdmin } from '../fixtures/session.ts';

/*
 * Where the shop delivers: the owner sets delivery rules by PIN prefix and a cash-on-delivery cap
 * on the Delivery screen, a shopper checks a PIN code on a product page, and the checkout refuses
 * (before Place Order, and on the server) what the rules forbid, saying what to do.
 *
 * The rules use PIN prefixes no other journey delivers to (Leh 194, Gangtok 7371), a prefix for
 * this journey's Bengaluru address (5600), and the shop's settings are put back at the end.
 */

type Variant = { id: string; stock: number; originalPrice: number; discountPrice: number | null };
type Product = { id: string; slug: string; name: string; variants: Variant[] };

const LEH = { pin: '194101', city: 'Leh', state: 'Ladakh', line: '3 Fort Road' };
const GANGTOK = { pin: '737101', city: 'Gangtok', state: 'Sikkim', line: '12 MG Marg' };

const NO_RULES = { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [] };

async function adminHeaders(api: APIRequestContext) {
  const login = await api.post('/api/auth/login', {
    data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  expect(login.ok()).toBe(true);
  const { token } = (await login.json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

/** A product whose first variant has no discount (its unit price is its price) and stock to spare. */
async function plainProduct(api: APIRequestContext) {
  const { data } = (await (await api.get('/api/products?limit=100&inStock=true')).json()) as {
    data: Product[];
  };
  for (const product of data) {
    const variant = product.variants.find((v) => v.discountPrice === null && v.stock >= 5);
    if (variant) return { product, variant };
  }
  throw new Error('the demo catalogue has no undiscounted variant with stock');
}

/** The calendar day `days` from today in the shop's words: "Friday, 27 November 2026". */
const dayIn = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return new Intl.DateTimeFormat('en-IN', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
};

/** Fills the rule in the `index`-th row of the Delivery screen's rules. */
async function fillRule(
  page: Page,
  index: number,
  rule: { prefix: string; served: boolean; cod: boolean; days: string },
) {
  await page.getByRole('button', { name: 'Add rule' }).click();
  const prefix = page.getByLabel('PIN prefix', { exact: true }).nth(index);
  await expect(prefix).toBeFocused();
  await prefix.fill(rule.prefix);
  const row = page.locator('tbody tr').nth(index);
  await row.getByLabel('Served').setChecked(rule.served);
  if (rule.served) {
    await row.getByLabel('COD').setChecked(rule.cod);
    await row.getByLabel('Delivery days').fill(rule.days);
  } else {
    await expect(row.getByLabel('COD')).toBeDisabled();
  }
}

test.afterAll(async ({ playwright }) => {
  const api = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL });
  await api.put('/api/admin/delivery-settings', {
    headers: await adminHeaders(api),
    data: NO_RULES,
  });
  await api.dispose();
});

test('the owner sets delivery areas and a COD cap; the product page and checkout keep to them', async ({
  page,
  browser,
  consoleWatch,
}, testInfo) => {
  // Two windows (the owner's settings, the shopper's product page and checkout), each page
  // checked for accessibility and photographed: about a minute at the phone's width here.
  test.setTimeout(120_000);
  const api = page.request;
  const admin = await adminHeaders(api);
  // A clean start: every PIN code served with COD in 5 days.
  expect(
    (await api.put('/api/admin/delivery-settings', { headers: admin, data: NO_RULES })).ok(),
  ).toBe(true);
  const { product, variant } = await plainProduct(api);
  // Two units are above the cap and one is within it.
  const cap = Math.floor(variant.originalPrice * 1.5);

  // The owner's Delivery screen, in a window of its own.
  const ownerContext = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  const owner = await ownerContext.newPage();
  await logInAsAdmin(owner);
  // The sidebar is a drawer behind the menu button on phones. Decided by the project, not by
  // whether the button shows yet: the dashboard may still be loading when the URL has moved.
  if (testInfo.project.name === 'phone')
    await owner.getByRole('button', { name: 'Open admin menu' }).click();
  await owner
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: 'Delivery', exact: true })
    .click();
  await expect(owner).toHaveURL(/\/admin\/delivery$/);
  await expect(owner.getByRole('heading', { level: 1, name: 'Delivery Settings' })).toBeVisible();
  await expect(
    owner.getByText('No rules yet: every PIN code is served, with cash on delivery.'),
  ).toBeVisible();
  await owner.getByLabel('Default delivery days').fill('6');
  await owner.getByLabel('Cash-on-delivery cap (₹)').fill(String(cap));
  await fillRule(owner, 0, { prefix: '194', served: false, cod: false, days: '' });
  await fillRule(owner, 1, { prefix: '7371', served: true, cod: false, days: '8' });
  await fillRule(owner, 2, { prefix: '5600', served: true, cod: true, days: '2' });
  // A second rule for the same prefix is refused on its row.
  await fillRule(owner, 3, { prefix: '194', served: true, cod: true, days: '' });
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(owner.getByText('There is already a rule for 194.')).toBeVisible();
  await owner.getByRole('button', { name: 'Remove the rule for 194' }).last().click();

  // The tester answers from the form as it stands: the longest prefix decides.
  const tester = owner.getByLabel('PIN code to test');
  await tester.fill('560041');
  await expect(owner.getByText('Rule 5600 matches (row 3).')).toBeVisible();
  await expect(owner.getByText('Served with cash on delivery in 2 days.')).toBeVisible();
  await tester.fill('737101');
  await expect(owner.getByText('Served without cash on delivery in 8 days.')).toBeVisible();
  await tester.fill('110001');
  await expect(
    owner.getByText('No rule matches: served with COD in 6 days (the default)'),
  ).toBeVisible();
  await keepScreenshot(owner, testInfo, 'delivery-settings-editing');
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    owner.locator('[data-sonner-toast]').filter({ hasText: 'Delivery settings saved.' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(owner);
  await keepScreenshot(owner, testInfo, 'delivery-settings');
  // Saved as shown: reloading brings the same rules back, sorted by prefix.
  await owner.reload();
  await expect(owner.getByLabel('PIN prefix', { exact: true })).toHaveCount(3);
  await expect(owner.getByLabel('PIN prefix', { exact: true }).first()).toHaveValue('194');

  // A shopper checks PIN codes on the product page.
  await page.goto(`/product/${product.slug}`);
  await waitForHydration(page);
  const panel = page.getByRole('region', { name: 'Check delivery' });
  const pinBox = panel.getByLabel('PIN code');
  await pinBox.fill('01234');
  await panel.getByRole('button', { name: 'Check' }).click();
  await expect(panel.getByText('Enter a 6-digit PIN code (it never starts with 0).')).toBeVisible();
  await pinBox.fill(LEH.pin);
  await pinBox.press('Enter');
  await expect(panel.getByText(`We do not deliver to ${LEH.pin} yet.`)).toBeVisible();
  await panel.getByRole('button', { name: `Change the PIN code ${LEH.pin}` }).click();
  await expect(pinBox).toBeFocused();
  await pinBox.fill('560041');
  await pinBox.press('Enter');
  await expect(panel.getByText(`Delivery by ${dayIn(2)}`)).toBeVisible();
  await expect(panel.getByText(/Cash on delivery available on orders up to ₹/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'product-delivery-check');
  // The PIN code is remembered: the next product page checks it by itself.
  await page.reload();
  await expect(
    page.getByRole('region', { name: 'Check delivery' }).getByText(`Delivery by ${dayIn(2)}`),
  ).toBeVisible();

  // The checkout: a customer with two units in the cart and addresses in Leh and Gangtok too.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const { headers } = await customerWithACart(page, { variantId: variant.id, quantity: 2 });
  for (const place of [GANGTOK, LEH]) {
    const saved = await api.post('/api/addresses', {
      headers,
      data: {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: place.line,
        city: place.city,
        state: place.state,
        postalCode: place.pin,
      },
    });
    expect(saved.status()).toBe(201);
  }
  await page.goto('/checkout');
  await waitForHydration(page);
  const placeOrder = page.getByRole('button', { name: 'Place Order' });
  const refusal = page.getByRole('alert').filter({ hasText: /PIN code|Cash on delivery/ });

  await page.getByRole('radio', { name: new RegExp(LEH.line) }).check();
  await expect(refusal).toHaveText(
    `We do not deliver to PIN code ${LEH.pin} yet. Choose another address.`,
  );
  await expect(placeOrder).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'checkout-not-served');

  await page.getByRole('radio', { name: new RegExp(GANGTOK.line) }).check();
  await expect(refusal).toHaveText(
    `Cash on delivery is not available for PIN code ${GANGTOK.pin}. Choose another address.`,
  );
  await expect(placeOrder).toBeDisabled();

  await page.getByRole('radio', { name: /14, 2nd Main, Jayanagar/ }).check();
  await expect(refusal).toContainText('Cash on delivery is limited to orders up to ₹');
  await expect(refusal).toContainText('Remove some items to place this order.');
  await expect(placeOrder).toBeDisabled();
  await keepScreenshot(page, testInfo, 'checkout-above-cap');

  // The server refuses too: an order above the cap placed through the API changes nothing.
  const { addresses } = (await (await api.get('/api/addresses', { headers })).json()) as {
    addresses: { id: string; postalCode: string }[];
  };
  const bengaluru = addresses.find((a) => a.postalCode === '560041')!;
  const aboveCap = await api.post('/api/orders/place', {
    headers,
    data: { addressId: bengaluru.id, paymentMethod: 'COD' },
  });
  expect(aboveCap.status()).toBe(409);
  expect(((await aboveCap.json()) as { message: string }).message).toContain(
    'Cash on delivery is limited to orders up to',
  );

  // One unit fits under the cap: the order goes, promised in the rule's 2 days.
  await page.goto('/cart');
  await waitForHydration(page);
  const stepper = page.getByRole('group', { name: /^Quantity of/ }).first();
  const saved = page.waitForResponse((r) => r.url().includes('/api/cart/update-quantity'));
  await stepper.getByRole('button', { name: 'Decrease quantity' }).click();
  expect((await saved).ok()).toBe(true);
  await expect(stepper.getByLabel('Quantity 1')).toBeVisible();
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /14, 2nd Main, Jayanagar/ })).toBeChecked();
  await expect(placeOrder).toBeEnabled();
  await expect(refusal).toHaveCount(0);

  // The owner stops serving Bengaluru's 5600 while the shopper looks: the server says no, and
  // the page catches up.
  const bengaluruRule = owner.locator('tbody tr').nth(1);
  await expect(bengaluruRule.getByLabel('PIN prefix', { exact: true })).toHaveValue('5600');
  await bengaluruRule.getByLabel('Served').setChecked(false);
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    owner.locator('[data-sonner-toast]').filter({ hasText: 'Delivery settings saved.' }),
  ).toBeVisible();
  consoleWatch.expectFailedLoad(409, '/api/orders/place');
  await placeOrder.click();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'We do not deliver to PIN code 560041 yet. Choose another address.' }),
  ).toBeVisible();
  await expect(refusal).toHaveText(
    'We do not deliver to PIN code 560041 yet. Choose another address.',
  );
  await expect(placeOrder).toBeDisabled();

  await bengaluruRule.getByLabel('Served').setChecked(true);
  await bengaluruRule.getByLabel('COD').setChecked(true);
  await bengaluruRule.getByLabel('Delivery days').fill('2');
  await owner.getByRole('button', { name: 'Save settings' }).click();
  await expect(
    owner.locator('[data-sonner-toast]').filter({ hasText: 'Delivery settings saved.' }).last(),
  ).toBeVisible();
  await page.reload();
  await waitForHydration(page);
  await expect(placeOrder).toBeEnabled();
  await placeOrder.click();
  const placed = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(placed).toBeVisible();
  await expect(placed).toContainText(dayIn(2));
  await keepScreenshot(page, testInfo, 'order-placed-in-2-days');
  await ownerContext.close();
});
