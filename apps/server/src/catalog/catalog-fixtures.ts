import type { Category, Product, VariantInput } from '@shop/contracts/catalog';
import { bearer, makeImage, multipart, type TestApp } from '../test/test-app.ts';

/** Test helpers that build a catalogue through the real admin API. */
export async function createCategoryVia(
  t: TestApp,
  token: string,
  body: { name: string; nameHi?: string; description?: string; parentId?: string | null },
): Promise<Category> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/categories',
    headers: bearer(token),
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`category: ${res.body}`);
  return (res.json() as { data: Category }).data;
}

export type ProductDraft = {
  name: string;
  categoryId: string;
  description?: string;
  variants: Partial<VariantInput>[];
  imageCount?: number;
};

export async function productForm(draft: ProductDraft, extra: Record<string, string> = {}) {
  const images = await Promise.all(
    Array.from({ length: draft.imageCount ?? 2 }, () => makeImage('png')),
  );
  return multipart(
    {
      productName: draft.name,
      categoryId: draft.categoryId,
      description: draft.description ?? '',
      productVariants: JSON.stringify(draft.variants),
      ...extra,
    },
    images.map((data) => ({ name: 'images', data })),
  );
}

export async function createProductVia(
  t: TestApp,
  token: string,
  draft: ProductDraft,
): Promise<Product> {
  const form = await productForm(draft);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
  if (res.statusCode !== 201) throw new Error(`product: ${res.body}`);
  return (res.json() as { data: Product }).data;
}

export const variant = (
  size: string,
  price: number,
  stock = 5,
  extra: Partial<VariantInput> = {},
) => ({
  size,
  color: 'Blush Pink',
  colorHexCode: '#F4B6C2',
  stock,
  originalPrice: price,
  discountPrice: null,
  ...extra,
});
