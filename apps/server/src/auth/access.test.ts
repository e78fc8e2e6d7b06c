import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../db/schema.ts';
import Fastify from 'fastify';
import { SignJWT } from 'jose';
import type { Category, Product } from '@shop/contracts/catalog';
import {
  bearer,
  createTestApp,
  multipart,
  signInAdmin,
  signUpCustomer,
  TEST_JWT_SECRET,
  type TestApp,
} from '../test/test-app.ts';
import {
  createCategoryVia,
  createProductVia,
  productForm,
  variant,
} from '../catalog/catalog-fixtures.ts';
import { couponBody } from '../offers/offers-fixtures.ts';
import { enableUpi } from '../payments/payments-fixtures.ts';
import { codConfirmationTokenFor } from '../orders/cod-confirmation-fixtures.ts';
import { unsubscribeTokenFor } from '../notifications/unsubscribe-fixtures.ts';
import { access, registerAccessControl, requireDeclaredAccess } from './access.ts';

/**
 * The access matrix: every /api route of the route table, called by a visitor, a customer, ANOTHER
 * customer and an admin, each cell with its expected status. Owned things in the URL or body
 * (cart lines, addresses, orders) belong to `customer`, so the `otherCustomer` column proves
 * ownership: not yours is 404, as if it did not exist.
 */
type Who = 'visitor' | 'customer' | 'otherCustomer' | 'admin';
type Call = {
  url: string;
  payload?: unknown;
  headers?: Record<string, string>;
  /** A fresh account of the same role, for calls that end the caller's session. */
  token?: string;
};
type Row = { expect: Record<Who, number>; call: (who: Who) => Call | Promise<Call> };

const everyone = (status: number) => ({
  visitor: status,
  customer: status,
  otherCustomer: status,
  admin: status,
});
const signedIn = (status: number) => ({ ...everyone(status), visitor: 401 });
const adminOnly = (status: number) => ({
  visitor: 401,
  customer: 403,
  otherCustomer: 403,
  admin: status,
});
/** A customer's call on something of `customer`'s own: the other customer gets `other`. */
const customerOnly = (status: number, other = status) => ({
  visitor: 401,
  customer: status,
  otherCustomer: other,
  admin: 403,
});

let t: TestApp;
let adminToken: string;
let category: Category;
let product: Product;
type Shopper = { token: string; email: string; password: string; userId: string };
let owner: Shopper;
let other: Shopper;
let ownerAddressId: string;
let counter = 0;
const next = () => `${process.pid}-${++counter}`;

