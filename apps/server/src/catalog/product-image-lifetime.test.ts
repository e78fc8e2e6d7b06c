import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Order } from '@shop/contracts/orders';
import { customerWithCart, placeOrderAs } from '../orders/orders-fixtures.ts';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, productForm, variant } from './catalog-fixtures.ts';

// An order item shows the thumbnail its product had when it was bought; removing the image or
// the whole product must not take that picture out of the customer's order history.
const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Hats' });

const statusOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).statusCode;

async function orderedProduct(name: string): Promise<{ product: Product; thumbnail: string }> {
  const product = await createProductVia(t, admin, {
    name,
    categoryId: category.id,
    variants: [variant('Free Size', 299, 5)],
    imageCount: 3,
  });
  const { token, addressId } = await customerWithCart(t, [
    { variantId: product.variants[0]!.id, quantity: 1 },
  ]);
  const placed = await placeOrderAs(t, token, addressId);
  expect(placed.statusCode, placed.body).toBe(201);
  const order: Order = placed.json().order;
  const thumbnail = order.items[0]!.product.images[0]!.url;
  expect(thumbnail).toBe(product.images[0]!.thumbUrl);
  return { product, thumbnail };
}

async function removeImages(product: Product, imageIds: string[]) {
  const form = await productForm(
    {
      name: product.name,
      categoryId: category.id,
      variants: [product.variants[0]!],
      imageCount: imageIds.length,
    },
    { id: product.id, deletedImageIds: JSON.stringify(imageIds) },
  );
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('images that orders show', () => {
  it('keeps an ordered thumbnail when the product is deleted, and deletes the rest', async () => {
    const { product, thumbnail } = await orderedProduct('Sun Hat');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${product.id}`,
      headers: bearer(admin),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const kept = await t.app.inject({ method: 'GET', url: thumbnail });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['content-type']).toBe('image/webp');
    expect(kept.rawPayload.length).toBeGreaterThan(0);
    const [cover, ...others] = product.images;
    expect(await statusOf(cover!.url)).toBe(404);
    for (const image of others) {
      expect(await statusOf(image.url)).toBe(404);
      expect(await statusOf(image.thumbUrl)).toBe(404);
    }
  });

  it('keeps an ordered thumbnail when that image is removed from the product', async () => {
    const { product, thumbnail } = await orderedProduct('Rain Hat');
    const [cover, second] = product.images;
    await removeImages(product, [cover!.id, second!.id]);

    expect(await statusOf(thumbnail)).toBe(200);
    expect(await statusOf(cover!.url)).toBe(404);
    expect(await statusOf(second!.url)).toBe(404);
    expect(await statusOf(second!.thumbUrl)).toBe(404);
  });
});
