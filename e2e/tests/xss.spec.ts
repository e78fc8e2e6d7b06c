import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { companyFormFields, type CompanyDetails } from '../fixtures/company.ts';
import { test } from '../fixtures/console-watch.ts';
import { waitForHydration } from '../fixtures/hydration.ts';
import { E2E_ADMIN, logIn } from '../fixtures/session.ts';

/**
 * Stored XSS: OWASP filter-evasion vectors are saved through every field that a page shows
 * (legal pages, product names, descriptions, colours and sizes, category names, addresses,
 * profile fields, company details), then every page that shows them is opened in Chromium.
 * A vector that ran would open a dialog (alert) or set window.__xss; a vector that became markup
 * would leave an event handler, a javascript: URL, a foreign script or frame in the DOM, or
 * trip the Content-Security-Policy. None of that may happen.
 */

declare global {
  interface Window {
    __xss?: unknown;
    __cspViolations?: string[];
  }
}

const alertOf = (n: number) => `alert(${n})`;
// From the OWASP XSS Filter Evasion Cheat Sheet (each numbered, so a failure names its vector),
// plus the mutation-XSS and attribute/JSON break-outs that bite templating.
const VECTORS: string[] = [
  `<script>${alertOf(1)}</script>`,
  `<SCRIPT SRC=data:text/javascript,${alertOf(2)}></SCRIPT>`,
  `<IMG SRC="javascript:${alertOf(3)};">`,
  `<IMG SRC=JaVaScRiPt:${alertOf(4)}>`,
  '<IMG SRC=`javascript:alert(5)`>',
  `<a onmouseover="${alertOf(6)}">xxs link</a>`,
  `<IMG """><SCRIPT>${alertOf(7)}</SCRIPT>"\\>`,
  '<IMG SRC=javascript:alert(String.fromCharCode(88,83,83))>',
  `<IMG SRC=/ onerror="${alertOf(9)}"></img>`,
  '<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000049&#0000048&#0000041">',
  '<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#49;&#49;&#41;>',
  '<IMG SRC=&#x6A&#x61&#x76&#x61&#x73&#x63&#x72&#x69&#x70&#x74&#x3A&#x61&#x6C&#x65&#x72&#x74&#x28&#x31&#x32&#x29>',
  `<IMG SRC="jav\tascript:${alertOf(13)};">`,
  `<IMG SRC="jav&#x0A;ascript:${alertOf(14)};">`,
  `<IMG SRC=" &#14;  javascript:${alertOf(15)};">`,
  `<SCRIPT/XSS SRC="data:,${alertOf(16)}"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=${alertOf(17)}>`,
  `<<SCRIPT>${alertOf(18)};//\\<</SCRIPT>`,
  `</TITLE><SCRIPT>${alertOf(19)};</SCRIPT>`,
  `<INPUT TYPE="IMAGE" SRC="javascript:${alertOf(20)};">`,
  `<BODY BACKGROUND="javascript:${alertOf(21)}">`,
  `<svg/onload=${alertOf(22)}>`,
  `<svg><script>${alertOf(23)}</script></svg>`,
  `<LINK REL="stylesheet" HREF="javascript:${alertOf(24)};">`,
  `<STYLE>@import'javascript:${alertOf(25)}';</STYLE>`,
  `<IMG STYLE="xss:expr/*XSS*/ession(${alertOf(26)})">`,
  `<STYLE>li {list-style-image: url("javascript:${alertOf(27)}");}</STYLE><UL><LI>XSS</br>`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:${alertOf(28)};">`,
  '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgyOSk8L3NjcmlwdD4K">',
  `<IFRAME SRC="javascript:${alertOf(30)};"></IFRAME>`,
  `<iframe srcdoc="<script>parent.${alertOf(31)}</script>"></iframe>`,
  `<FRAMESET><FRAME SRC="javascript:${alertOf(32)};"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:${alertOf(33)}"><tr><td>x</td></tr></TABLE>`,
  `<DIV STYLE="background-image: url(javascript:${alertOf(34)})">x</DIV>`,
  `<DIV STYLE="width: expression(${alertOf(35)});">x</DIV>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="data:text/html,<script>${alertOf(36)}</script>"></OBJECT>`,
  '<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMzcpIi8+" type="image/svg+xml">',
  `<a href="javascript:${alertOf(38)}">click me</a>`,
  `<a href="&#14;javascript:${alertOf(39)}">click me</a>`,
  `"><script>${alertOf(40)}</script>`,
  `'><img src=x onerror=${alertOf(41)}>`,
  `</script><script>${alertOf(42)}</script>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${alertOf(43)}>`,
  `<noscript><p title="</noscript><img src=x onerror=${alertOf(44)}>">`,
  `<details open ontoggle=${alertOf(45)}>`,
  `<video><source onerror="${alertOf(46)}"></video>`,
  `<xss onfocus=${alertOf(47)} autofocus tabindex=1>`,
  `<form action="javascript:${alertOf(48)}"><button>go</button></form>`,
  `<img src=x onerror="window.__xss=49">`,
  `{{constructor.constructor('window.__xss=50')()}}`,
];

