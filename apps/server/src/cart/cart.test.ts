import { describe, expect, it } from 'vitest';
import { callerOf, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });
const romper = await createProductVia(t, admin, {
  name: 'Dino Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 450, 3, { discountPrice: 50 }), variant('3-6M', 480, 0)],
});

const call = callerOf(t);

describe('cart', () => {
  it('adds a size, grows an existing line, and lists lines with product, variant and image', async () => {
    const { token } = await signUpCustomer(t.app);
    const size = romper.variants[0]!;
    const first = await call(token, 'POST', '/api/cart/add', {
      productVariantId: size.id,
      quantity: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Added to Cart 🛒');
    const again = await call(token, 'POST', '/api/cart/add', {
      productVariantId: size.id,
      quantity: 1,
    });
    expect(again.json().message).toBe('Increased quantity in Cart 🛒');
    expect(again.json().item.quantity).toBe(2);

    const cart = await call(token, 'GET', '/api/cart');
    expect(cart.json().items).toEqual([
      {
        id: first.json().item.id,
        quantity: 2,
        product: {
          id: romper.id,
          name: 'Dino Romper',
          slug: romper.slug,
          images: [{ url: romper.images[0]!.url, thumbUrl: romper.images[0]!.thumbUrl }],
          variant: {
            id: size.id,
            sku: null,
            size: '0-3M',
            color: 'Blush Pink',
            colorHexCode: '#F4B6C2',
            stock: 3,
            originalPrice: 450,
            discountPrice: 50,
          },
        },
      },
    ]);
  });

  it('never lets a line exceed the stock (409 OUT_OF_STOCK), nor add a sold-out size', async () => {
    const { token } = await signUpCustomer(t.app);
    const [inStock, soldOut] = romper.variants;
    expect(
      (await call(token, 'POST', '/api/cart/add', { productVariantId: inStock!.id, quantity: 3 }))
        .statusCode,
    ).toBe(200);
    const over = await call(token, 'POST', '/api/cart/add', {
      productVariantId: inStock!.id,
      quantity: 1,
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Only 3 left of Dino Romper in size 0-3M.',
    });
    const none = await call(token, 'POST', '/api/cart/add', {
      productVariantId: soldOut!.id,
      quantity: 1,
    });
    expect(none.statusCode).toBe(409);
    expect(none.json().message).toBe('Dino Romper in size 3-6M is out of stock.');
    const cart = await call(token, 'GET', '/api/cart');
    expect(cart.json().items.map((i: { quantity: number }) => i.quantity)).toEqual([3]);
  });

  it('sets quantities between 1 and the stock', async () => {
    const { token } = await signUpCustomer(t.app);
    const added = await call(token, 'POST', '/api/cart/add', {
      productVariantId: romper.variants[0]!.id,
      quantity: 1,
    });
    const cartItemId = added.json().item.id;
    const ok = await call(token, 'PUT', '/api/cart/update-quantity', {
      cartItemId,
      newQuantity: 3,
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ message: 'Cart quantity updated!', item: { quantity: 3 } });
    expect(
      (await call(token, 'PUT', '/api/cart/update-quantity', { cartItemId, newQuantity: 4 }))
        .statusCode,
    ).toBe(409);
    for (const bad of [0, -1, 1.5, '2', 2 ** 31]) {
      const res = await call(token, 'PUT', '/api/cart/update-quantity', {
        cartItemId,
        newQuantity: bad,
      });
      expect(res.statusCode, String(bad)).toBe(400);
    }
  });

  it("removes lines; another customer's line is 404", async () => {
    const owner = await signUpCustomer(t.app);
    const stranger = await signUpCustomer(t.app);
    const added = await call(owner.token, 'POST', '/api/cart/add', {
      productVariantId: romper.variants[0]!.id,
      quantity: 1,
    });
    const id = added.json().item.id;
    expect((await call(stranger.token, 'DELETE', `/api/cart/remove/${id}`)).statusCode).toBe(404);
    expect(
      (
        await call(stranger.token, 'PUT', '/api/cart/update-quantity', {
          cartItemId: id,
          newQuantity: 1,
        })
      ).statusCode,
    ).toBe(404);
    const removed = await call(owner.token, 'DELETE', `/api/cart/remove/${id}`);
    expect(removed.json()).toEqual({ message: 'Item removed from cart.' });
    expect((await call(owner.token, 'GET', '/api/cart')).json().items).toEqual([]);
    expect((await call(owner.token, 'DELETE', `/api/cart/remove/${id}`)).statusCode).toBe(404);
  });

  it('refuses visitors (401) and admins (403 with the spec message), and unknown variants (404)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/cart' })).statusCode).toBe(401);
    const asAdmin = await call(admin, 'POST', '/api/cart/add', {
      productVariantId: romper.variants[0]!.id,
      quantity: 1,
    });
    expect(asAdmin.statusCode).toBe(403);
    expect(asAdmin.json().message).toBe('Admins cannot add products to cart');
    const { token } = await signUpCustomer(t.app);
    const unknown = await call(token, 'POST', '/api/cart/add', {
      productVariantId: '00000000-0000-4000-8000-000000000000',
      quantity: 1,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('drops a deleted product from carts', async () => {
    const category = await createCategoryVia(t, admin, { name: 'Temporary' });
    const doomed = await createProductVia(t, admin, {
      name: 'Doomed Hat',
      categoryId: category.id,
      variants: [variant('Free Size', 199, 4)],
    });
    const { token } = await signUpCustomer(t.app);
    await call(token, 'POST', '/api/cart/add', {
      productVariantId: doomed.variants[0]!.id,
      quantity: 1,
    });
    await call(admin, 'DELETE', `/api/products/${doomed.id}`);
    expect((await call(token, 'GET', '/api/cart')).json().items).toEqual([]);
  });
});
