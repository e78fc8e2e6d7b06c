import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { E2E_ADMIN, logIn, SHOPPER, signUpAndLogIn } from '../fixtures/session.ts';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Variant = { id: string; stock: number };
type Product = { id: string; name: string; variants: Variant[] };
type PlacedOrder = { id: string; orderNumber: string; items: { product: { name: string } }[] };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  expect(token).toBeTruthy();
  return token!;
}

/** Products with a variant that has stock to spare, first variant of each. */
async function stockedVariants(api: APIRequestContext): Promise<{ name: string; id: string }[]> {
  const res = await api.get('/api/products?inStock=true&limit=40');
  expect(res.ok()).toBe(true);
  const { data } = (await res.json()) as { data: Product[] };
  return data.flatMap((product) => {
    const variant = product.variants.find((v) => v.stock >= 3);
    return variant ? [{ name: product.name, id: variant.id }] : [];
  });
}

/** Places one COD order of the given variants for the customer, through the API. */
async function placeOrder(
  api: APIRequestContext,
  token: string,
  addressId: string,
  variantIds: string[],
): Promise<PlacedOrder> {
  for (const productVariantId of variantIds) {
    const added = await api.post('/api/cart/add', {
      headers: bearer(token),
      data: { productVariantId, quantity: 1 },
    });
    expect(added.ok(), await added.text()).toBe(true);
  }
  const placed = await api.post('/api/orders/place', {
    headers: bearer(token),
    data: { addressId, paymentMethod: 'COD' },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { order: PlacedOrder }).order;
}

/** The order history's tab, e.g. tab(page, 'Pending', 2) is "Pending" showing the count 2. */
const tab = (page: Page, label: string, count: number) =>
  page.getByRole('tab', { name: `${label} (${count})`, exact: true });

/**
 * Visible text, leaving out screen-reader-only copies ("Cancel Order LS-…"). The table (desktop)
 * and the cards (phone) are both in the page and CSS shows one of them.
 */
const shown = (page: Page, text: string) =>
  page
    .getByText(text, { exact: true })
    .and(page.locator(':not(.sr-only)'))
    .filter({ visible: true });

/** Axe, and no sideways scrolling. */
async function checkScreen(page: Page): Promise<void> {
  await expectNoSeriousA11yViolations(page);
  // Against the configured width: a phone browser widens its layout viewport to fit overflow.
  const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  const overflow = pageWidth - page.viewportSize()!.width;
  expect(overflow, 'the page scrolls sideways').toBeLessThanOrEqual(0);
}

test('a customer follows, expands and cancels orders in My Orders', async ({ page }, testInfo) => {
  const api = page.request;
  await signUpAndLogIn(page);

  // A brand-new customer has no orders yet.
  await page.goto('/myaccount/order');
  await expect(page.getByRole('heading', { name: 'No Orders Yet' })).toBeVisible();
  await expect(
    page.getByText('Your order history will appear here once you make your first purchase.'),
  ).toBeVisible();
  await expect(page.getByText('Total: 0 orders')).toBeVisible();
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'orders-empty');

  const token = await storedToken(page);
  const address = await api.post('/api/addresses', {
    headers: bearer(token),
    data: {
      fullName: 'Meera Kulkarni',
      phone: '+91 91234 56789',
      addressLine1: '14 Gulmohar Road',
      city: 'Pune',
      state: 'Maharashtra',
      postalCode: '411001',
    },
  });
  expect(address.status()).toBe(201);
  const addressId = ((await address.json()) as { address: { id: string } }).address.id;
  const variants = await stockedVariants(api);
  expect(variants.length).toBeGreaterThanOrEqual(4);
  const bundle = await placeOrder(api, token, addressId, [variants[0]!.id, variants[1]!.id]);
  const toShip = await placeOrder(api, token, addressId, [variants[2]!.id]);
  const toCancel = await placeOrder(api, token, addressId, [variants[3]!.id]);

  // An admin ships one of them.
  const adminLogin = await api.post('/api/auth/login', {
    data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  const adminToken = ((await adminLogin.json()) as { token: string }).token;
  const shipped = await api.put(`/api/orders/${toShip.id}/status`, {
    headers: bearer(adminToken),
    data: { deliveryStatus: 'SHIPPED' },
  });
  expect(shipped.ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Orders', level: 1 })).toBeVisible();
  await expect(page.getByText('Track and manage your orders')).toBeVisible();
  await expect(page.getByText('Total: 3 orders')).toBeVisible();
  await expect(tab(page, 'All', 3)).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Pending', 2)).toBeVisible();
  await expect(tab(page, 'Shipped', 1)).toBeVisible();
  await expect(tab(page, 'Delivered', 0)).toBeVisible();
  await expect(tab(page, 'Cancelled', 0)).toBeVisible();
  // Newest first, each with the server's short order number.
  for (const order of [toCancel, toShip, bundle]) {
    await expect(shown(page, order.orderNumber)).toBeVisible();
  }
  await expect(shown(page, '+1')).toBeVisible();
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'orders');

  // The expander lists the items and the total amount.
  const details = page.getByRole('button', { name: `Details of order ${bundle.orderNumber}` });
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator(`#${await details.getAttribute('aria-controls')}`);
  for (const item of bundle.items) {
    await expect(panel.getByText(item.product.name)).toBeVisible();
  }
  await expect(panel.getByText('Total amount')).toBeVisible();
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'orders-expanded');

  // Shipped orders can no longer be cancelled.
  await tab(page, 'Shipped', 1).click();
  await expect(page).toHaveURL(/\?status=shipped$/);
  await expect(shown(page, toShip.orderNumber)).toBeVisible();
  await expect(shown(page, bundle.orderNumber)).toBeHidden();
  await expect(page.getByRole('button', { name: /Cancel Order/ })).toHaveCount(0);

  // Cancelling a pending order asks first; "Keep Order" leaves it alone.
  await tab(page, 'Pending', 2).click();
  const cancelButton = page.getByRole('button', { name: `Cancel Order ${toCancel.orderNumber}` });
  await cancelButton.click();
  const dialog = page.getByRole('alertdialog');
  await expect(
    dialog.getByText('Are you sure you want to cancel this order? This action cannot be undone.'),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep Order' })).toBeFocused();
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'orders-cancel-dialog');
  await dialog.getByRole('button', { name: 'Keep Order' }).click();
  await expect(dialog).toBeHidden();
  await expect(cancelButton).toBeFocused();

  await cancelButton.click();
  await dialog.getByRole('button', { name: 'Yes, Cancel' }).click();
  await expect(page.getByText('Order cancelled successfully!')).toBeVisible();
  await expect(tab(page, 'Cancelled', 1)).toBeVisible();
  await expect(tab(page, 'Pending', 1)).toBeVisible();
  await expect(shown(page, toCancel.orderNumber)).toBeHidden();

  await tab(page, 'Cancelled', 1).click();
  await expect(shown(page, toCancel.orderNumber)).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByText('Cancelled', { exact: true }).filter({ visible: true }),
  ).toBeVisible();
  await tab(page, 'Delivered', 0).click();
  await expect(page.getByText('No orders found for "Delivered" status.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'orders-empty-tab');

  // The server agrees: the order is cancelled.
  const mine = await api.get('/api/orders/my-orders', { headers: bearer(await storedToken(page)) });
  const { orders } = (await mine.json()) as { orders: { id: string; deliveryStatus: string }[] };
  expect(orders.find((order) => order.id === toCancel.id)?.deliveryStatus).toBe('CANCELED');
});

test('a customer views and edits the profile', async ({ page, consoleWatch }, testInfo) => {
  const { username, email } = await signUpAndLogIn(page);
  // Logging in lands on /myaccount, which opens the profile.
  await expect(page).toHaveURL(/\/myaccount\/account$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  // Registered with a name and a mobile: the name heads the profile, the mobile reads spaced.
  await expect(
    page.getByRole('heading', { name: `${SHOPPER.firstName} ${SHOPPER.lastName}` }),
  ).toBeVisible();
  await expect(page.getByRole('main').getByText(username, { exact: true })).toBeVisible();
  await expect(page.getByText(SHOPPER.mobile).first()).toBeVisible();
  await expect(page.getByText('Customer', { exact: true })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'profile');

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel('First name')).toBeFocused();
  const emailBox = page.getByLabel('Email');
  await expect(emailBox).toHaveValue(email);
  await expect(emailBox).toHaveAttribute('readonly', '');
  await page.getByLabel('First name').fill('Meera');
  await page.getByLabel('Last name').fill('Kapoor');
  // A mobile that is not an Indian one is refused under the field.
  await page.getByLabel('Mobile number').fill('12345');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    page.getByText('Enter a 10-digit Indian mobile number (it starts with 6, 7, 8 or 9).'),
  ).toBeVisible();
  await page.getByLabel('Mobile number').fill('+91 98765-43210');
  await page.getByLabel('Date of birth').fill('1992-08-15');
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'profile-edit');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Meera Kapoor' })).toBeVisible();
  await expect(page.getByText('MK', { exact: true })).toBeVisible();
  await expect(page.getByText('15 Aug 1992')).toBeVisible();
  await expect(page.getByText('98765 43210')).toBeVisible();

  // A username someone else has is refused under the field.
  consoleWatch.expectFailedLoad(409, '/api/users/profile');
  const taken = `taken${unique()}`;
  const other = await page.request.post('/api/auth/register', {
    data: { username: taken, email: `${taken}@example.com`, password: 'Sunny-days-42' },
  });
  expect(other.status()).toBe(201);
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('Username').fill(taken);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Update failed!')).toBeVisible();
  await expect(page.getByText('This username is already taken.')).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAttribute('aria-invalid', 'true');

  // A free one is saved, and the stored user (header) follows.
  const renamed = `meera${unique()}`;
  await page.getByLabel('Username').fill(renamed);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated!').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeFocused();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(stored).toEqual({ username: renamed, userType: 'CUSTOMER' });

  // Cancel leaves the profile as it was.
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await page.getByLabel('First name').fill('Someone else');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { name: 'Meera Kapoor' })).toBeVisible();
});