/** Short vectors for fields with small limits (names, colours, cities). */
const SHORT = {
  img: '<img src=x onerror=alert(101)>',
  svg: '"><svg/onload=alert(102)>',
  script: '<script>alert(103)</script>',
  breakout: "</script><script>alert(104)</script> $' $` $&",
  iframe: '<iframe srcdoc="<script>parent.alert(105)</script>">',
  colour: '<svg/onload=alert(106)>',
  size: '<b onmouseover=alert(107)>',
  href: 'javascript:alert(108)',
  details: '<details open ontoggle=alert(109)>',
};

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

type Seeded = {
  adminToken: string;
  orderNumber: string;
  requestNumber: string;
  customer: { email: string; password: string; token: string };
  productSlugs: string[];
  productIds: string[];
  categoryIds: string[];
  legalSlug: string;
  restore: { privacy: { title: string; content: string }; company: Record<string, string> };
};

async function ok<T>(response: Promise<APIResponse>): Promise<T> {
  const res = await response;
  expect(res.ok(), `${res.url()}: ${await res.text()}`).toBe(true);
  return (await res.json()) as T;
}

async function seed(api: APIRequestContext): Promise<Seeded> {
  const { token: adminToken } = await ok<{ token: string }>(
    api.post('/api/auth/login', {
      data: { identifier: E2E_ADMIN.email, password: E2E_ADMIN.password },
    }),
  );
  const admin = bearer(adminToken);
  const paragraphs = VECTORS.map((v, i) => `<p>Vector ${i + 1}: ${v}</p>`);
  // An unclosed <style> (vector 43) rightly takes everything after it down with it, so the
  // second page has the vectors in reverse order: each one is followed by text on one page.
  const contents = [paragraphs.join('\n'), paragraphs.toReversed().join('\n')];

  // Legal pages: a page of its own (at /page/<slug>) and the footer's Privacy Policy dialog.
  const privacy = await ok<{ data: { title: string; content: string } }>(
    api.get('/api/legal-pages/slug/privacy-policy'),
  );
  const legalSlug = `xss-${run}`;
  for (const [index, [slug, title]] of [
    [legalSlug, `</TITLE><SCRIPT>alert(110)</SCRIPT> ${run}`],
    ['privacy-policy', 'Privacy Policy'],
  ].entries()) {
    await ok(
      api.post('/api/legal-pages', {
        headers: admin,
        data: { title, slug, content: contents[index] },
      }),
    );
  }

  // Categories named and described with vectors, and products in them.
  const categoryIds: string[] = [];
  for (const name of [SHORT.script, SHORT.img, SHORT.svg]) {
    const created = await ok<{ data: { id: string } }>(
      api.post('/api/categories', {
        headers: admin,
        data: { name: `${name} ${run}`.slice(0, 80), description: VECTORS.slice(0, 10).join(' ') },
      }),
    );
    categoryIds.push(created.data.id);
  }
  const demo = await ok<{ data: { images: { url: string }[] }[] }>(
    api.get('/api/products?limit=1'),
  );
  const pictures = await Promise.all(
    demo.data[0]!.images.slice(0, 2).map(async (image) => (await api.get(image.url)).body()),
  );
  const description = VECTORS.join('\n').slice(0, 5000);
  const productSlugs: string[] = [];
  const productIds: string[] = [];
  for (const [index, name] of [SHORT.img, SHORT.breakout, SHORT.iframe, SHORT.details].entries()) {
    const form = new FormData();
    form.append('productName', `${name} ${run}`);
    form.append('categoryId', categoryIds[index % categoryIds.length]!);
    form.append('description', description);
    form.append(
      'productVariants',
      JSON.stringify([
        {
          size: SHORT.size,
          color: SHORT.colour,
          colorHexCode: '#F4B6C2',
          stock: 50,
          originalPrice: 499,
        },
      ]),
    );
    for (const [n, picture] of pictures.entries()) {
      form.append(
        'images',
        new Blob([new Uint8Array(picture)], { type: 'image/webp' }),
        `${n}.webp`,
      );
    }
    const created = await ok<{ data: { id: string; slug: string } }>(
      api.post('/api/products', { headers: admin, multipart: form }),
    );
    productSlugs.push(created.data.slug);
    productIds.push(created.data.id);
  }

  // Company details show in the header, footer and About page.
  const company = await ok<{ details: CompanyDetails }>(api.get('/api/company-details'));
  await ok(
    api.put('/api/company-details', {
      headers: admin,
      multipart: {
        name: `${SHORT.svg} Sprouts`,
        email: 'hello@littlesprouts.example',
        phone: '9876543210',
        address: VECTORS.slice(0, 12).join(' ').slice(0, 500),
        pincode: '560001',
      },
    }),
  );

  // A customer whose profile, address, cart, wishlist and order carry vectors.
  const email = `xss${run}@example.com`;
  const password = 'Sunny-days-42';
  await ok(api.post('/api/auth/register', { data: { username: `xss${run}`, email, password } }));
  const { token } = await ok<{ token: string }>(
    api.post('/api/auth/login', { data: { identifier: email, password } }),
  );
  const customer = bearer(token);
  await ok(
    api.put('/api/users/profile', {
      headers: customer,
      data: { firstName: SHORT.script, lastName: SHORT.img },
    }),
  );
  const { address } = await ok<{ address: { id: string } }>(
    api.post('/api/addresses', {
      headers: customer,
      data: {
        // The state is one of India's and the PIN code 6 digits, else the address is refused.
        fullName: SHORT.href,
        phone: '9876543210',
        addressLine1: SHORT.img,
        addressLine2: SHORT.iframe,
        city: SHORT.svg,
        state: 'Karnataka',
        postalCode: '560001',
      },
    }),
  );
  const product = await ok<{ data: { variants: { id: string }[] } }>(
    api.get(`/api/products/${productIds[0]}`),
  );
  const variantId = product.data.variants[0]!.id;
  await ok(
    api.post('/api/cart/add', {
      headers: customer,
      data: { productVariantId: variantId, quantity: 1 },
    }),
  );
  const { order } = await ok<{
    order: { id: string; orderNumber: string; items: { id: string }[] };
  }>(
    api.post('/api/orders/place', {
      headers: customer,
      data: { addressId: address.id, paymentMethod: 'COD' },
    }),
  );
  // Shipped by a courier with a vector for a name, delivered, and a return asked for with a
  // vector in the note, answered with one in the shop's note.
  await ok(
    api.put(`/api/orders/${order.id}/status`, {
      headers: admin,
      data: { deliveryStatus: 'SHIPPED', courier: SHORT.img, trackingNumber: SHORT.svg },
    }),
  );
  await ok(
    api.put(`/api/orders/${order.id}/status`, {
      headers: admin,
      data: { deliveryStatus: 'DELIVERED' },
    }),
  );
  const { returnRequest } = await ok<{ returnRequest: { id: string; requestNumber: string } }>(
    api.post(`/api/orders/${order.id}/returns`, {
      headers: customer,
      data: {
        type: 'RETURN',
        items: [{ orderItemId: order.items[0]!.id, quantity: 1, reason: 'DAMAGED' }],
        note: VECTORS.slice(0, 12).join(' ').slice(0, 500),
        refundUpiId: 'meera.iyer@okaxis',
      },
    }),
  );
  await ok(
    api.put(`/api/admin/returns/${returnRequest.id}`, {
      headers: admin,
      data: { status: 'APPROVED', adminNote: SHORT.breakout },
    }),
  );
  await ok(
    api.post('/api/cart/add', {
      headers: customer,
      data: { productVariantId: variantId, quantity: 1 },
    }),
  );
  await ok(api.post(`/api/wishlist/${productIds[1]}`, { headers: customer, data: {} }));

  return {
    adminToken,
    orderNumber: order.orderNumber,
    requestNumber: returnRequest.requestNumber,
    customer: { email, password, token },
    productSlugs,
    productIds,
    categoryIds,
    legalSlug,
    restore: {
      privacy: privacy.data,
      company: companyFormFields(company.details),
    },
  };
}