async function send(method: string, url: string, token: string, payload?: object) {
  const res = await t.app.inject({
    method: method as 'POST',
    url,
    headers: bearer(token),
    payload,
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.body}`);
  return res.json();
}

async function shopper(): Promise<Shopper> {
  const signedUp = await signUpCustomer(t.app);
  return {
    token: signedUp.token,
    email: signedUp.user.email,
    password: signedUp.password,
    userId: signedUp.user.id,
  };
}

async function ownerCartLine(): Promise<string> {
  const added = await send('POST', '/api/cart/add', owner.token, {
    productVariantId: product.variants[0]!.id,
    quantity: 1,
  });
  return added.item.id;
}

async function ownerOrder(): Promise<string> {
  await ownerCartLine();
  const placed = await send('POST', '/api/orders/place', owner.token, {
    addressId: ownerAddressId,
    paymentMethod: 'COD',
  });
  orderItemIds.set(placed.order.id, placed.order.items[0].id);
  return placed.order.id;
}

/** The "Confirm my order" token of a new order of the owner's, as its mail carries it. */
async function ownerOrderConfirmationToken(): Promise<string> {
  return codConfirmationTokenFor(await ownerOrder());
}

/** The link of a review invitation to the owner, as its mail carries it. */
async function ownerUnsubscribeToken(): Promise<string> {
  return encodeURIComponent(await unsubscribeTokenFor(owner.email, 'REVIEW_INVITATION'));
}

/**
 * A new UPI order of the owner's, waiting for its payment. The shop takes UPI again first: the
 * company details row saves them without a UPI ID.
 */
async function ownerUpiOrder(): Promise<string> {
  await enableUpi(t, adminToken);
  await ownerCartLine();
  const placed = await send('POST', '/api/orders/place', owner.token, {
    addressId: ownerAddressId,
    paymentMethod: 'UPI',
  });
  return placed.order.id;
}
let utrCounter = 0;
const nextUtr = () =>
  `7777${String(process.pid).slice(-4).padStart(4, '0')}${String(++utrCounter).padStart(4, '0')}`;

async function ownerDeliveredOrder(): Promise<string> {
  const orderId = await ownerOrder();
  await send('PUT', `/api/orders/${orderId}/status`, adminToken, { deliveryStatus: 'DELIVERED' });
  return orderId;
}

async function ownerReturnRequest(): Promise<string> {
  const orderId = await ownerDeliveredOrder();
  return (await send('POST', `/api/orders/${orderId}/returns`, owner.token, ownerReturn(orderId)))
    .returnRequest.id;
}

/** GSTR-1 is a registered shop's: the matrix's shop gets a GSTIN. */
async function registerForGst(): Promise<void> {
  const registration = { gstin: '29AAGCL1234M1ZA', stateCode: '29' };
  await t.database.db
    .insert(company)
    .values({ id: 1, name: 'Matrix Sprouts', ...registration })
    .onConflictDoUpdate({ target: company.id, set: registration });
}

/** One of the owner's returns, taken to COMPLETED: it has a credit note. */
async function ownerCompletedReturn(): Promise<string> {
  const requestId = await ownerReturnRequest();
  for (const status of ['APPROVED', 'RECEIVED', 'COMPLETED']) {
    await send('PUT', `/api/admin/returns/${requestId}`, adminToken, { status });
  }
  return requestId;
}

/** A new product that one of the owner's delivered orders held: the owner may review it once. */
async function ownerFreshlyDeliveredProduct(): Promise<string> {
  const fresh = await createProductVia(t, adminToken, {
    name: `Reviewed ${next()}`,
    categoryId: category.id,
    variants: [variant('S', 100, 10)],
  });
  await send('POST', '/api/cart/add', owner.token, {
    productVariantId: fresh.variants[0]!.id,
    quantity: 1,
  });
  const placed = await send('POST', '/api/orders/place', owner.token, {
    addressId: ownerAddressId,
    paymentMethod: 'COD',
  });
  await send('PUT', `/api/orders/${placed.order.id}/status`, adminToken, {
    deliveryStatus: 'DELIVERED',
  });
  return fresh.id;
}

/** A review the owner wrote of a product they received. */
async function ownerReview(): Promise<string> {
  const productId = await ownerFreshlyDeliveredProduct();
  return (await send('POST', `/api/products/${productId}/reviews`, owner.token, { rating: 4 }))
    .review.id;
}

let soldOut: Promise<Product> | undefined;
/** A product whose one size is sold out: anyone but an admin may ask to hear when it is back. */
function soldOutProduct(): Promise<Product> {
  soldOut ??= createProductVia(t, adminToken, {
    name: `Sold out ${next()}`,
    categoryId: category.id,
    variants: [variant('S', 100, 0)],
  });
  return soldOut;
}

/** A return of the one item of one of the owner's orders. */
function ownerReturn(orderId: string) {
  return {
    type: 'RETURN',
    items: [{ orderItemId: orderItemIds.get(orderId), quantity: 1, reason: 'CHANGED_MIND' }],
    refundUpiId: 'owner@okaxis',
  };
}
const orderItemIds = new Map<string, string>();

async function ownerSpareAddress(): Promise<string> {
  const created = await send('POST', '/api/addresses', owner.token, {
    fullName: 'Asha Rao',
    phone: '9845012345',
    addressLine1: 'Spare flat',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
  });
  return created.address.id;
}

/** A new discount code (10 % off everything), made by the admin. */
async function freshCoupon(): Promise<{ id: string; code: string }> {
  return (await send('POST', '/api/admin/coupons', adminToken, couponBody())).coupon;
}

/** A fresh account of the caller's role, for a call that kills the caller's tokens. */
async function freshAccount(who: Who): Promise<{ token?: string; password: string }> {
  if (who === 'visitor') return { password: 'whatever-password' };
  if (who === 'admin') return { token: await signInAdmin(t), password: 'Admin-pass-123' };
  const fresh = await shopper();
  return { token: fresh.token, password: fresh.password };
}

const matrix: Record<string, Row> = {
  'GET /api/health': { expect: everyone(200), call: () => ({ url: '/api/health' }) },
  'GET /api/ready': { expect: everyone(200), call: () => ({ url: '/api/ready' }) },

  'POST /api/auth/register': {
    expect: everyone(201),
    call: () => {
      const name = `matrix${next().replace('-', '')}`;
      return {
        url: '/api/auth/register',
        // userType is mass assignment: it is ignored, not refused.
        payload: {
          username: name,
          email: `${name}@example.com`,
          password: 'Sunny-days-42',
          userType: 'ADMIN',
        },
      };
    },
  },
  'POST /api/auth/login': {
    expect: everyone(200),
    call: () => ({
      url: '/api/auth/login',
      payload: { identifier: owner.email, password: owner.password },
    }),
  },
  'GET /api/auth/me': { expect: signedIn(200), call: () => ({ url: '/api/auth/me' }) },
  'PUT /api/users/profile': {
    expect: signedIn(200),
    call: () => ({ url: '/api/users/profile', payload: { firstName: 'Asha' } }),
  },
  'PUT /api/users/change-password': {
    expect: signedIn(200),
    call: async (who) => {
      const fresh = await freshAccount(who);
      return {
        url: '/api/users/change-password',
        token: fresh.token,
        payload: { currentPassword: fresh.password, newPassword: 'Brand-new-pass-7' },
      };
    },
  },
  'POST /api/auth/forgot-password/request-otp': {
    expect: everyone(200),
    call: () => ({ url: '/api/auth/forgot-password/request-otp', payload: { email: owner.email } }),
  },
  'POST /api/auth/forgot-password/reset': {
    expect: everyone(200),
    call: async () => {
      const forgetful = await shopper();
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/request-otp',
        payload: { email: forgetful.email },
      });
      const mail = t.mail.sent.findLast((m) => m.to === forgetful.email);
      const otp = /password is (\d{6})/.exec(mail?.text ?? '')?.[1];
      return {
        url: '/api/auth/forgot-password/reset',
        payload: { email: forgetful.email, otp, newPassword: 'Reset-pass-123' },
      };
    },
  },

  'GET /api/categories': { expect: everyone(200), call: () => ({ url: '/api/categories' }) },
  'POST /api/categories': {
    expect: adminOnly(201),
    call: () => ({ url: '/api/categories', payload: { name: `Matrix ${next()}` } }),
  },
  'PUT /api/categories/:id': {
    expect: adminOnly(200),
    call: () => ({ url: `/api/categories/${category.id}`, payload: { description: 'Soft' } }),
  },
  'DELETE /api/categories/:id': {
    expect: adminOnly(200),
    call: async () => {
      const empty = await createCategoryVia(t, adminToken, { name: `Empty ${next()}` });
      return { url: `/api/categories/${empty.id}` };
    },
  },
  'GET /api/products': { expect: everyone(200), call: () => ({ url: '/api/products' }) },
  'GET /api/products/search': {
    expect: everyone(200),
    call: () => ({ url: '/api/products/search?q=romper' }),
  },
  'GET /api/products/category/:category': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/category/${category.slug}` }),
  },
  'GET /api/products/slug/:slug': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/slug/${product.slug}` }),
  },
  'GET /api/admin/products': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/products' }),
  },
  'GET /api/products/:id': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/${product.id}` }),
  },
  'POST /api/products': {
    expect: adminOnly(201),
    call: async () => {
      const form = await productForm({
        name: `Matrix Romper ${next()}`,
        categoryId: category.id,
        variants: [variant('0-3M', 300)],
      });
      return { url: '/api/products', headers: form.headers, payload: form.payload };
    },
  },
  'DELETE /api/products/:id': {
    expect: adminOnly(200),
    call: async () => {
      const doomed = await createProductVia(t, adminToken, {
        name: `Doomed ${next()}`,
        categoryId: category.id,
        variants: [variant('S', 100)],
      });
      return { url: `/api/products/${doomed.id}` };
    },
  },

  'GET /api/cart': { expect: customerOnly(200), call: () => ({ url: '/api/cart' }) },
  'POST /api/cart/add': {
    expect: customerOnly(200),
    call: () => ({
      url: '/api/cart/add',
      payload: { productVariantId: product.variants[1]!.id, quantity: 1 },
    }),
  },
  'PUT /api/cart/update-quantity': {
    expect: customerOnly(200, 404),
    call: async () => ({
      url: '/api/cart/update-quantity',
      payload: { cartItemId: await ownerCartLine(), newQuantity: 2 },
    }),
  },
  'DELETE /api/cart/remove/:id': {
    expect: customerOnly(200, 404),
    call: async () => ({ url: `/api/cart/remove/${await ownerCartLine()}` }),
  },
  'POST /api/cart/coupon': {
    expect: customerOnly(200),
    call: async (who) => {
      // Each customer's own cart holds a line the code applies to.
      if (who === 'customer') await ownerCartLine();
      if (who === 'otherCustomer') {
        await send('POST', '/api/cart/add', other.token, {
          productVariantId: product.variants[1]!.id,
          quantity: 1,
        });
      }
      return { url: '/api/cart/coupon', payload: { code: (await freshCoupon()).code } };
    },
  },
  'DELETE /api/cart/coupon': {
    expect: customerOnly(200),
    call: () => ({ url: '/api/cart/coupon' }),
  },
  'GET /api/wishlist': { expect: customerOnly(200), call: () => ({ url: '/api/wishlist' }) },
  'POST /api/wishlist/:productId': {
    expect: customerOnly(200),
    call: () => ({ url: `/api/wishlist/${product.id}`, payload: {} }),
  },
  'DELETE /api/wishlist/:productId': {
    expect: customerOnly(200),
    call: () => ({ url: `/api/wishlist/${product.id}` }),
  },

  'GET /api/addresses': { expect: customerOnly(200), call: () => ({ url: '/api/addresses' }) },
  'POST /api/addresses': {
    expect: customerOnly(201),
    call: () => ({
      url: '/api/addresses',
      payload: {
        fullName: 'Asha Rao',
        phone: '9845012345',
        addressLine1: '4 Park St',
        city: 'Kolkata',
        state: 'West Bengal',
        postalCode: '700016',
      },
    }),
  },
  'PUT /api/addresses/:id': {
    expect: customerOnly(200, 404),
    call: () => ({
      url: `/api/addresses/${ownerAddressId}`,
      payload: {
        addressLine1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        isDefault: true,
      },
    }),
  },
  'DELETE /api/addresses/:id': {
    expect: customerOnly(200, 404),
    call: async () => ({ url: `/api/addresses/${await ownerSpareAddress()}` }),
  },
  'GET /api/meta/states': { expect: everyone(200), call: () => ({ url: '/api/meta/states' }) },

  'GET /api/delivery/check': {
    expect: everyone(200),
    call: () => ({ url: '/api/delivery/check?pincode=560001' }),
  },
  'GET /api/admin/delivery-settings': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/delivery-settings' }),
  },
  'PUT /api/admin/delivery-settings': {
    expect: adminOnly(200),
    call: () => ({
      url: '/api/admin/delivery-settings',
      payload: { codMaxOrderValue: null, defaultDeliveryDays: 5, rules: [] },
    }),
  },

  'POST /api/orders/place': {
    // The other customer has a cart of their own; the address named is the owner's.
    expect: customerOnly(201, 404),
    call: async (who) => {
      if (who === 'customer') await ownerCartLine();
      return {
        url: '/api/orders/place',
        payload: { addressId: ownerAddressId, paymentMethod: 'COD' },
      };
    },
  },
  'GET /api/orders/my-orders': {
    expect: customerOnly(200),
    call: () => ({ url: '/api/orders/my-orders' }),
  },
  'PUT /api/orders/:id/cancel': {
    expect: customerOnly(200, 404),
    call: async () => ({ url: `/api/orders/${await ownerOrder()}/cancel`, payload: {} }),
  },
  'GET /api/orders/all': { expect: adminOnly(200), call: () => ({ url: '/api/orders/all' }) },
  'GET /api/admin/orders/export.csv': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/orders/export.csv' }),
  },
  'PUT /api/orders/:id/status': {
    expect: adminOnly(200),
    call: async () => ({
      url: `/api/orders/${await ownerOrder()}/status`,
      payload: { deliveryStatus: 'SHIPPED' },
    }),
  },
  'POST /api/orders/send-confirmation': {
    expect: customerOnly(200, 404),
    call: async () => ({
      url: '/api/orders/send-confirmation',
      payload: { orderData: { id: await ownerOrder() } },
    }),
  },

  // No sign-in: the link's token is the key, so everyone with it gets the same answer.
  'GET /api/orders/cod-confirmation': {
    expect: everyone(200),
    call: async () => ({
      url: `/api/orders/cod-confirmation?token=${await ownerOrderConfirmationToken()}`,
    }),
  },
  'POST /api/orders/cod-confirmation': {
    expect: everyone(200),
    call: async () => ({
      url: '/api/orders/cod-confirmation',
      payload: { token: await ownerOrderConfirmationToken() },
    }),
  },
  'PUT /api/admin/orders/:id/cod-confirmation': {
    expect: adminOnly(200),
    call: async () => ({ url: `/api/admin/orders/${await ownerOrder()}/cod-confirmation` }),
  },
  'GET /api/admin/reports/cod-risk': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/reports/cod-risk?days=90' }),
  },

  'GET /api/admin/reports/gstr1': {
    expect: adminOnly(200),
    call: async () => {
      await registerForGst();
      return { url: '/api/admin/reports/gstr1?period=2026-11' };
    },
  },
  'GET /api/admin/reports/gstr1.csv': {
    expect: adminOnly(200),
    call: async () => {
      await registerForGst();
      return { url: '/api/admin/reports/gstr1.csv?period=2026-11&section=b2cs' };
    },
  },
  'GET /api/admin/reports/sales': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/reports/sales?from=2026-11-01&to=2026-11-30&by=day' }),
  },

  'GET /api/orders/:id/invoice.pdf': {
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 200 },
    call: async () => ({ url: `/api/orders/${await ownerDeliveredOrder()}/invoice.pdf` }),
  },
  'GET /api/admin/orders/:id/packing-slip.pdf': {
    expect: adminOnly(200),
    call: async () => ({ url: `/api/admin/orders/${await ownerOrder()}/packing-slip.pdf` }),
  },
  'GET /api/admin/orders/packing-slips.pdf': {
    expect: adminOnly(200),
    call: async () => ({ url: `/api/admin/orders/packing-slips.pdf?ids=${await ownerOrder()}` }),
  },

  'POST /api/orders/:id/payment-reference': {
    expect: customerOnly(200, 404),
    call: async () => ({
      url: `/api/orders/${await ownerUpiOrder()}/payment-reference`,
      payload: { utr: nextUtr() },
    }),
  },
  'PUT /api/admin/orders/:id/payment': {
    expect: adminOnly(200),
    call: async () => ({
      url: `/api/admin/orders/${await ownerUpiOrder()}/payment`,
      payload: { status: 'PAID', utr: nextUtr() },
    }),
  },
  'POST /api/admin/payments/reconcile': {
    expect: adminOnly(200),
    call: async () => {
      const form = await multipart({}, [
        {
          name: 'statement',
          data: Buffer.from(`Date,Reference,Amount\n27/11/26,${nextUtr()},450.00\n`),
          filename: 'statement.csv',
          type: 'text/csv',
        },
      ]);
      return { url: '/api/admin/payments/reconcile?preview=true', ...form };
    },
  },

  'POST /api/orders/:id/returns': {
    expect: customerOnly(201, 404),
    call: async () => {
      const orderId = await ownerOrder();
      await send('PUT', `/api/orders/${orderId}/status`, adminToken, {
        deliveryStatus: 'DELIVERED',
      });
      return { url: `/api/orders/${orderId}/returns`, payload: ownerReturn(orderId) };
    },
  },
  'GET /api/returns/mine': {
    expect: customerOnly(200),
    call: () => ({ url: '/api/returns/mine' }),
  },
  'PUT /api/returns/:id/cancel': {
    expect: customerOnly(200, 404),
    call: async () => ({ url: `/api/returns/${await ownerReturnRequest()}/cancel`, payload: {} }),
  },
  'GET /api/returns/:id/credit-note.pdf': {
    expect: { visitor: 401, customer: 200, otherCustomer: 404, admin: 200 },
    call: async () => ({ url: `/api/returns/${await ownerCompletedReturn()}/credit-note.pdf` }),
  },
  'GET /api/admin/returns': { expect: adminOnly(200), call: () => ({ url: '/api/admin/returns' }) },
  'PUT /api/admin/returns/:id': {
    expect: adminOnly(200),
    call: async () => ({
      url: `/api/admin/returns/${await ownerReturnRequest()}`,
      payload: { status: 'APPROVED' },
    }),
  },

  'GET /api/products/:id/reviews': {
    expect: everyone(200),
    call: () => ({ url: `/api/products/${product.id}/reviews` }),
  },
  'POST /api/products/:id/reviews': {
    // The owner's delivered order holds the product; the other customer has none.
    expect: customerOnly(201, 403),
    call: async (who) => {
      const productId = who === 'customer' ? await ownerFreshlyDeliveredProduct() : product.id;
      return { url: `/api/products/${productId}/reviews`, payload: { rating: 5 } };
    },
  },
  'GET /api/products/:id/reviews/mine': {
    expect: customerOnly(200),
    call: () => ({ url: `/api/products/${product.id}/reviews/mine` }),
  },
  'GET /api/admin/reviews': { expect: adminOnly(200), call: () => ({ url: '/api/admin/reviews' }) },
  'PUT /api/admin/reviews/:id': {
    expect: adminOnly(200),
    call: async () => ({
      url: `/api/admin/reviews/${await ownerReview()}`,
      payload: { status: 'PUBLISHED' },
    }),
  },
  'POST /api/products/:id/stock-alerts': {
    // A visitor names the address; a customer's account email is used.
    expect: { visitor: 201, customer: 201, otherCustomer: 201, admin: 403 },
    call: async () => {
      const soldOutSize = await soldOutProduct();
      return {
        url: `/api/products/${soldOutSize.id}/stock-alerts`,
        payload: { variantId: soldOutSize.variants[0]!.id, email: `waiting${next()}@example.com` },
      };
    },
  },
  'GET /api/admin/stock-alerts': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/stock-alerts' }),
  },

  'GET /api/legal-pages': { expect: everyone(200), call: () => ({ url: '/api/legal-pages' }) },
  'GET /api/legal-pages/slug/:slug': {
    expect: everyone(200),
    call: () => ({ url: '/api/legal-pages/slug/privacy-policy' }),
  },
  'POST /api/legal-pages': {
    expect: adminOnly(201),
    call: () => ({
      url: '/api/legal-pages',
      payload: { title: 'Terms', slug: `terms-${next()}`, content: '<p>Be kind.</p>' },
    }),
  },
  'DELETE /api/legal-pages/:slug': {
    expect: adminOnly(200),
    call: async () => {
      const slug = `gone-${next()}`;
      await send('POST', '/api/legal-pages', adminToken, { title: 'Gone', slug, content: '' });
      return { url: `/api/legal-pages/${slug}` };
    },
  },
  'GET /api/company-details': {
    expect: everyone(200),
    call: () => ({ url: '/api/company-details' }),
  },
  'PUT /api/company-details': {
    expect: adminOnly(200),
    call: async () => {
      const form = await multipart({ name: 'Little Sprouts', pincode: '560001' });
      return { url: '/api/company-details', headers: form.headers, payload: form.payload };
    },
  },
  'GET /api/admin/dashboard': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/dashboard' }),
  },
  'GET /api/admin/dashboard/low-stock': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/dashboard/low-stock?page=2' }),
  },
  'GET /api/admin/dashboard/coupons': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/dashboard/coupons' }),
  },
  'GET /api/admin/coupons': { expect: adminOnly(200), call: () => ({ url: '/api/admin/coupons' }) },
  'POST /api/admin/coupons': {
    expect: adminOnly(201),
    call: () => ({ url: '/api/admin/coupons', payload: couponBody() }),
  },
  'PUT /api/admin/coupons/:id': {
    expect: adminOnly(200),
    call: async () => {
      const coupon = await freshCoupon();
      return { url: `/api/admin/coupons/${coupon.id}`, payload: couponBody({ code: coupon.code }) };
    },
  },
  'DELETE /api/admin/coupons/:id': {
    expect: adminOnly(204),
    call: async () => ({ url: `/api/admin/coupons/${(await freshCoupon()).id}` }),
  },
  'POST /api/admin/backups': {
    expect: adminOnly(200),
    call: () => ({ url: '/api/admin/backups' }),
  },

  // No sign-in: the mail's signed token is the key, so everyone with it gets the same answer.
  'POST /api/unsubscribe': {
    expect: everyone(200),
    call: async () => ({ url: `/api/unsubscribe?token=${await ownerUnsubscribeToken()}` }),
  },
  'DELETE /api/unsubscribe': {
    expect: everyone(200),
    call: async () => ({ url: `/api/unsubscribe?token=${await ownerUnsubscribeToken()}` }),
  },
};

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signInAdmin(t);
  category = await createCategoryVia(t, adminToken, { name: 'Matrix Rompers' });
  product = await createProductVia(t, adminToken, {
    name: 'Matrix Romper',
    categoryId: category.id,
    variants: [variant('0-3M', 450, 1000), variant('3-6M', 480, 1000)],
  });
  [owner, other] = [await shopper(), await shopper()];
  const address = await send('POST', '/api/addresses', owner.token, {
    fullName: 'Asha Rao',
    phone: '9845012345',
    addressLine1: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
  });
  ownerAddressId = address.address.id;
  await send('POST', '/api/addresses', other.token, {
    fullName: 'Ravi Kumar',
    phone: '9845012346',
    addressLine1: '7 Residency Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560025',
  });
  await send('POST', '/api/cart/add', other.token, {
    productVariantId: product.variants[1]!.id,
    quantity: 1,
  });
  await send('POST', '/api/legal-pages', adminToken, {
    title: 'Privacy Policy',
    slug: 'privacy-policy',
    content: '<p>We keep your data safe.</p>',
  });
});
afterAll(async () => {
  await t.close();
});

