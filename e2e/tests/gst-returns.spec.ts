import {
  expect,
  type APIRequestContext,
  type Locator,
  type Page,
  type TestInfo,
} from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { test } from '../fixtures/console-watch.ts';
import { expectNoSeriousA11yViolations } from '../fixtures/axe.ts';
import { adminInOwnWindow } from '../fixtures/admin-window.ts';
import { keepScreenshot } from '../fixtures/screenshots.ts';
import { customerWithACart, placeOrderViaApi } from '../fixtures/customer.ts';
import { E2E_ADMIN } from '../fixtures/session.ts';

/*
 * GST after a return: a completed return's credit note, downloaded by the shopper, and the
 * owner's Reports screen, its GSTR-1 for the month and a section's CSV, and the sales table.
 */

type Variant = { id: string; stock: number };
type Product = { id: string; name: string; variants: Variant[] };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function variantInStock(api: APIRequestContext): Promise<Variant> {
  const { data } = (await (await api.get('/api/products?limit=50&inStock=true')).json()) as {
    data: Product[];
  };
  const variant = data.flatMap((product) => product.variants).find((v) => v.stock >= 3);
  if (!variant) throw new Error('the demo catalogue has no variant with 3 in stock');
  return variant;
}

async function adminToken(api: APIRequestContext): Promise<string> {
  const login = await api.post('/api/auth/login', {
    data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
  });
  return ((await login.json()) as { token: string }).token;
}

/** Clicks `button` and keeps the file it downloads beside the screenshots; its name and bytes. */
async function downloadFrom(page: Page, button: Locator, testInfo: TestInfo) {
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const name = download.suggestedFilename();
  const kept = testInfo.outputPath(name);
  await download.saveAs(kept);
  return { name, bytes: await readFile(kept) };
}

test("a completed return's credit note, and the month's GSTR-1 and sales on the Reports screen", async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(180_000);
  const api = page.request;
  const variant = await variantInStock(api);
  const { headers } = await customerWithACart(page, { variantId: variant.id, quantity: 2 });
  const order = await placeOrderViaApi(api, headers);

  // The shop delivers it (the invoice is issued), the shopper returns one unit, the shop
  // completes the return: the credit note is issued.
  const admin = bearer(await adminToken(api));
  const delivered = await api.put(`/api/orders/${order.id}/status`, {
    headers: admin,
    data: { deliveryStatus: 'DELIVERED' },
  });
  expect(delivered.ok()).toBe(true);
  const { order: invoiced } = (await delivered.json()) as {
    order: { invoiceNumber: string; items: { id: string }[] };
  };
  const asked = await api.post(`/api/orders/${order.id}/returns`, {
    headers,
    data: {
      type: 'RETURN',
      items: [{ orderItemId: invoiced.items[0]!.id, quantity: 1, reason: 'SIZE_TOO_SMALL' }],
      refundUpiId: 'asha.rao@okaxis',
    },
  });
  expect(asked.status()).toBe(201);
  const { returnRequest } = (await asked.json()) as {
    returnRequest: { id: string; requestNumber: string };
  };
  let creditNote = '';
  for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
    const moved = await api.put(`/api/admin/returns/${returnRequest.id}`, {
      headers: admin,
      data: { status },
    });
    expect(moved.ok()).toBe(true);
    creditNote =
      ((await moved.json()) as { returnRequest: { creditNote: { number: string } | null } })
        .returnRequest.creditNote?.number ?? '';
  }
  expect(creditNote).toMatch(/^CN\/\d{2}-\d{2}\/\d{6}$/);

  // My Orders > Returns: the credit note against the invoice, downloaded.
  await page.goto('/myaccount/order');
  await page.getByRole('tab', { name: /Returns/ }).click();
  const request = page
    .getByRole('tabpanel', { name: /Returns/ })
    .getByRole('article')
    .filter({ hasText: returnRequest.requestNumber });
  await expect(request).toContainText(
    `Credit note ${creditNote} against invoice ${invoiced.invoiceNumber}`,
  );
  await keepScreenshot(page, testInfo, 'returns-tab-credit-note');
  await expectNoSeriousA11yViolations(page);
  const file = await downloadFrom(
    page,
    request.getByRole('button', { name: `Download credit note ${creditNote}` }),
    testInfo,
  );
  expect(file.name).toBe(`credit-note-${creditNote.replaceAll('/', '-')}.pdf`);
  expect(file.bytes.subarray(0, 5).toString()).toBe('%PDF-');

  // The owner's Reports screen: this month's GSTR-1 holds the sale and the credit note.
  const owner = await adminInOwnWindow(browser, testInfo);
  await owner.goto('/admin/reports');
  await expect(owner.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const thisMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' })
    .format(new Date())
    .slice(0, 7);
  await owner.getByLabel('Month').fill(thisMonth);
  const gstr1 = owner.getByRole('table', { name: /^GSTR-1 for / });
  const small = gstr1.getByRole('row', { name: /B2C small/ });
  await expect(small).toBeVisible();
  await expect(small.getByRole('cell').first()).not.toHaveText('0');
  await expect(owner.getByText(/^Credit Note$/)).toBeVisible();
  const csv = await downloadFrom(
    owner,
    gstr1.getByRole('button', { name: 'CSV of B2C small (7)' }),
    testInfo,
  );
  expect(csv.name).toBe(`gstr1-${thisMonth}-b2cs.csv`);
  expect(
    csv.bytes
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n')[0],
  ).toBe(
    'Type,Supply,Place Of Supply,Rate,Taxable Value,Integrated Tax,Central Tax,State/UT Tax,Cess Amount',
  );

  // Sales of this month by day: today's row has the sale and the return.
  const sales = owner.getByRole('table', { name: 'Sales by day' });
  await expect(sales).toBeVisible();
  await expect(sales.getByRole('row', { name: /^Total/ })).toBeVisible();
  await owner.getByLabel('Group by').selectOption('payment');
  await expect(owner.getByRole('table', { name: 'Sales by payment method' })).toContainText(
    'Cash on Delivery',
  );
  await keepScreenshot(owner, testInfo, 'admin-reports');
  await expectNoSeriousA11yViolations(owner);
  await owner.context().close();
});