test('a customer changes the password and signs in with the new one', async ({
  page,
  consoleWatch,
}, testInfo) => {
  const { email, password } = await signUpAndLogIn(page);
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', {
      name: 'Change Password',
    })
    .click();
  await expect(page).toHaveURL(/\/myaccount\/password$/);
  await expect(page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Security tips' })).toBeVisible();

  const current = page.getByLabel('Current password', { exact: true });
  const fresh = page.getByLabel('New password', { exact: true });
  const confirm = page.getByLabel('Confirm new password', { exact: true });
  const submit = page.getByRole('button', { name: 'Change Password' });

  // The strength meter and the checklist follow the typing.
  await fresh.fill('abc');
  await expect(page.getByText('Too weak')).toBeVisible();
  await fresh.fill('abcdef');
  await expect(page.getByText('Weak', { exact: true })).toBeVisible();
  await fresh.fill('abcdefgh');
  await expect(page.getByText('Medium')).toBeVisible();
  const newPassword = 'Monsoon-rain-58';
  await fresh.fill(newPassword);
  await expect(page.getByText('Strong')).toBeVisible();
  await expect(page.getByText('(done)')).toHaveCount(4);

  // The match message is live, and the button waits for a match.
  await confirm.fill('Monsoon-rain');
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await expect(submit).toBeDisabled();
  await confirm.fill(newPassword);
  await expect(page.getByText('Passwords match')).toBeVisible();
  await expect(submit).toBeEnabled();

  // Show/hide on each field.
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(fresh).toHaveAttribute('type', 'text');
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'password');

  consoleWatch.expectFailedLoad(400, '/api/users/change-password');
  await current.fill('Not-my-password-1');
  await submit.click();
  await expect(page.getByText('Your current password is not correct.').first()).toBeVisible();
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await checkScreen(page);
  await keepScreenshot(page, testInfo, 'password-wrong-current');

  const oldToken = await storedToken(page);
  await current.fill(password);
  await submit.click();
  await expect(page.getByText('Password changed successfully')).toBeVisible();
  await expect(fresh).toHaveValue('');
  const newToken = await storedToken(page);
  expect(newToken).not.toBe(oldToken);
  // The old token is dead on the server; the stored new one keeps the session working.
  expect((await page.request.get('/api/auth/me', { headers: bearer(oldToken) })).status()).toBe(
    401,
  );
  await page
    .getByRole('navigation', { name: 'My account' })
    .getByRole('link', { name: 'Account', exact: true })
    .click();
  await expect(page.getByText(email).first()).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  consoleWatch.expectFailedLoad(401, '/api/auth/login');
  await logIn(page, email, password);
  await expect(page.getByText('Invalid email/username or password.')).toBeVisible();
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/myaccount\/account$/);
});

test('My account redirects to the profile, and signed-out visitors to log in', async ({ page }) => {
  for (const path of ['/myaccount', '/myaccount/order', '/myaccount/password']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }

  await signUpAndLogIn(page);
  await page.goto('/myaccount');
  await expect(page).toHaveURL(/\/myaccount\/account$/);
  await page.goto('/myaccount/no-such-page');
  await expect(page).toHaveURL(/\/myaccount\/account$/);
  await page.goto('/myaccount/order');
  await expect(page).toHaveURL(/\/myaccount\/order$/);
  await expect(
    page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'Orders' }),
  ).toHaveAttribute('aria-current', 'page');
});