/** Leaves the shop as the other journeys expect it: no vector products, the real texts back. */
async function cleanUp(api: APIRequestContext, seeded: Seeded): Promise<void> {
  const admin = bearer(seeded.adminToken);
  for (const id of seeded.productIds)
    await ok(api.delete(`/api/products/${id}`, { headers: admin }));
  for (const id of seeded.categoryIds)
    await ok(api.delete(`/api/categories/${id}`, { headers: admin }));
  await ok(
    api.post('/api/legal-pages', {
      headers: admin,
      data: { ...seeded.restore.privacy, slug: 'privacy-policy' },
    }),
  );
  await ok(api.put('/api/company-details', { headers: admin, multipart: seeded.restore.company }));
}

/** Records every sign of a script that ran or was blocked, from the first byte of each page. */
async function watch(page: Page): Promise<string[]> {
  const signs: string[] = [];
  page.on('dialog', (dialog) => {
    signs.push(`${dialog.type()} dialog: ${dialog.message()} on ${page.url()}`);
    void dialog.dismiss();
  });
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (execute|load|frame)/i.test(message.text())) {
      signs.push(`console: ${message.text()} on ${page.url()}`);
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
  return signs;
}

/**
 * Nothing ran, and nothing that could run is in the page: no event-handler attribute, no
 * javascript: or data: URL in a link, image or frame, no script but the app's own, no frame,
 * object or embed, no meta refresh.
 */
