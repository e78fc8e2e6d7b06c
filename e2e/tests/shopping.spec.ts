import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { waitForHydration } from '../fixtures/hydration.ts';
import { readLatestMailTo } from '../fixtures/mail.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { logInAsAdmin, SHOPPER, signUpAndLogIn } from '../fixtures/session.ts';

/*
 * The buying half of the storefront: add to cart and wishlist from product cards and pages, the
 * cart, checkout with a first address and the order confirmation, and the address book.
 * Products are chosen from the live demo catalogue (GET /api/products), never hard-coded.
 */

type Variant = { id: string; size: string; color: string; stock: number };
type Product = { id: string; name: string; slug: string; variants: Variant[] };

async function catalogue(request: APIRequestContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; ; page += 1) {
    const response = await request.get(`/api/products?limit=100&page=${page}`);
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      data: Product[];
      pagination: { totalPages: number };
    };
    products.push(...body.data);
    if (page >= body.pagination.totalPages) return products;
  }
}

/** The n-th product (0 = first) with a colour in which `test` finds two fitting sizes. */
function pickProduct(
  products: Product[],
  fits: (sizes: Variant[]) => [Variant, Variant] | null,
  nth = 0,
): { product: Product; first: Variant; second: Variant } {
  const found: { product: Product; first: Variant; second: Variant }[] = [];
  for (const product of products) {
    for (const colour of new Set(product.variants.map((v) => v.color))) {
      const pair = fits(product.variants.filter((v) => v.color === colour));
      if (pair) {
        found.push({ product, first: pair[0], second: pair[1] });
        break;
      }
    }
  }
  const pick = found[nth];
  if (!pick) throw new Error('The demo catalogue has no product that fits this journey.');
  return pick;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Chooses a variant's colour and size on the product page. */
async function chooseOnProductPage(page: Page, variant: Variant) {
  await page
    .getByRole('group', { name: 'Colour' })
    .locator(`label[title="${variant.color}"]`)
    .click();
  await page
    .getByRole('group', { name: 'Size' })
    .locator('label')
    .filter({ hasText: new RegExp(`^${escapeRegExp(variant.size)}(,|$)`) })
    .click();
}

function toast(page: Page, text: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}

async function expectToast(page: Page, text: string) {
  await expect(toast(page, text)).toBeVisible();
}

/** Sonner stacks toasts; close them so the next step's toast is the one on screen. */
async function dismissToasts(page: Page) {
  const toasts = page.locator('[data-sonner-toast]');
  // A closed toast stays while it slides away, no longer clickable: only the others are closed.
  const staying = page.locator('[data-sonner-toast]:not([data-removed="true"])');
  // Under an open dialog the page outside it takes no taps: the toasts go by themselves.
  const closable = async () =>
    (await page.getByRole('dialog').count()) === 0 && (await staying.count()) > 0;
  // The front toast is first; the ones stacked behind it come forward as it goes.
  for (let tries = 0; tries < 12 && (await closable()); tries += 1) {
    await staying
      .first()
      .getByRole('button', { name: 'Close toast' })
      .click({ timeout: 2000 })
      .catch(() => undefined);
  }
  // A pointer resting on the toasts would pause their timers.
  await page.mouse.move(0, 0);
  await expect(toasts).toHaveCount(0);
}

/** axe on the page itself: toasts fading in or out would be measured half transparent. */
async function checkA11y(page: Page) {
  await dismissToasts(page);
  await expectNoSeriousA11yViolations(page);
}

const cartLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart/ });
const wishlistLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });

async function addFromProductPage(page: Page, product: Product, variant: Variant) {
  await page.goto(`/product/${product.slug}`);
  await chooseOnProductPage(page, variant);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expectToast(page, 'Added to Cart 🛒');
}

test('a visitor who adds to cart or wishlist is sent to log in', async ({ page, request }) => {
  const [product] = await catalogue(request);
  await page.goto(`/product/${product!.slug}`);
  // A click before hydration is lost: the button has no handler yet.
  await waitForHydration(page);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expectToast(page, 'Please login to add to cart');
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/shop');
  await waitForHydration(page);
  const card = page.getByRole('article').first();
  await card.hover();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expectToast(page, 'Please login to add to wishlist');
  await expect(page).toHaveURL(/\/login$/);
});

