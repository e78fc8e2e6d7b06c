import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { pngUpload as image } from '../fixtures/images.ts';
import { logInAsAdmin, signUpAndLogIn } from '../fixtures/session.ts';

/*
 * The admin area against the real API: dashboard, categories, products (with the editor's
 * validation and uploads), orders, company details and legal pages. Logins are rate limited
 * (10 per account per 15 minutes), so the admin logs in through the page once and the later
 * journeys reuse that session.
 */

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

let adminSession: Record<string, string> | null = null;

/** Opens an admin screen as the signed-in admin (logging in through /login the first time). */
async function openAdmin(page: Page, path: string): Promise<void> {
  if (adminSession) {
    await page.addInitScript((items) => {
      // Only into an empty store: a Logout in the journey must stay logged out.
      if (!localStorage.getItem('authToken')) {
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
      }
    }, adminSession);
  } else {
    await logInAsAdmin(page);
    adminSession = await page.evaluate(() => ({ ...localStorage }));
  }
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const adminHeaders = () => ({ Authorization: `Bearer ${adminSession?.authToken ?? ''}` });

/** The toast Sonner shows for a message (it may also be written under a field). */
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('a customer who opens /admin is sent home', async ({ page }) => {
  await signUpAndLogIn(page);
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/home$/);
});