async function expectNoScript(page: Page, signs: string[], where: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  const found = await page.evaluate(() => {
    const problems: string[] = [];
    if (window.__xss !== undefined) problems.push(`window.__xss = ${String(window.__xss)}`);
    problems.push(...(window.__cspViolations ?? []).map((v) => `CSP: ${v}`));
    for (const element of Array.from(document.querySelectorAll('*'))) {
      for (const attribute of Array.from(element.attributes)) {
        // Browsers skip whitespace and control characters inside a URL's scheme.
        const value = Array.from(attribute.value)
          .filter((ch) => ch.charCodeAt(0) > 0x20)
          .join('')
          .toLowerCase();
        if (attribute.name.startsWith('on')) {
          problems.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
        }
        if (
          [
            'href',
            'src',
            'action',
            'formaction',
            'data',
            'background',
            'srcdoc',
            'xlink:href',
          ].includes(attribute.name) &&
          (value.startsWith('javascript:') ||
            value.startsWith('data:text') ||
            attribute.name === 'srcdoc')
        ) {
          problems.push(`<${element.localName} ${attribute.name}="${attribute.value}">`);
        }
      }
    }
    for (const script of Array.from(document.querySelectorAll('script'))) {
      // The page's state for hydration is data too: a vector that broke out of it would leave
      // a script of its own, which this still finds.
      const own =
        script.src.startsWith(`${location.origin}/assets/`) ||
        script.src === `${location.origin}/start-app.js` ||
        script.type === 'application/ld+json' ||
        (script.type === 'application/json' && script.id === 'page-state');
      if (!own) problems.push(`script: ${script.outerHTML.slice(0, 120)}`);
    }
    for (const element of Array.from(
      document.querySelectorAll(
        'iframe, frame, frameset, object, embed, meta[http-equiv], link[rel=stylesheet]:not([href^="/assets/"])',
      ),
    )) {
      problems.push(`element: ${element.outerHTML.slice(0, 120)}`);
    }
    return problems;
  });
  expect([...signs, ...found], where).toEqual([]);
  expect(new URL(page.url()).origin, `${where}: the page was navigated away`).toBe(
    new URL(test.info().project.use.baseURL!).origin,
  );
}

let seeded: Seeded;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }) => {
  seeded = await seed(request);
});

test.afterAll(async ({ request }) => {
  await cleanUp(request, seeded);
});

/**
 * Opens a page, waits until it shows `text` (so a blank or half-loaded page cannot pass), then
 * checks that nothing ran.
 */
async function visit(page: Page, signs: string[], url: string, text: string): Promise<void> {
  await page.goto(url);
  // Tables (desktop) and cards (phone) are both in the page; CSS shows one of them.
  await expect(
    page.getByRole('main').getByText(text).filter({ visible: true }).first(),
    url,
  ).toBeVisible();
  await expectNoScript(page, signs, url);
}