test('an admin cannot add to the cart or the wishlist', async ({ page, request }) => {
  const [product] = await catalogue(request);
  await logInAsAdmin(page);
  await page.goto(`/product/${product!.slug}`);
  await page.getByRole('button', { name: /^Add to cart/ }).click();
  await expectToast(page, 'Admins cannot add products to cart ❌');
  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expectToast(page, 'Admins cannot add products to wishlist ❌');
  await expect(page).toHaveURL(new RegExp(`/product/${product!.slug}$`));
  // Typing a shopper address leads an admin back to the admin area rather than to a dead page.
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'For customer accounts' })).toBeVisible();
});

test('a customer adds to the cart: size first, not a sold-out size, then a good one', async ({
  page,
  request,
}) => {
  const {
    product,
    first: soldOut,
    second: inStock,
  } = pickProduct(await catalogue(request), (sizes) => {
    const zero = sizes.find((v) => v.stock === 0);
    const plenty = sizes.find((v) => v.stock >= 5);
    return zero && plenty ? [zero, plenty] : null;
  });
  await signUpAndLogIn(page);
  await page.goto(`/product/${product.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const addToCart = page.getByRole('button', { name: /^Add to cart/ });

  await addToCart.click();
  await expectToast(page, 'Please select a size first ⚠️');

  // Choosing a size must not move "Add to cart": a thumb on its way there would miss it.
  const unchosen = await addToCart.boundingBox();
  await chooseOnProductPage(page, soldOut);
  expect(await addToCart.boundingBox()).toEqual(unchosen);
  await addToCart.click();
  await expectToast(page, 'This size is out of stock ❌');
  await expect(cartLink(page)).toHaveAccessibleName('Cart');

  await chooseOnProductPage(page, inStock);
  await addToCart.click();
  await expectToast(page, 'Added to Cart 🛒');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  // The size choice is cleared after adding (spec section 4): adding again asks for a size.
  await dismissToasts(page);
  await addToCart.click();
  await expectToast(page, 'Please select a size first ⚠️');

  await chooseOnProductPage(page, inStock);
  await addToCart.click();
  await expectToast(page, 'Increased quantity in Cart 🛒');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '[]'))).toEqual([
    inStock.id,
  ]);
});

test('the cart keeps each quantity between 1 and the stock, and removes lines', async ({
  page,
  request,
}, testInfo) => {
  const {
    product,
    first: scarce,
    second: other,
  } = pickProduct(
    await catalogue(request),
    (sizes) => {
      const few = sizes.find((v) => v.stock >= 2 && v.stock <= 4);
      const more = sizes.find((v) => v !== few && v.stock >= 5);
      return few && more ? [few, more] : null;
    },
    1,
  );
  await signUpAndLogIn(page);
  await addFromProductPage(page, product, scarce);
  await addFromProductPage(page, product, other);

  await cartLink(page).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Shopping Cart (2)' }),
  ).toBeVisible();
  const line = page.getByRole('listitem').filter({ hasText: `Size: ${scarce.size}` });
  const stepper = line.getByRole('group', { name: /^Quantity of/ });
  const plus = stepper.getByRole('button', { name: 'Increase quantity' });
  const minus = stepper.getByRole('button', { name: 'Decrease quantity' });

  await expect(minus).toBeDisabled();
  for (let quantity = 2; quantity <= scarce.stock; quantity += 1) {
    await plus.click();
    await expect(stepper.getByRole('status')).toHaveText(String(quantity));
    await expectToast(page, 'Cart quantity updated!');
  }
  await expect(plus).toBeDisabled();
  await minus.click();
  await expect(stepper.getByRole('status')).toHaveText(String(scarce.stock - 1));
  await expect(page.getByText('Subtotal')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Proceed to Checkout' })).toBeVisible();
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'cart');

  // The cart drops a trailing '.00' (spec section 9): no price in it ends with it.
  const lines = await page.getByRole('main').innerText();
  expect(lines).not.toMatch(/₹[\d,]+\.00\b/);

  await line.getByRole('button', { name: /^Remove/ }).click();
  await expectToast(page, 'Item removed from cart.');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your Shopping Cart (1)' }),
  ).toBeVisible();
  await page
    .getByRole('listitem')
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/shop$/);
});

test('the wishlist: a heart on a card, the wishlist page, add to cart and remove', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page);
  await page.goto('/wishlist');
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'wishlist-empty');

  await page.goto('/shop');
  const card = page.getByRole('article').first();
  // textContent, not innerText: a card off screen skips rendering (content-visibility: auto), and
  // innerText of an unrendered card is empty.
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  expect(name).not.toBe('');
  await card.hover();
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expectToast(page, 'Added to wishlist ❤️');
  await expect(card.getByRole('button', { name: 'Remove from wishlist' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  // The heart toggles: a second click removes it again, a third adds it back.
  await card.getByRole('button', { name: 'Remove from wishlist' }).click();
  await expectToast(page, 'Removed from wishlist ❤️');
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
  await card.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist, 1 item');

  await wishlistLink(page).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist (1)' })).toBeVisible();
  const saved = page.getByRole('article').filter({ hasText: name });
  await expect(saved.getByRole('heading', { name })).toBeVisible();
  await saved.getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, 'Please select a size first ⚠️');
  const sizes = saved.getByRole('group', { name: `Size of ${name}` });
  const available = sizes.locator('label').filter({ hasNotText: 'out of stock' }).first();
  await available.click();
  await saved.getByRole('button', { name: 'Add to cart' }).click();
  await expectToast(page, 'Added to Cart 🛒');
  await expect(cartLink(page)).toHaveAccessibleName('Cart, 1 item');
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'wishlist');

  await saved.getByRole('button', { name: `Remove ${name} from wishlist` }).click();
  await expectToast(page, 'Removed from wishlist ❤️');
  await expect(page.getByRole('heading', { name: 'Your Wishlist is Empty' })).toBeVisible();
  await expect(wishlistLink(page)).toHaveAccessibleName('Wishlist');
});

test('checkout: a first address, the order placed, its number and an empty cart', async ({
  page,
  request,
}, testInfo) => {
  const { product, first: variant } = pickProduct(
    await catalogue(request),
    (sizes) => {
      const plenty = sizes.filter((v) => v.stock >= 10);
      return plenty.length >= 2 ? [plenty[0]!, plenty[1]!] : null;
    },
    2,
  );
  const { email } = await signUpAndLogIn(page);
  await addFromProductPage(page, product, variant);
  await page.goto('/cart');
  await page.getByRole('link', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // No address yet: the form is open by itself, and an incomplete one is refused.
  await expect(page.getByRole('heading', { name: 'Shipping Address' })).toBeVisible();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expectToast(page, 'Please fill in all required address fields.');
  await expect(page.getByText('Address Line 1 is required.')).toBeVisible();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectToast(page, 'Please select or add a shipping address.');
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'checkout-new-address');

  // The recipient is the account holder until the shopper says otherwise.
  await expect(page.getByLabel('Full Name')).toHaveValue(
    `${SHOPPER.firstName} ${SHOPPER.lastName}`,
  );
  await expect(page.getByLabel('Mobile Number')).toHaveValue(SHOPPER.mobile);
  await page.getByLabel('Address Line 1').fill('14, 2nd Main, Jayanagar');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN Code').fill('5600411');
  await expect(page.getByLabel('PIN Code')).toHaveValue('560041');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expectToast(page, 'Address added successfully');
  const chosen = page.getByRole('radio', { name: /14, 2nd Main, Jayanagar/ });
  await expect(chosen).toBeChecked();

  await expect(page.getByRole('heading', { name: 'Order Items' })).toBeVisible();
  await expect(page.getByText(product.name)).toBeVisible();
  await expect(page.getByText('Free', { exact: true })).toBeVisible();
  await expect(page.getByText('Cash on Delivery', { exact: true })).toBeVisible();
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'checkout');

  await page.getByRole('button', { name: 'Place Order' }).click();
  await expectToast(page, 'Order placed successfully! Confirmation email sent.');
  const dialog = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(dialog).toBeVisible();
  const orderNumber = (await dialog.getByTestId('order-number').innerText()).trim();
  expect(orderNumber).toMatch(/^LS-/);
  await expect(dialog.getByText('Cash on Delivery', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Estimated delivery')).toBeVisible();
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'order-placed');

  // The server mails the confirmation itself.
  expect(await readLatestMailTo(email)).toContain(orderNumber);

  expect(await page.evaluate(() => localStorage.getItem('cart'))).toBe('[]');
  await dialog.getByRole('link', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/myaccount\/order$/);
  await expect(cartLink(page)).toHaveAccessibleName('Cart');
  await expect(page.getByRole('main')).toContainText(orderNumber);

  // Back at the checkout with the cart still empty: the order's confirmation, not an empty form.
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  await expect(page.getByTestId('confirmed-order-number')).toHaveText(orderNumber);
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
});

test('the address book: add two, switch the default, and the delete rules', async ({
  page,
}, testInfo) => {
  await signUpAndLogIn(page);
  await page.goto('/myaccount/address');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved Addresses' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No addresses saved' })).toBeVisible();
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'addresses-empty');

  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('City is required.')).toBeVisible();
  await page.getByLabel('Address Line 1').fill('3 Park Street');
  await page.getByLabel('City').fill('Kolkata');
  await page.getByLabel('State').selectOption('West Bengal');
  await page.getByLabel('PIN Code').fill('700016');
  await expect(page.getByLabel('Set as default address')).toBeChecked();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expectToast(page, 'Address added!');

  await page.getByRole('button', { name: 'Add New Address' }).click();
  await page.getByLabel('Address Line 1').fill('21 Residency Road');
  await page.getByLabel('Address Line 2').fill('Flat 4B');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN Code').fill('560025');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Address Line 1')).toHaveCount(0);
  await page.getByRole('button', { name: 'Add New Address' }).click();
  // A parcel for someone else: their name and mobile, checked as typed.
  await page.getByLabel('Full Name').fill('Meera Iyer');
  await page.getByLabel('Mobile Number').fill('12345');
  await page.getByLabel('Address Line 1').fill('21 Residency Road');
  await page.getByLabel('City').fill('Bengaluru');
  await page.getByLabel('State').selectOption('Karnataka');
  await page.getByLabel('PIN Code').fill('056002');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(
    page.getByText('Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).'),
  ).toBeVisible();
  await expect(page.getByText('Enter a 6-digit PIN code (it never starts with 0).')).toBeVisible();
  await page.getByLabel('Mobile Number').fill('+91 91234-56789');
  await page.getByLabel('PIN Code').fill('560025');
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expectToast(page, 'Address added!');

  const kolkata = page.getByRole('listitem').filter({ hasText: '3 Park Street' });
  const bengaluru = page.getByRole('listitem').filter({ hasText: '21 Residency Road' });
  await expect(kolkata.getByText('Default', { exact: true })).toBeVisible();
  await expect(bengaluru.getByText('Default', { exact: true })).toHaveCount(0);
  await expect(bengaluru).toContainText('Meera Iyer');
  await expect(bengaluru).toContainText('Phone: 91234 56789');
  await expect(kolkata).toContainText(`${SHOPPER.firstName} ${SHOPPER.lastName}`);
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'addresses');

  // Make the second one the default: the first loses it.
  await bengaluru.getByRole('button', { name: 'Edit address: 21 Residency Road' }).click();
  await expect(page.getByRole('button', { name: 'Update Address' })).toBeVisible();
  await page.getByLabel('Set as default address').check();
  await page.getByRole('button', { name: 'Update Address' }).click();
  await expectToast(page, 'Address updated!');
  await expect(bengaluru.getByText('Default', { exact: true })).toBeVisible();
  await expect(kolkata.getByText('Default', { exact: true })).toHaveCount(0);

  // The default cannot be deleted; the other one asks first.
  await bengaluru.getByRole('button', { name: 'Delete address: 21 Residency Road' }).click();
  await expectToast(page, 'Default address cannot be deleted!');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  await kolkata.getByRole('button', { name: 'Delete address: 3 Park Street' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to delete this address?')).toBeVisible();
  await checkA11y(page);
  await keepScreenshot(page, testInfo, 'address-delete');
  await confirm.getByRole('button', { name: 'No' }).click();
  await expect(kolkata).toBeVisible();

  await kolkata.getByRole('button', { name: 'Delete address: 3 Park Street' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
  await expectToast(page, 'Deleted!');
  await expect(kolkata).toHaveCount(0);
  await expect(bengaluru).toBeVisible();
});
