import { expect, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminHeaders, createProduct, type ApiProduct } from '../fixtures/products.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { logInAsAdmin, unique } from '../fixtures/session.ts';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test('an admin finds a product by part of its SKU, makes it a draft, previews it and publishes it', async ({
  page,
  consoleWatch,
}, testInfo) => {
  test.slow();
  const api = page.request;
  const headers = await adminHeaders(api);
  const tag = unique().toUpperCase();
  const name = `E2E Marigold Kurta ${tag}`;
  const product = await createProduct(api, headers, {
    name,
    description: 'A festive cotton kurta.',
    variants: [
      {
        sku: `LS-KRT-${tag}-2Y`,
        size: '2-3Y',
        color: 'Marigold Yellow',
        stock: 6,
        originalPrice: 699,
      },
    ],
  });
  // Other journeys count the demo shop's products: this one leaves none behind, pass or fail.
  try {
    await logInAsAdmin(page);
    await page.goto('/admin/product');
    await page.getByLabel('Search products').fill(`krt-${tag.toLowerCase()}`);
    await expect(page).toHaveURL(new RegExp(`q=krt-${tag.toLowerCase()}`));
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expect(page.getByText(/^Showing 1-1 of 1$/)).toBeVisible();

    // Draft: the editor's status choice, then the Draft badge in the list.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const editor = page.getByRole('dialog', { name: 'Edit product' });
    // The choices are cards: the visible card is what a person clicks.
    await editor.getByText('Hidden from the shop until you publish it.').click();
    await expect(editor.getByRole('radio', { name: 'Draft' })).toBeChecked();
    await keepScreenshot(page, testInfo, 'editor-draft');
    await editor.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, /Product updated/)).toBeVisible();
    await expect(editor).toBeHidden();
    // The list marks it (the status filter's own Draft option is not the badge).
    await expect(
      page.getByText('Draft', { exact: true }).filter({ visible: true }).first(),
    ).toBeVisible();
    await page.getByLabel('Status').selectOption('DRAFT');
    await expect(page.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await keepScreenshot(page, testInfo, 'products-drafts');

    // Shoppers: not in the shop, its page is not found.
    const visitor = await page
      .context()
      .browser()!
      .newContext({ baseURL: testInfo.project.use.baseURL });
    const shopper = await visitor.newPage();
    expect((await shopper.request.get(`/api/products/slug/${product.slug}`)).status()).toBe(404);
    const search = (await (await shopper.request.get(`/api/products/search?q=${tag}`)).json()) as {
      products: ApiProduct[];
    };
    expect(search.products).toHaveLength(0);
    const response = await shopper.goto(`/product/${product.slug}`);
    expect(response?.status()).toBe(404);

    // The admin's preview shows it, marked as a draft.
    await page.getByRole('button', { name: `Edit ${name}` }).click();
    const [preview] = await Promise.all([
      page.context().waitForEvent('page'),
      editor.getByRole('link', { name: /Preview/ }).click(),
    ]);
    consoleWatch.expectFailedLoad(404, `/product/${product.slug}`);
    await expect(preview.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(preview.getByText('Draft: only admins see this page')).toBeVisible();
    await keepScreenshot(preview, testInfo, 'draft-preview');
    await preview.close();

    // Publish: shoppers find it again.
    await editor.getByText('In the shop for everyone to buy.').click();
    await expect(editor.getByRole('radio', { name: 'Active' })).toBeChecked();
    await editor.getByRole('button', { name: 'Update Product' }).click();
    await expect(toast(page, /Product updated/)).toBeVisible();
    await shopper.goto(`/product/${product.slug}`);
    await expect(shopper.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(shopper.getByText('Draft: only admins see this page')).toHaveCount(0);
    await visitor.close();
  } finally {
    expect((await api.delete(`/api/products/${product.id}`, { headers })).ok()).toBe(true);
  }
});

