import { describe, expect, it } from 'vitest';
import { callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Kids' });
const frock = await createProductVia(t, admin, {
  name: 'Star Frock',
  categoryId: category.id,
  variants: [variant('2-3Y', 899)],
});
const shoes = await createProductVia(t, admin, {
  name: 'Canvas Shoes',
  categoryId: category.id,
  variants: [variant('6', 1299), variant('7', 1299)],
});

const call = callerOf(t);

describe('wishlist', () => {
  it('adds products once each, with an optional size, and removes them', async () => {
    const { token, user } = await signUpCustomer(t.app);
    const added = await call(token, 'POST', `/api/wishlist/${frock.id}`);
    expect(added.statusCode).toBe(200);
    expect(added.json().message).toBe('Added to wishlist ❤️');
    await call(token, 'POST', `/api/wishlist/${frock.id}`);
    await call(token, 'POST', `/api/wishlist/${shoes.id}`, { variantId: shoes.variants[1]!.id });
    const list = (await call(token, 'GET', '/api/wishlist')).json().wishlist;
    expect(list.userId).toBe(user.id);
    expect(
      list.items.map((i: { productId: string; variantId: string | null }) => [
        i.productId,
        i.variantId,
      ]),
    ).toEqual([
      [frock.id, null],
      [shoes.id, shoes.variants[1]!.id],
    ]);
    expect(list.items[0].product).toEqual({
      id: frock.id,
      name: 'Star Frock',
      slug: frock.slug,
      images: frock.images,
      variants: frock.variants,
      rating: { average: null, count: 0 },
    });
    const removed = await call(token, 'DELETE', `/api/wishlist/${frock.id}`);
    expect(removed.json().message).toBe('Removed from wishlist ❤️');
    expect(removed.json().wishlist.items).toHaveLength(1);
  });

  it('refuses an unknown product (404), a size of another product (400), visitors and admins', async () => {
    const { token } = await signUpCustomer(t.app);
    expect(
      (await call(token, 'POST', '/api/wishlist/00000000-0000-4000-8000-000000000000')).statusCode,
    ).toBe(404);
    expect(
      (await call(token, 'POST', `/api/wishlist/${frock.id}`, { variantId: shoes.variants[0]!.id }))
        .statusCode,
    ).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/api/wishlist' })).statusCode).toBe(401);
    const asAdmin = await call(admin, 'POST', `/api/wishlist/${frock.id}`);
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('Admins cannot add products to wishlist');
  });

  it('each customer sees only their own wishlist', async () => {
    const a = await signUpCustomer(t.app);
    const b = await signUpCustomer(t.app);
    await call(a.token, 'POST', `/api/wishlist/${frock.id}`);
    expect((await call(b.token, 'GET', '/api/wishlist')).json().wishlist.items).toEqual([]);
  });
});