// The company name carries a vector: every storefront page shows it in the header and footer.
const BRAND = 'onload=alert(102)> Sprouts';

test('a visitor sees the vectors as text on every storefront page', async ({ page }) => {
  const signs = await watch(page);
  const categories = seeded.categoryIds.map((id) => `categoryId=${id}`).join('&');
  const pages: [string, string][] = [
    ['/', 'Shop'],
    ['/about', 'Sprouts'],
    ['/shop', 'Shop'],
    [`/shop?sort=newest&${categories}`, `onerror=alert(101)> ${run}`],
    [`/page/${seeded.legalSlug}`, 'Vector 42:'],
    ['/page/privacy-policy', 'Vector 50:'],
    // Loaded directly, so the server-made head (title, Open Graph, JSON-LD) is in play too.
    ...seeded.productSlugs.map((slug): [string, string] => [
      `/product/${encodeURIComponent(slug)}`,
      run,
    ]),
  ];
  for (const [url, text] of pages) {
    await visit(page, signs, url, text);
    await expect(page.getByText(BRAND).filter({ visible: true }).first(), url).toBeVisible();
  }
  await page.goto(`/product/${encodeURIComponent(seeded.productSlugs[1]!)}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    "</script><script>alert(104)</script> $' $` $&",
  );
  // The footer's legal dialog renders the stored HTML.
  await page.goto('/about');
  await waitForHydration(page);
  // The footer takes over its server HTML once its own code has arrived.
  await page.waitForLoadState('networkidle');
  await page.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page.getByRole('dialog').getByText('Vector 44:')).toBeVisible();
  await expectNoScript(page, signs, 'privacy policy dialog');
});

test('a customer sees them safely in search, cart, wishlist, checkout and My Account', async ({
  page,
}) => {
  const signs = await watch(page);
  await logIn(page, seeded.customer.email, seeded.customer.password);
  await expect(page).toHaveURL(/\/myaccount/);
  const pages: [string, string][] = [
    ['/cart', run],
    ['/wishlist', run],
    ['/checkout', 'onerror=alert(101)>'],
    ['/myaccount/account', 'My Profile'],
    ['/myaccount/order', seeded.orderNumber],
    ['/myaccount/address', 'onerror=alert(101)>'],
    ['/myaccount/order?status=returns', seeded.requestNumber],
  ];
  for (const [url, text] of pages) await visit(page, signs, url, text);
  await page.goto('/myaccount/order');
  await page.getByRole('button', { name: `Details of order ${seeded.orderNumber}` }).click();
  await expect(
    page.getByRole('main').getByText(run).filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoScript(page, signs, 'my order details');
  await page.goto('/myaccount/order?status=returns');
  await expect(page.getByRole('main').getByText('alert(104)').first()).toBeVisible();
  await expectNoScript(page, signs, 'my returns');

  await page.goto('/shop');
  await page.getByRole('button', { name: 'Search' }).click();
  await page.getByPlaceholder('Search products...').fill(run);
  await expect(page.getByRole('status').filter({ hasText: 'for “' })).toContainText(
    /\d+ products? for/,
  );
  await expect(
    page.getByRole('dialog').getByText(run).filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoScript(page, signs, 'search overlay');
});

test('an admin sees them safely in every admin table and editor', async ({ page }) => {
  const signs = await watch(page);
  await logIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const pages: [string, string][] = [
    ['/admin/dashboard', 'Dashboard'],
    ['/admin/category', run],
    ['/admin/product', run],
    ['/admin/order', seeded.orderNumber],
    ['/admin/returns', seeded.requestNumber],
    ['/admin/company', 'Company Details'],
    // The editor's live preview renders the stored Privacy Policy as HTML.
    ['/admin/legal', 'Vector 50:'],
  ];
  for (const [url, text] of pages) await visit(page, signs, url, text);
  await page.goto('/admin/order');
  await page.getByRole('button', { name: `Details of order ${seeded.orderNumber}` }).click();
  await expect(
    page.getByText('onerror=alert(101)>').filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoScript(page, signs, 'admin order details');
  await page.goto('/admin/returns');
  await page.getByRole('button', { name: `Details of request ${seeded.requestNumber}` }).click();
  await expect(
    page.getByRole('dialog').getByText('onerror=alert(101)>').filter({ visible: true }).first(),
  ).toBeVisible();
  await expectNoScript(page, signs, 'admin return details');
});