test('the dashboard shows live counts, the sales chart and low stock', async ({
  page,
}, testInfo) => {
  await openAdmin(page, '/admin/dashboard');
  const response = await page.request.get('/api/admin/dashboard', { headers: adminHeaders() });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as {
    data: { categories: number; products: number; pendingOrders: number };
  };

  const cards = page.getByRole('list', { name: 'Sections' });
  await expect(cards.getByRole('link', { name: /^Category/ })).toContainText(
    `${data.categories}categories`,
  );
  await expect(cards.getByRole('link', { name: /^Product/ })).toContainText(
    `${data.products}products`,
  );
  await expect(cards.getByRole('link', { name: /^Order/ })).toContainText(
    `${data.pendingOrders}pending delivery`,
  );
  await expect(page.getByTestId('sales-chart').locator('svg.recharts-surface')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Low stock' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'dashboard');

  await cards.getByRole('link', { name: /^Category/ }).click();
  await expect(page).toHaveURL(/\/admin\/category$/);
});

test('an admin creates, moves and deletes categories', async ({ page, consoleWatch }, testInfo) => {
  const tag = unique();
  const parentName = `E2E Parent ${tag}`;
  const childName = `E2E Child ${tag}`;
  await openAdmin(page, '/admin/category');
  await expect(page.getByRole('button', { name: 'Edit Baby Fashion' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'categories');

  // Create: the name is required.
  await page.getByRole('button', { name: 'Create New' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create category' });
  await dialog.getByRole('button', { name: 'Save Category' }).click();
  await expect(dialog.getByText('Please fill the category name.')).toBeVisible();
  await dialog.getByLabel('Name', { exact: true }).fill(parentName);
  await dialog.getByLabel('Description').fill('Made by the admin journey.');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'category-dialog');
  await dialog.getByRole('button', { name: 'Save Category' }).click();
  await expect(toast(page, 'Category saved successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Create New' }).click();
  await dialog.getByLabel('Name', { exact: true }).fill(childName);
  await dialog.getByRole('button', { name: 'Save Category' }).click();
  await expect(page.getByRole('button', { name: `Edit ${childName}` })).toBeVisible();

  // Edit: move the child under the parent.
  await page.getByRole('button', { name: `Edit ${childName}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit category' });
  await editDialog.getByLabel('Parent category').selectOption({ label: `${parentName}` });
  await editDialog.getByRole('button', { name: 'Update Category' }).click();
  await expect(toast(page, 'Category updated successfully!')).toBeVisible();
  await page.getByRole('button', { name: `Expand ${parentName}` }).click();
  await expect(page.getByRole('button', { name: `Edit ${childName}` })).toBeVisible();
  const tree = await page.request.get('/api/categories');
  const parent = (
    (await tree.json()) as { data: { name: string; subCategories: { name: string }[] }[] }
  ).data.find((category) => category.name === parentName);
  expect(parent?.subCategories.map((category) => category.name)).toEqual([childName]);

  // A category that still has products, or subcategories, cannot go.
  consoleWatch.expectFailedLoad(409, '/api/categories/');
  await page.getByRole('button', { name: 'Expand Baby Fashion' }).click();
  await page.getByRole('button', { name: 'Expand Rompers & Onesies' }).click();
  await page.getByRole('button', { name: 'Delete Bodysuits' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete category?' });
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, /"Bodysuits" still has \d+ product\(s\)/)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${parentName}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, 'still has subcategories')).toBeVisible();

  // Empty ones go, child first.
  await page.getByRole('button', { name: `Delete ${childName}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted category: ${childName}`)).toBeVisible();
  await page.getByRole('button', { name: `Delete ${parentName}` }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toast(page, `Deleted category: ${parentName}`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${parentName}` })).toHaveCount(0);
});

type ApiProduct = {
  id: string;
  name: string;
  slug: string;
  images: { id: string; url: string; thumbUrl: string }[];
  variants: {
    id: string;
    size: string;
    color: string;
    colorHexCode: string | null;
    stock: number;
    originalPrice: number;
    discountPrice: number | null;
  }[];
  category: { id: string; name: string };
};

async function productBySlug(request: APIRequestContext, slug: string) {
  const response = await request.get(`/api/products/slug/${slug}`);
  return {
    status: response.status(),
    product: response.ok() ? ((await response.json()) as { data: ApiProduct }).data : null,
  };
}

test('an admin adds a product through the editor, edits it and deletes it', async ({
  page,
}, testInfo) => {
  // The longest journey: it creates, edits, reorders, visits the shop and deletes.
  test.slow();
  const name = `E2E Sprout Romper ${unique()}`;
  await openAdmin(page, '/admin/product');
  await expect(page.getByText(/^Showing 1-10 of \d+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'products');

  await page.getByRole('button', { name: 'Add Product' }).click();
  const editor = page.getByRole('dialog', { name: 'Add product' });
  const save = editor.getByRole('button', { name: 'Save Product' });

  // Every rule of the editor, in the order a hurried admin meets them.
  await save.click();
  await expect(toast(page, 'Product Name is mandatory.')).toBeVisible();
  await expect(editor.getByText('Product Name is mandatory.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'editor-problems');
  await editor.getByLabel('Product Name').fill(name);
  await save.click();
  await expect(toast(page, 'Category is mandatory.')).toBeVisible();
  await editor.getByLabel('Top-level category').selectOption({ label: 'Baby Fashion ›' });
  await editor
    .getByLabel('Subcategory of Baby Fashion')
    .selectOption({ label: 'Rompers & Onesies ›' });
  await editor.getByLabel('Subcategory of Rompers & Onesies').selectOption({ label: 'Bodysuits' });
  await editor.getByLabel('Description').fill('Soft organic cotton, snaps at the shoulder.');
  await save.click();
  await expect(toast(page, 'Please fill all required fields in Variant 1')).toBeVisible();
  await expect(editor.getByRole('tab', { name: /Variants & Stock/, selected: true })).toBeVisible();

  const first = editor.getByRole('group', { name: 'Variant 1' });
  await expect(first.getByLabel('Stock', { exact: true })).toHaveValue('1');
  await first.getByRole('button', { name: 'Remove Variant 1' }).click();
  await expect(toast(page, 'At least one variant is required.')).toBeVisible();
  await first.getByRole('button', { name: 'Choose the colour of Variant 1' }).click();
  await page.getByRole('button', { name: 'Sky Blue', exact: true }).click();
  await expect(first.getByLabel('Colour', { exact: true })).toHaveValue('Sky Blue');
  await first.getByLabel('Size', { exact: true }).fill('0-3M');
  await first.getByLabel('Price (₹)').fill('499');
  await first.getByLabel('Discount (₹)').fill('100');
  await editor.getByRole('button', { name: 'Add variant' }).click();
  const second = editor.getByRole('group', { name: 'Variant 2' });
  await expect(second.getByLabel('Stock', { exact: true })).toHaveValue('0');
  await second.getByLabel('Colour', { exact: true }).fill('Mint');
  await second.getByLabel('Size', { exact: true }).fill('3-6M');
  await second.getByLabel('Stock', { exact: true }).fill('4');
  await second.getByLabel('Price (₹)').fill('549');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'editor-variants');

  await save.click();
  await expect(toast(page, 'Please upload between 2 and 10 images.')).toBeVisible();
  await expect(editor.getByRole('tab', { name: /Images/, selected: true })).toBeVisible();
  const upload = editor.getByLabel('Add images');
  await upload.setInputFiles([image('front.png', [244, 182, 194])]);
  // A file that is only named like a photo is refused when picked, saying why.
  await upload.setInputFiles([
    { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Not a photo at all.') },
  ]);
  await expect(
    editor.getByText(
      '"notes.jpg" is not a picture the shop can use: choose a JPEG, PNG, GIF or WebP image.',
    ),
  ).toBeVisible();
  await expect(editor.getByText('1 of 10 images')).toBeVisible();
  await keepScreenshot(page, testInfo, 'editor-not-a-picture', { fullPage: false });
  await save.click();
  await expect(editor.getByText('Please upload between 2 and 10 images.')).toBeVisible();
  await upload.setInputFiles([
    image('back.png', [135, 206, 235]),
    image('detail.png', [168, 230, 207]),
  ]);
  await expect(editor.getByText('3 of 10 images')).toBeVisible();
  // The detail shot becomes the cover: moved earlier twice with the keyboard-friendly buttons.
  await editor.getByRole('button', { name: 'Move new image 3 (detail.png) earlier' }).click();
  await editor.getByRole('button', { name: 'Move new image 2 (detail.png) earlier' }).click();
  await expect(editor.getByRole('img', { name: 'New image 1: detail.png' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'editor-images');
  await save.click();
  await expect(toast(page, 'Product added!')).toBeVisible();
  await expect(editor).toBeHidden();

  // Newest first: it tops the table, and the shop shows it.
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
  const list = await page.request.get('/api/products?page=1&limit=10&sort=newest');
  const created = ((await list.json()) as { data: ApiProduct[] }).data.find((p) => p.name === name);
  expect(created).toBeTruthy();
  const { product } = await productBySlug(page.request, created!.slug);
  expect(product?.category.name).toBe('Bodysuits');
  expect(product?.images).toHaveLength(3);
  expect(
    product?.variants.map((v) => [
      v.color,
      v.colorHexCode,
      v.size,
      v.stock,
      v.originalPrice,
      v.discountPrice,
    ]),
  ).toEqual([
    ['Sky Blue', '#87CEEB', '0-3M', 1, 499, 100],
    ['Mint', '#A8E6CF', '3-6M', 4, 549, null],
  ]);
  await page.goto(`/product/${created!.slug}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  // Edit: another stock and price, one variant and one image fewer.
  await page.goto('/admin/product');
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit product' });
  await expect(editDialog.getByLabel('Product Name')).toHaveValue(name);
  await expect(editDialog.getByLabel('Subcategory of Rompers & Onesies')).toHaveValue(
    product!.category.id,
  );
  await editDialog.getByRole('tab', { name: 'Variants & Stock' }).click();
  await editDialog
    .getByRole('group', { name: 'Variant 1' })
    .getByLabel('Stock', { exact: true })
    .fill('7');
  await editDialog.getByRole('group', { name: 'Variant 1' }).getByLabel('Price (₹)').fill('459');
  // Unsaved work is never thrown away without asking.
  await editDialog.getByRole('button', { name: 'Cancel' }).click();
  const discard = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(discard).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'editor-discard-question', { fullPage: false });
  await discard.getByRole('button', { name: 'Keep Editing' }).click();
  await expect(discard).toBeHidden();
  await expect(
    editDialog.getByRole('group', { name: 'Variant 1' }).getByLabel('Price (₹)'),
  ).toHaveValue('459');
  await editDialog.getByRole('button', { name: 'Remove Variant 2' }).click();
  await editDialog.getByRole('tab', { name: 'Images' }).click();
  const [detailShot, frontShot] = product!.images;
  await editDialog.getByRole('button', { name: 'Remove saved image 3' }).click();
  await expect(editDialog.getByText('2 of 10 images')).toBeVisible();
  // Saved images reorder too: the front shot becomes the cover, and the focus stays with it.
  await editDialog.getByRole('button', { name: 'Move saved image 2 earlier' }).click();
  const cover = editDialog.getByRole('img', { name: 'Saved image 1' });
  await expect(cover).toHaveAttribute('src', frontShot!.thumbUrl);
  await expect(editDialog.getByRole('img', { name: 'Saved image 2' })).toHaveAttribute(
    'src',
    detailShot!.thumbUrl,
  );
  const coverEarlier = editDialog.getByRole('button', { name: 'Move saved image 1 earlier' });
  await expect(coverEarlier).toBeFocused();
  await expect(coverEarlier).toHaveAttribute('aria-disabled', 'true');
  // A new image goes between the saved ones, from the keyboard.
  await editDialog.getByLabel('Add images').setInputFiles([image('side.png', [250, 218, 94])]);
  await editDialog.getByRole('button', { name: 'Move new image 3 (side.png) earlier' }).focus();
  await page.keyboard.press('Enter');
  await expect(editDialog.getByRole('img', { name: 'New image 2: side.png' })).toBeVisible();
  await expect(editDialog.getByRole('status').filter({ hasText: 'moved to' })).toHaveText(
    'new image 3 (side.png) moved to position 2 of 3.',
  );
  await expect(
    editDialog.getByRole('button', { name: 'Move new image 2 (side.png) earlier' }),
  ).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'editor-edit');
  await editDialog.getByRole('button', { name: 'Update Product' }).click();
  await expect(toast(page, 'Product updated!')).toBeVisible();
  const updated = await productBySlug(page.request, created!.slug);
  const images = updated.product!.images;
  expect(images).toHaveLength(3);
  expect([images[0]!.id, images[2]!.id]).toEqual([frontShot!.id, detailShot!.id]);
  expect(product!.images.map((i) => i.id)).not.toContain(images[1]!.id);
  expect(updated.product?.variants.map((v) => [v.id, v.size, v.stock, v.originalPrice])).toEqual([
    [product!.variants[0]!.id, '0-3M', 7, 459],
  ]);

  // The shop follows the new order: the front shot leads the product page and the listing.
  await page.goto(`/product/${created!.slug}`);
  await expect(page.getByRole('img', { name: `${name}, photo 1 of 3` })).toHaveAttribute(
    'src',
    frontShot!.thumbUrl,
  );
  await page.goto(`/shop?categoryId=${product!.category.id}&sort=newest`);
  await expect(
    page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name, exact: true }) })
      .locator('img')
      .first(),
  ).toHaveAttribute('src', frontShot!.thumbUrl);
  await page.goto('/admin/product');

  // The variants and the gallery from the table.
  await page
    .getByRole('button', { name: /^1 variant/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: `Variants of ${name}` })).toContainText('₹459.00');
  await page.getByRole('button', { name: `Show the 3 images of ${name}` }).click();
  const gallery = page.getByRole('dialog', { name: `Images of ${name}` });
  await expect(gallery.getByRole('button', { name: 'Show image 2' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'gallery');
  await gallery.getByRole('button', { name: 'Close' }).click();

  // Delete, after confirming.
  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('alertdialog', { name: 'Delete product?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(toast(page, 'Product deleted successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit ${name}` })).toHaveCount(0);
  expect((await productBySlug(page.request, created!.slug)).status).toBe(404);
});

test('an admin ships an order and the customer sees it', async ({ page, browser }, testInfo) => {
  // A customer places an order through the API.
  const api = page.request;
  const username = `buyer${unique()}`;
  const password = 'Sunny-days-42';
  expect(
    (
      await api.post('/api/auth/register', {
        data: {
          username,
          email: `${username}@example.com`,
          password,
          firstName: 'Meera',
          lastName: 'Iyer',
        },
      })
    ).status(),
  ).toBe(201);
  const login = (await (
    await api.post('/api/auth/login', { data: { identifier: username, password } })
  ).json()) as {
    token: string;
    user: { id: string; username: string; userType: string };
  };
  const customer = { Authorization: `Bearer ${login.token}` };
  const address = (await (
    await api.post('/api/addresses', {
      headers: customer,
      data: {
        fullName: 'Kavya Iyer',
        phone: '9123456780',
        addressLine1: '7 Lake View Road',
        city: 'Pune',
        state: 'Maharashtra',
        postalCode: '411001',
      },
    })
  ).json()) as { address: { id: string } };
  const products = (await (await api.get('/api/products?limit=20&inStock=true')).json()) as {
    data: ApiProduct[];
  };
  const variant = products.data.flatMap((p) => p.variants).find((v) => v.stock > 2)!;
  expect(
    (
      await api.post('/api/cart/add', {
        headers: customer,
        data: { productVariantId: variant.id, quantity: 1 },
      })
    ).ok(),
  ).toBe(true);
  const placed = await api.post('/api/orders/place', {
    headers: customer,
    data: { addressId: address.address.id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: string; orderNumber: string } };

  await openAdmin(page, '/admin/order');
  const countsBefore = (
    (await (await api.get('/api/orders/all?limit=1', { headers: adminHeaders() })).json()) as {
      statusCounts: Record<'ALL' | 'PENDING' | 'SHIPPED' | 'DELIVERED' | 'CANCELED', number>;
    }
  ).statusCounts;
  expect(countsBefore.PENDING).toBeGreaterThan(0);
  const status = page.getByLabel(`Delivery status of order ${order.orderNumber}`);
  await expect(status).toHaveValue('PENDING');
  // Every tab shows how many orders it holds across the shop.
  for (const [tab, n] of Object.entries(countsBefore)) {
    await expect(page.getByRole('tab', { name: `${tab} (${n})` })).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'orders');

  await page.getByRole('button', { name: `Details of order ${order.orderNumber}` }).click();
  const details = page.getByRole('dialog', { name: `Order ${order.orderNumber}` });
  await expect(details).toContainText('Meera Iyer');
  await expect(details).toContainText('7 Lake View Road');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'order-details');
  await details.getByRole('button', { name: 'Close' }).click();

  await status.selectOption('SHIPPED');
  // Shipping asks who carries the parcel; both answers are optional, and kept on the order.
  const shipping = page.getByRole('alertdialog', {
    name: `Mark order ${order.orderNumber} as SHIPPED?`,
  });
  await shipping.getByLabel('Courier').fill('Delhivery');
  await shipping.getByLabel('Tracking number').fill('DLV1234567890');
  await shipping.getByRole('button', { name: 'Mark as Shipped' }).click();
  await expect(toast(page, 'Status updated to SHIPPED')).toBeVisible();
  await expect(
    page.getByRole('tab', { name: `PENDING (${countsBefore.PENDING - 1})` }),
  ).toBeVisible();
  await page.getByRole('tab', { name: `SHIPPED (${countsBefore.SHIPPED + 1})` }).click();
  await expect(page).toHaveURL(/status=SHIPPED/);
  await expect(page.getByLabel(`Delivery status of order ${order.orderNumber}`)).toHaveValue(
    'SHIPPED',
  );

  const mine = (await (await api.get('/api/orders/my-orders', { headers: customer })).json()) as {
    orders: {
      id: string;
      deliveryStatus: string;
      shipment: { courier: string | null; trackingNumber: string | null } | null;
    }[];
  };
  const shipped = mine.orders.find((o) => o.id === order.id);
  expect(shipped?.deliveryStatus).toBe('SHIPPED');
  expect(shipped?.shipment).toMatchObject({
    courier: 'Delhivery',
    trackingNumber: 'DLV1234567890',
  });

  // And in the customer's own order history.
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport,
  });
  await context.addInitScript((session) => {
    // The new page's first document is about:blank, which has no storage of its own.
    if (location.protocol === 'about:') return;
    localStorage.setItem('authToken', session.token);
    localStorage.setItem('role', session.user.userType);
    localStorage.setItem('userId', session.user.id);
    localStorage.setItem(
      'user',
      JSON.stringify({ username: session.user.username, userType: session.user.userType }),
    );
  }, login);
  const shopper = await context.newPage();
  await shopper.goto('/myaccount/order');
  await shopper.getByRole('tab', { name: /Shipped/ }).click();
  await expect(
    shopper.getByText(order.orderNumber).filter({ visible: true }).first(),
  ).toBeVisible();
  await context.close();
});

test('an admin renames the company and the shop header follows', async ({ page }, testInfo) => {
  await openAdmin(page, '/admin/company');
  const nameField = page.getByLabel('Company name');
  await expect(nameField).not.toHaveValue('');
  const original = {
    name: await nameField.inputValue(),
    phone: await page.getByLabel('Phone').inputValue(),
    pincode: await page.getByLabel('Pincode').inputValue(),
  };
  await expect(page.getByText('PNG, JPG, GIF up to 2MB')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'company');

  await nameField.fill('');
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(page.getByText('Company name is required.')).toBeVisible();

  const renamed = `Sprout & Co ${unique()}`;
  await nameField.fill(renamed);
  await page.getByLabel('Phone').fill('9876543210');
  await page.getByLabel('Pincode').fill('560001');
  await page.getByLabel(/Upload logo|Change logo/).setInputFiles(image('logo.png', [229, 103, 74]));
  await expect(page.getByRole('img', { name: 'Preview of the new logo' })).toBeVisible();
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Company details updated successfully!')).toBeVisible();

  await page.goto('/home');
  await expect(page.getByRole('banner').getByText(renamed)).toBeVisible();

  // Back to the demo name, so later journeys see the usual brand.
  await page.goto('/admin/company');
  await page.getByLabel('Company name').fill(original.name);
  await page.getByLabel('Phone').fill(original.phone);
  await page.getByLabel('Pincode').fill(original.pincode);
  await page.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Company details updated successfully!')).toBeVisible();
});

test('an admin edits the privacy policy and shoppers read it', async ({ page }, testInfo) => {
  const tag = unique();
  const note = `Admin note ${tag}`;
  const clause = `Clause added by the admin journey ${tag}.`;
  await openAdmin(page, '/admin/legal');
  const editor = page.getByRole('textbox', { name: 'Privacy Policy content', exact: true });
  await expect(editor).toContainText('Privacy');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'legal');

  await editor.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  const formatting = page.getByRole('toolbar', {
    name: 'Formatting of Privacy Policy content',
    exact: true,
  });
  await formatting.getByRole('button', { name: 'Subheading' }).click();
  await page.keyboard.type(note);
  await page.keyboard.press('Enter');
  await formatting.getByRole('button', { name: 'Bold' }).click();
  await page.keyboard.type(clause);
  if (testInfo.project.name === 'phone')
    await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByLabel('Preview of Privacy Policy')).toContainText(clause);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Page saved successfully!')).toBeVisible();

  await page.getByRole('button', { name: 'Edit Terms & Conditions' }).click();
  await expect(
    page.getByRole('textbox', { name: 'Terms & Conditions content', exact: true }),
  ).toBeVisible();
  await keepScreenshot(page, testInfo, 'legal-terms');

  await page.goto('/page/privacy-policy');
  await expect(page.getByRole('heading', { name: note })).toBeVisible();
  await expect(page.locator('strong', { hasText: clause })).toBeVisible();
});