const tokenOf = (who: Who): string | undefined =>
  ({ visitor: undefined, customer: owner.token, otherCustomer: other.token, admin: adminToken })[
    who
  ];

describe('the access matrix', () => {
  it('has one row for every /api route of the route table, and no other', () => {
    const routes = t.app.accessTable.map((r) => `${r.method} ${r.url}`).sort();
    expect(routes.length).toBeGreaterThan(40);
    expect(Object.keys(matrix).sort()).toEqual(routes);
  });

  it('declares the access rule that the matrix expects', () => {
    for (const route of t.app.accessTable) {
      const row = matrix[`${route.method} ${route.url}`]!;
      const { visitor, admin, customer } = row.expect;
      const expected = {
        public: visitor !== 401,
        user: visitor === 401 && admin < 400 && customer < 400,
        admin: customer === 403 && admin < 400,
        customer: admin === 403 && customer < 400,
        visitorOrCustomer: visitor < 400 && customer < 400 && admin === 403,
      }[route.access.role];
      expect(expected, `${route.method} ${route.url} is ${route.access.role}`).toBe(true);
    }
  });

  it.each(Object.entries(matrix))('%s', async (route, row) => {
    const [method, pattern] = route.split(' ') as [string, string];
    // Refusals first, so that a successful call (a delete, a cancel) cannot hide one.
    const order = (Object.keys(row.expect) as Who[]).sort((a, b) => row.expect[b] - row.expect[a]);
    for (const who of order) {
      const call = await row.call(who);
      const token = call.token ?? tokenOf(who);
      const res = await t.app.inject({
        method: method as 'GET',
        url: call.url,
        headers: { ...(token ? bearer(token) : {}), ...call.headers },
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      const label = `${route} (${pattern}) as ${who}: ${res.body.slice(0, 200)}`;
      expect(res.statusCode, label).toBe(row.expect[who]);
      if (res.statusCode >= 400) expect(res.json(), label).toHaveProperty('code');
    }
  });
});

describe('tampered and dead tokens', () => {
  const sign = (claims: Record<string, unknown>, secret: string, expiresIn: string | number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(claims.sub))
      .setIssuer('little-sprouts-shop')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(expiresIn)
      .sign(new TextEncoder().encode(secret));
  const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

  it('are 401 on every route that needs a signed-in user', async () => {
    const victim = await shopper();
    const holder = await shopper();
    const adminClaims = { sub: victim.userId, typ: 'ADMIN', ver: 0, iss: 'little-sprouts-shop' };
    const [, , signature] = victim.token.split('.');
    const forged: Record<string, string> = {
      'alg none': `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url(adminClaims)}.`,
      'another key': await sign(adminClaims, 'another-key-that-is-long-enough-for-hs256', '1h'),
      expired: await sign(
        { ...adminClaims, typ: 'CUSTOMER' },
        TEST_JWT_SECRET,
        Math.floor(Date.now() / 1000) - 60,
      ),
      'payload swapped under a real signature': `${base64url({ alg: 'HS256' })}.${base64url(adminClaims)}.${signature}`,
      'alg HS512 with the real key': await new SignJWT({ typ: 'ADMIN', ver: 0 })
        .setProtectedHeader({ alg: 'HS512' })
        .setSubject(victim.userId)
        .setIssuer('little-sprouts-shop')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
      'another issuer': await new SignJWT({ typ: 'CUSTOMER', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(victim.userId)
        .setIssuer('someone-else')
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
      // Everything right (a live account, its token version) but no expiry: it would never die.
      'no expiry': await new SignJWT({ typ: 'CUSTOMER', ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(holder.userId)
        .setIssuer('little-sprouts-shop')
        .setIssuedAt()
        .sign(new TextEncoder().encode(TEST_JWT_SECRET)),
      'unknown user': await sign(
        { sub: '00000000-0000-4000-8000-000000000000', typ: 'CUSTOMER', ver: 0 },
        TEST_JWT_SECRET,
        '1h',
      ),
    };
    // A password change bumps the token version: the token from before it is dead.
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: bearer(victim.token),
      payload: { currentPassword: victim.password, newPassword: 'Changed-pass-456' },
    });
    expect(changed.statusCode).toBe(200);
    forged['token from before a password change'] = victim.token;

    const guarded = t.app.accessTable.filter((r) => r.access.role !== 'public');
    expect(guarded.length).toBeGreaterThan(25);
    for (const route of guarded) {
      for (const [kind, token] of Object.entries(forged)) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
          headers: bearer(token),
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        expect(res.statusCode, `${route.method} ${route.url} with ${kind}`).toBe(401);
        expect(res.json().code).toBe('UNAUTHENTICATED');
      }
    }
  });

  it('a genuine token that claims ADMIN for a customer gets no admin rights (roles come from the database)', async () => {
    const shopperAccount = await shopper();
    const claimsAdmin = await new SignJWT({ typ: 'ADMIN', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(shopperAccount.userId)
      .setIssuer('little-sprouts-shop')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    for (const route of t.app.accessTable.filter((r) => r.access.role === 'admin')) {
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000'),
        headers: bearer(claimsAdmin),
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('declaring access', () => {
  it('a route that declares no access rule cannot be registered', async () => {
    const app = Fastify();
    registerAccessControl(app, async () => {});
    const start = async () => {
      await app.register(async (api) => {
        requireDeclaredAccess(api, app.accessTable);
        api.get('/declared', { config: access.public }, async () => 'ok');
        api.get('/forgotten', async () => 'open');
      });
      await app.ready();
    };
    await expect(start()).rejects.toThrow('GET /forgotten declares no access rule');
  });
});