test('an admin makes a 3 sizes × 2 colours variant grid', async ({ page }, testInfo) => {
  await logInAsAdmin(page);
  await page.goto('/admin/product');
  await page.getByRole('button', { name: 'Add Product' }).click();
  const editor = page.getByRole('dialog', { name: 'Add product' });
  await editor.getByRole('tab', { name: /Variants & Stock/ }).click();
  await editor.getByRole('button', { name: 'Choose sizes and colours' }).click();
  const babySizes = editor.getByRole('group', { name: 'Baby sizes' });
  for (const size of ['0-3M', '3-6M', '6-12M']) {
    await babySizes.getByText(size, { exact: true }).click();
    await expect(babySizes.getByRole('checkbox', { name: size, exact: true })).toBeChecked();
  }
  await editor.getByLabel('Colours').fill('Marigold Yellow, Navy');
  await editor.getByLabel('Price of each (₹)').fill('549');
  await editor.getByLabel('Stock of each').fill('8');
  await expect(editor.getByText('6 new variants: 3 sizes × 2 colours.')).toBeVisible();
  await keepScreenshot(page, testInfo, 'variant-grid');
  await editor.getByRole('button', { name: 'Add 6 variants' }).click();

  for (let n = 1; n <= 6; n++) {
    await expect(editor.getByRole('group', { name: `Variant ${n}` })).toBeVisible();
  }
  await expect(editor.getByRole('group', { name: 'Variant 7' })).toHaveCount(0);
  const first = editor.getByRole('group', { name: 'Variant 1' });
  await expect(first.getByLabel('Size', { exact: true })).toHaveValue('0-3M');
  await expect(first.getByLabel('Colour', { exact: true })).toHaveValue('Marigold Yellow');
  await expect(first.getByLabel('Price (₹)')).toHaveValue('549');
  await expect(first.getByLabel('Stock', { exact: true })).toHaveValue('8');
  const last = editor.getByRole('group', { name: 'Variant 6' });
  await expect(last.getByLabel('Size', { exact: true })).toHaveValue('6-12M');
  await expect(last.getByLabel('Colour', { exact: true })).toHaveValue('Navy');
  // Each row stays editable on its own.
  await last.getByLabel('Stock', { exact: true }).fill('2');
  await expect(first.getByLabel('Stock', { exact: true })).toHaveValue('8');
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'variant-grid-rows');
});

test('an admin finds an order by the customer phone and exports it', async ({ page }, testInfo) => {
  const api = page.request;
  const username = `phonebuyer${unique()}`;
  const password = 'Sunny-days-42';
  expect(
    (
      await api.post('/api/auth/register', {
        data: { username, email: `${username}@example.com`, password },
      })
    ).status(),
  ).toBe(201);
  const { token } = (await (
    await api.post('/api/auth/login', { data: { identifier: username, password } })
  ).json()) as { token: string };
  const customer = { Authorization: `Bearer ${token}` };
  const phone = `7${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;
  const address = (await (
    await api.post('/api/addresses', {
      headers: customer,
      data: {
        fullName: 'Ritu "Chintu" Sharma',
        phone,
        addressLine1: '=HYPERLINK("http://evil.example"), Flat 3',
        city: 'Jaipur',
        state: 'Rajasthan',
        postalCode: '302001',
      },
    })
  ).json()) as { address: { id: string } };
  const { data: products } = (await (
    await api.get('/api/products?limit=20&inStock=true')
  ).json()) as {
    data: ApiProduct[];
  };
  const variant = products.flatMap((p) => p.variants).find((v) => v.stock > 2)!;
  await api.post('/api/cart/add', {
    headers: customer,
    data: { productVariantId: variant.id, quantity: 2 },
  });
  const placed = await api.post('/api/orders/place', {
    headers: customer,
    data: { addressId: address.address.id, paymentMethod: 'COD' },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { orderNumber: string } };

  await logInAsAdmin(page);
  await page.goto('/admin/order');
  // Typed as people write it: spaced, with the country code.
  await page.getByLabel('Search orders').fill(`+91 ${phone.slice(0, 5)} ${phone.slice(5)}`);
  await expect(page).toHaveURL(/q=/);
  await expect(page.getByLabel(`Delivery status of order ${order.orderNumber}`)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'ALL (1)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await keepScreenshot(page, testInfo, 'orders-found-by-phone');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe(
    'Order number,Date,Account holder,Account email,Recipient,Recipient phone,Address,PIN code,Status,Product,SKU,Size,Colour,Quantity,Unit price,Line total,Discount code,Code discount',
  );
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(order.orderNumber);
  expect(lines[1]).toContain(`"Ritu ""Chintu"" Sharma",${phone},`);
  expect(lines[1]).toContain('302001');
  // The address starts with "=": quoted, and guarded so a spreadsheet shows it as text.
  expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example""), Flat 3`);
});
