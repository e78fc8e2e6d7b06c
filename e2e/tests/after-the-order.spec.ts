import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { customerWithACart } from '../fixtures/customer.ts';
import { E2E_ADMIN, logInAsAdmin } from '../fixtures/session.ts';

/*
 * What happens once an order exists: the shopper's confirmation on the checkout page, and the
 * shop owner's status changes that move stock, with the dashboard's money figures.
 */

type Variant = { id: string; size: string; stock: number; originalPrice: number };
type Product = { name: string; variants: Variant[] };
type Order = { id: string; orderNumber: string; orderTotal: number };

/** A new customer, signed in, with `quantity` units of a variant the shop has in stock in the cart. */
async function customerWithALine(page: Page, quantity: number) {
  const { data } = (await (
    await page.request.get('/api/products?limit=50&inStock=true')
  ).json()) as {
    data: Product[];
  };
  const product = data.find((p) => p.variants.some((v) => v.stock >= quantity + 2))!;
  const variant = product.variants.find((v) => v.stock >= quantity + 2)!;
  const { headers } = await customerWithACart(page, { variantId: variant.id, quantity });
  return { headers, product, variant };
}

async function placeOrderAtCheckout(page: Page): Promise<string> {
  await page.goto('/checkout');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Order Placed!' });
  await expect(dialog).toBeVisible();
  return (await dialog.getByTestId('order-number').innerText()).trim();
}

test('closing the Order Placed! dialog leaves the order confirmation, not an empty checkout', async ({
  page,
}, testInfo) => {
  const { product, variant } = await customerWithALine(page, 2);
  const orderNumber = await placeOrderAtCheckout(page);

  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed' })).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Thank you! Your order is placed.' });
  // Keyboard focus lands on the confirmation's heading, not on a vanished button.
  await expect(
    confirmation.getByRole('heading', { name: 'Thank you! Your order is placed.' }),
  ).toBeFocused();
  await expect(confirmation.getByTestId('confirmed-order-number')).toHaveText(orderNumber);
  await expect(confirmation).toContainText(product.name);
  const total = new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
  }).format(variant.originalPrice * 2);
  await expect(confirmation.getByText('Total', { exact: true }).locator('+ dd')).toHaveText(total);
  await expect(confirmation).toContainText('14, 2nd Main, Jayanagar');
  await expect(confirmation).toContainText('Bengaluru, Karnataka 560041');
  await expect(confirmation.getByText('Expected delivery')).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'View Order History' })).toBeVisible();
  await expect(confirmation.getByRole('link', { name: 'Continue Shopping' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Place Order' })).toHaveCount(0);
  await expect(page.getByRole('main')).not.toContainText('₹0');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'order-confirmation');

  // A reload keeps it: the cart is empty and the order is still the one just placed.
  await page.reload();
  await expect(page.getByTestId('confirmed-order-number')).toHaveText(orderNumber);

  await confirmation.getByRole('link', { name: 'View Order History' }).click();
  await expect(page).toHaveURL(/\/myaccount\/order$/);
  await expect(page.getByRole('main')).toContainText(orderNumber);
});

async function adminHeaders(api: APIRequestContext) {
  const { token } = (await (
    await api.post('/api/auth/login', {
      data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
    })
  ).json()) as { token: string };
  return { Authorization: `Bearer ${token}` };
}

async function stockOf(api: APIRequestContext, variantId: string, productName: string) {
  const found = (await (
    await api.get(`/api/products/search?q=${encodeURIComponent(productName)}`)
  ).json()) as { products: Product[] };
  const variant = found.products.flatMap((p) => p.variants).find((v) => v.id === variantId);
  return variant!.stock;
}

test('cancelling an order and re-opening it ask first and say what happens to stock', async ({
  page,
}, testInfo) => {
  const { headers, product, variant } = await customerWithALine(page, 2);
  const placed = (await (await page.request.get('/api/addresses', { headers })).json()) as {
    addresses: { id: string }[];
  };
  const response = await page.request.post('/api/orders/place', {
    headers,
    data: { addressId: placed.addresses[0]!.id, paymentMethod: 'COD' },
  });
  expect(response.status()).toBe(201);
  const { order } = (await response.json()) as { order: Order };
  const stockWhileOrdered = await stockOf(page.request, variant.id, product.name);

  await page.evaluate(() => localStorage.clear());
  await logInAsAdmin(page);
  await page.goto('/admin/order');
  const status = page.getByLabel(`Delivery status of order ${order.orderNumber}`);
  await expect(status).toHaveValue('PENDING');

  // Cancelling asks first, and "Keep Order" changes nothing.
  await status.focus();
  await status.selectOption('CANCELED');
  const cancel = page.getByRole('alertdialog', { name: `Cancel order ${order.orderNumber}?` });
  await expect(cancel).toContainText('Its 2 units go back into stock');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'cancel-order-question');
  await cancel.getByRole('button', { name: 'Keep Order' }).click();
  await expect(cancel).toBeHidden();
  await expect(status).toHaveValue('PENDING');
  await expect(status).toBeFocused();
  expect(await stockOf(page.request, variant.id, product.name)).toBe(stockWhileOrdered);

  await status.selectOption('CANCELED');
  await cancel.getByRole('button', { name: 'Yes, Cancel Order' }).click();
  await expect(page.getByText('Status updated to CANCELED')).toBeVisible();
  await expect(status).toHaveValue('CANCELED');
  expect(await stockOf(page.request, variant.id, product.name)).toBe(stockWhileOrdered + 2);

  // Re-opening asks too, and takes the units again.
  await status.selectOption('SHIPPED');
  const reopen = page.getByRole('alertdialog', {
    name: `Re-open order ${order.orderNumber} as SHIPPED?`,
  });
  await expect(reopen).toContainText('takes its 2 units out of stock again');
  await keepScreenshot(page, testInfo, 'reopen-order-question');
  await reopen.getByRole('button', { name: 'Yes, Re-open Order' }).click();
  await expect(page.getByText('Status updated to SHIPPED')).toBeVisible();
  expect(await stockOf(page.request, variant.id, product.name)).toBe(stockWhileOrdered);

  // DELIVERED asks first, saying what it does: paid, invoiced, mailed.
  await status.selectOption('DELIVERED');
  const deliver = page.getByRole('alertdialog', {
    name: `Mark order ${order.orderNumber} as DELIVERED?`,
  });
  await expect(deliver).toContainText('The order is marked paid (cash collected).');
  await expect(deliver).toContainText('The customer gets a mail that it was delivered');
  await keepScreenshot(page, testInfo, 'deliver-order-question');
  await deliver.getByRole('button', { name: 'Mark as Delivered' }).click();
  await expect(page.getByText('Status updated to DELIVERED')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The dashboard counts the delivered order as revenue and the open ones apart.
  const { data } = (await (
    await page.request.get('/api/admin/dashboard', { headers: await adminHeaders(page.request) })
  ).json()) as { data: { revenue: number; openOrdersValue: number; openOrders: number } };
  expect(data.revenue).toBeGreaterThanOrEqual(order.orderTotal);
  await page.goto('/admin/dashboard');
  const money = page.getByRole('region', { name: 'Revenue and open orders' });
  const rupees = (amount: number) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    }).format(amount);
  await expect(money.getByText('Revenue', { exact: true }).locator('+ dd')).toHaveText(
    rupees(data.revenue),
  );
  await expect(money.getByText('Open orders value').locator('+ dd')).toHaveText(
    rupees(data.openOrdersValue),
  );
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'dashboard-money');
});
