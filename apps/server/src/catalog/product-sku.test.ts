import { describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import { bearer, signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, productForm, variant } from './catalog-fixtures.ts';
import { skuTakenMeanwhile } from './variant-skus.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });

async function post(draft: Parameters<typeof productForm>[0], extra: Record<string, string> = {}) {
  const form = await productForm(draft, extra);
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

const romper = (name: string, ...variants: ReturnType<typeof variant>[]) => ({
  name,
  categoryId: category.id,
  variants,
});

/** Sends an update of the product with these variants (the images stay). */
async function update(product: Product, variants: object[]) {
  const form = await productForm(
    { name: product.name, categoryId: category.id, variants, imageCount: 0 },
    { id: product.id },
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(admin), ...form.headers },
    payload: form.payload,
  });
}

type VariantForm = ReturnType<typeof asInput>;

function asInput(v: Product['variants'][number]) {
  return {
    id: v.id,
    sku: v.sku,
    size: v.size,
    color: v.color,
    colorHexCode: v.colorHexCode,
    stock: v.stock,
    originalPrice: v.originalPrice,
    discountPrice: v.discountPrice,
  };
}

describe('variant SKUs', () => {
  it('stores each SKU trimmed, a blank one as none, and returns them', async () => {
    const product = await createProductVia(
      t,
      admin,
      romper(
        'Sunny Romper',
        variant('0-3M', 549, 4, { sku: '  LS-RMP/01_a ', color: 'Yellow' }),
        variant('3-6M', 549, 4, { sku: '   ' }),
        variant('6-12M', 549, 4),
      ),
    );
    expect(product.variants.map((v) => v.sku)).toEqual(['LS-RMP/01_a', null, null]);
    const read = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(read.json().data.variants[0].sku).toBe('LS-RMP/01_a');
  });

  it('refuses invalid characters and more than 40 characters with 400', async () => {
    const spaced = await post(romper('Bad Sku', variant('0-3M', 100, 1, { sku: 'LS RMP' })));
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json().message).toBe('A SKU uses only letters, digits, -, _ and /.');
    const long = await post(romper('Long Sku', variant('0-3M', 100, 1, { sku: 'A'.repeat(41) })));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A SKU has at most 40 characters.');
    const forty = await post(romper('Forty Sku', variant('0-3M', 100, 1, { sku: 'B'.repeat(40) })));
    expect(forty.statusCode).toBe(201);
  });

  it('refuses a SKU another product uses, whatever its case, naming it and its owner', async () => {
    await createProductVia(
      t,
      admin,
      romper('Marigold Romper', variant('0-3M', 549, 4, { sku: 'MG-01', color: 'Yellow' })),
    );
    const res = await post(romper('Copy Romper', variant('3-6M', 599, 1, { sku: 'mg-01' })));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'SKU mg-01 is already used by "Marigold Romper" (0-3M, Yellow).',
    });
    const search = await t.app.inject({ method: 'GET', url: '/api/products?search=copy' });
    expect(JSON.stringify(search.json())).not.toContain('Copy Romper');
  });

  it('refuses the same SKU twice in one form, whatever its case', async () => {
    const res = await post(
      romper(
        'Twin Romper',
        variant('0-3M', 549, 4, { sku: 'TW-01' }),
        variant('3-6M', 549, 4, { sku: 'tw-01' }),
      ),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'CONFLICT',
      message: 'SKU tw-01 is given to two variants.',
    });
  });

  it('lets a variant keep its own SKU and two variants swap theirs', async () => {
    const product = await createProductVia(
      t,
      admin,
      romper(
        'Swap Romper',
        variant('0-3M', 549, 4, { sku: 'SW-A' }),
        variant('3-6M', 549, 4, { sku: 'SW-B' }),
      ),
    );
    const [a, b] = product.variants.map(asInput) as [VariantForm, VariantForm];
    const kept = await update(product, [{ ...a, stock: 9 }, b]);
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data.variants.map((v: Product['variants'][number]) => v.sku)).toEqual([
      'SW-A',
      'SW-B',
    ]);

    const swapped = await update(product, [
      { ...a, sku: 'SW-B' },
      { ...b, sku: 'sw-a' },
    ]);
    expect(swapped.statusCode).toBe(200);
    const variants: Product['variants'] = swapped.json().data.variants;
    expect(variants.map((v) => [v.id, v.sku])).toEqual([
      [a.id, 'SW-B'],
      [b.id, 'sw-a'],
    ]);
  });

  it('gives a removed variant’s SKU to a new variant of the same product', async () => {
    const product = await createProductVia(
      t,
      admin,
      romper('Moving Romper', variant('0-3M', 549, 4, { sku: 'MV-1' })),
    );
    const res = await update(product, [variant('3-6M', 549, 2, { sku: 'MV-1' })]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.variants.map((v: Product['variants'][number]) => v.sku)).toEqual([
      'MV-1',
    ]);
  });
});

describe('a SKU taken by another save between the check and the write', () => {
  it("answers the unique index's error as a 409 naming the SKU, and leaves other errors be", () => {
    const lostRace = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'product_variants_sku_lower_key',
    });
    expect(skuTakenMeanwhile(lostRace, 'LS-01')).toMatchObject({
      statusCode: 409,
      code: 'CONFLICT',
      message: 'SKU LS-01 is already used by another variant.',
    });
    const otherIndex = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'products_slug_key',
    });
    expect(skuTakenMeanwhile(otherIndex, 'LS-01')).toBeUndefined();
    expect(skuTakenMeanwhile(new Error('boom'), 'LS-01')).toBeUndefined();
  });
});
