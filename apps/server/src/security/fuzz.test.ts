import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client.ts';
import { bearer, createTestApp, signInAdmin, type TestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { customerWithCart } from '../orders/orders-fixtures.ts';

let t: TestApp;
let tokens: Record<'admin' | 'customer' | 'user' | 'public', string | undefined>;

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInAdmin(t);
  const category = await createCategoryVia(t, admin, { name: 'Fuzz' });
  const product = await createProductVia(t, admin, {
    name: 'Fuzz Romper',
    categoryId: category.id,
    variants: [variant('0-3M', 450, 5)],
  });
  const customer = await customerWithCart(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
  tokens = { admin, customer: customer.token, user: customer.token, public: undefined };
});
afterAll(async () => {
  await t.close();
});

/** Every table's row count and the total stock: what a refused call must leave as it was. */
async function snapshot(): Promise<string> {
  const [row] = await queryRows<Record<string, number>>(
    t.database.db,
    sql`select
      (select count(*) from users) as users, (select count(*) from categories) as categories,
      (select count(*) from products) as products, (select count(*) from product_variants) as variants,
      (select coalesce(sum(stock), 0) from product_variants) as stock,
      (select count(*) from product_images) as images, (select count(*) from cart_items) as cart_items,
      (select coalesce(sum(quantity), 0) from cart_items) as cart_quantity,
      (select count(*) from wishlist_items) as wishlist_items, (select count(*) from addresses) as addresses,
      (select count(*) from orders) as orders, (select count(*) from order_items) as order_items,
      (select count(*) from legal_pages) as legal_pages, (select count(*) from company) as company`,
  );
  return JSON.stringify(row);
}

const fieldNames = [
  'identifier',
  'password',
  'email',
  'username',
  'firstName',
  'lastName',
  'mobile',
  'dob',
  'userType',
  'currentPassword',
  'newPassword',
  'otp',
  'name',
  'description',
  'parentId',
  'productVariantId',
  'quantity',
  'cartItemId',
  'newQuantity',
  'variantId',
  'addressLine1',
  'addressLine2',
  'city',
  'state',
  'postalCode',
  'isDefault',
  'addressId',
  'paymentMethod',
  'deliveryStatus',
  'orderData',
  'title',
  'slug',
  'content',
  'id',
  'orderTotal',
  'stock',
  'originalPrice',
];

const junkValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.string({ minLength: 5000, maxLength: 20_000 }),
  fc.constantFrom(
    -1,
    0,
    1.5,
    '1e3',
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    -0,
    '',
    ' ',
    '0',
    'null',
    '<script>',
  ),
  fc.uuid(),
  fc.double(),
);
const junkBody = fc.oneof(
  fc.dictionary(fc.constantFrom(...fieldNames), junkValue, { maxKeys: 8 }),
  fc.anything({ maxDepth: 3 }),
  fc.array(junkValue, { maxLength: 5 }),
);

describe('fuzzing every JSON call', () => {
  it('never answers 5xx and a refused call changes nothing', async () => {
    const writes = t.app.accessTable.filter(
      (r) => r.method === 'POST' || r.method === 'PUT' || r.method === 'DELETE',
    );
    expect(writes.length).toBeGreaterThan(15);
    for (const route of writes) {
      await fc.assert(
        fc.asyncProperty(junkBody, fc.uuid(), async (body, id) => {
          const before = await snapshot();
          const res = await t.app.inject({
            method: route.method as 'POST',
            url: route.url.replace(/:[A-Za-z]+/g, id),
            headers: {
              ...(tokens[route.access.role] ? bearer(tokens[route.access.role]!) : {}),
              'content-type': 'application/json',
            },
            payload: JSON.stringify(body) ?? 'null',
          });
          const label = `${route.method} ${route.url} ${JSON.stringify(body)?.slice(0, 200)}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (res.statusCode >= 400) {
            expect(res.json(), label).toHaveProperty('code');
            expect(await snapshot(), label).toBe(before);
          }
        }),
        { numRuns: 25, seed: 20261122 },
      );
    }
  }, 240_000);
});
