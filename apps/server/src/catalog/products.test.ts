import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Product } from '@shop/contracts/catalog';
import { GST_RATE_MESSAGE, HSN_MESSAGE } from '@shop/contracts/gst';
import {
  bearer,
  makeImage,
  multipart,
  signInAdmin,
  signUpCustomer,
  useTestApp,
} from '../test/test-app.ts';
import { createCategoryVia, createProductVia, productForm, variant } from './catalog-fixtures.ts';

const t = await useTestApp();
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Rompers' });

async function postForm(form: { payload: Buffer; headers: Record<string, string> }, token = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: { ...bearer(token), ...form.headers },
    payload: form.payload,
  });
}

describe('create product', () => {
  it('stores the product, its variants in rupees and two WebP sizes of each image', async () => {
    const product = await createProductVia(t, admin, {
      name: 'Organic Cotton Romper',
      categoryId: category.id,
      description: 'Soft and breathable.',
      variants: [
        variant('0-3M', 549, 4, { discountPrice: 100.5 }),
        variant('3-6M', 599, 0, { color: 'Mint', colorHexCode: '#A8E6CF' }),
      ],
      imageCount: 3,
    });
    expect(product).toMatchObject({
      name: 'Organic Cotton Romper',
      slug: 'organic-cotton-romper',
      description: 'Soft and breathable.',
      category: { id: category.id, name: 'Rompers', slug: 'rompers' },
    });
    expect(product.variants).toEqual([
      expect.objectContaining({ size: '0-3M', stock: 4, originalPrice: 549, discountPrice: 100.5 }),
      expect.objectContaining({
        size: '3-6M',
        color: 'Mint',
        colorHexCode: '#A8E6CF',
        discountPrice: null,
      }),
    ]);
    expect(product.images).toHaveLength(3);
    const image = product.images[0]!;
    expect(image.url).toMatch(/^\/media\/products\/[a-z0-9-]+-full\.webp$/);
    const full = await t.app.inject({ method: 'GET', url: image.url });
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/webp');
    expect(full.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(full.headers['x-content-type-options']).toBe('nosniff');
    expect((await sharp(full.rawPayload).metadata()).format).toBe('webp');
    const thumb = await t.app.inject({ method: 'GET', url: image.thumbUrl });
    expect(thumb.statusCode).toBe(200);

    const bySlug = await t.app.inject({
      method: 'GET',
      url: '/api/products/slug/organic-cotton-romper',
    });
    expect(bySlug.json().data.id).toBe(product.id);
    const byId = await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` });
    expect(byId.json().data.slug).toBe('organic-cotton-romper');
    expect((await t.app.inject({ method: 'GET', url: '/api/products/slug/nope' })).statusCode).toBe(
      404,
    );
  });

  it('gives each rule its message', async () => {
    const cases: [Record<string, string>, number, string][] = [
      [{ productName: '' }, 2, 'Product Name is mandatory.'],
      [{ categoryId: '' }, 2, 'Category is mandatory.'],
      [{}, 1, 'Please upload between 2 and 10 images.'],
      [{ productVariants: '[]' }, 2, 'At least one variant is required.'],
      [
        { productVariants: JSON.stringify([{ size: 'S', originalPrice: 100, stock: 1 }]) },
        2,
        'Please fill all required fields in Variant 1',
      ],
      [
        {
          productVariants: JSON.stringify([
            variant('S', 100),
            { color: 'Red', stock: 1, originalPrice: 10 },
          ]),
        },
        2,
        'Please fill all required fields in Variant 2',
      ],
      [
        { productVariants: JSON.stringify([variant('S', 100, -1)]) },
        2,
        'Stock must not be negative.',
      ],
      [
        { productVariants: JSON.stringify([variant('S', 100, 1, { discountPrice: 100 })]) },
        2,
        'The discount must be below the price.',
      ],
      [{ productVariants: JSON.stringify([variant('S', -5)]) }, 2, 'Must not be negative.'],
      [{ productVariants: 'not json' }, 2, 'productVariants must be JSON text.'],
    ];
    for (const [override, imageCount, message] of cases) {
      const form = await productForm(
        { name: 'Rule Test', categoryId: category.id, variants: [variant('S', 100)], imageCount },
        override,
      );
      const res = await postForm(form);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message, JSON.stringify(override)).toBe(message);
    }
    const eleven = await productForm({
      name: 'Too many',
      categoryId: category.id,
      variants: [variant('S', 100)],
      imageCount: 11,
    });
    expect((await postForm(eleven)).statusCode).toBe(413);
  });

  it('refuses files that are not really images (415) and images over 5 MB (413)', async () => {
    const script = Buffer.from('<script>alert(1)</script>');
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    for (const data of [script, svg]) {
      const form = await multipart(
        {
          productName: 'Fake',
          categoryId: category.id,
          productVariants: JSON.stringify([variant('S', 100)]),
        },
        [
          { name: 'images', data: await makeImage('png') },
          { name: 'images', data, filename: 'photo.png', type: 'image/png' },
        ],
      );
      const res = await postForm(form);
      expect(res.statusCode).toBe(415);
      expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    const big = Buffer.concat([await makeImage('png'), Buffer.alloc(5 * 1024 * 1024 + 10)]);
    const form = await multipart(
      {
        productName: 'Big',
        categoryId: category.id,
        productVariants: JSON.stringify([variant('S', 100)]),
      },
      [
        { name: 'images', data: await makeImage('png') },
        { name: 'images', data: big },
      ],
    );
    const res = await postForm(form);
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('refuses a decompression bomb (tiny file, huge pixel size) with 413', async () => {
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const form = await multipart(
      {
        productName: 'Bomb',
        categoryId: category.id,
        productVariants: JSON.stringify([variant('S', 100)]),
      },
      [
        { name: 'images', data: await makeImage('png') },
        { name: 'images', data: bomb },
      ],
    );
    const res = await postForm(form);
    expect(res.statusCode).toBe(413);
  });

  it('accepts JPEG, GIF and WebP too, and only admins may create', async () => {
    const form = await multipart(
      {
        productName: 'Formats',
        categoryId: category.id,
        productVariants: JSON.stringify([variant('S', 100)]),
      },
      [
        { name: 'images', data: await makeImage('jpeg') },
        { name: 'images', data: await makeImage('gif') },
        { name: 'images', data: await makeImage('webp') },
      ],
    );
    expect((await postForm(form)).statusCode).toBe(201);
    const { token } = await signUpCustomer(t.app);
    const again = await productForm({
      name: 'X',
      categoryId: category.id,
      variants: [variant('S', 1)],
    });
    expect((await postForm(again, token)).statusCode).toBe(403);
    const visitor = await t.app.inject({
      method: 'POST',
      url: '/api/products',
      headers: again.headers,
      payload: again.payload,
    });
    expect(visitor.statusCode).toBe(401);
  });
});

describe('update and delete product', () => {
  let product: Product;
  beforeAll(async () => {
    product = await createProductVia(t, admin, {
      name: 'Muslin Swaddle',
      categoryId: category.id,
      variants: [variant('Free Size', 799, 3), variant('Large', 999, 2)],
      imageCount: 2,
    });
  });

  it('updates fields and variants, removes and adds images, keeps the slug', async () => {
    const keep = product.variants[0]!;
    const form = await productForm(
      {
        name: 'Muslin Swaddle Set',
        categoryId: category.id,
        description: 'Now a set of two.',
        variants: [{ ...keep, stock: 9, originalPrice: 849 }, variant('XL', 1099, 1)],
        imageCount: 1,
      },
      { id: product.id, deletedImageIds: JSON.stringify([product.images[0]!.id]) },
    );
    const res = await postForm(form);
    expect(res.statusCode).toBe(200);
    const updated: Product = res.json().data;
    expect(updated).toMatchObject({
      id: product.id,
      name: 'Muslin Swaddle Set',
      slug: 'muslin-swaddle',
      description: 'Now a set of two.',
    });
    expect(updated.variants.map((v) => [v.size, v.stock, v.originalPrice])).toEqual([
      ['Free Size', 9, 849],
      ['XL', 1, 1099],
    ]);
    expect(updated.variants[0]!.id).toBe(keep.id);
    expect(updated.images).toHaveLength(2);
    expect(updated.images[0]!.id).toBe(product.images[1]!.id);
    expect((await t.app.inject({ method: 'GET', url: product.images[0]!.url })).statusCode).toBe(
      404,
    );
  });

  it('refuses an update that would leave fewer than 2 images, changing nothing', async () => {
    const current: Product = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json().data;
    const form = await productForm(
      {
        name: 'Should not save',
        categoryId: category.id,
        variants: [variant('S', 100)],
        imageCount: 0,
      },
      { id: product.id, deletedImageIds: JSON.stringify([current.images[0]!.id]) },
    );
    const res = await postForm(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please upload between 2 and 10 images.');
    const after: Product = (
      await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })
    ).json().data;
    expect(after).toEqual(current);
  });

  it('refuses a variant id of another product', async () => {
    const other = await createProductVia(t, admin, {
      name: 'Other',
      categoryId: category.id,
      variants: [variant('S', 10)],
    });
    const form = await productForm(
      {
        name: 'Muslin Swaddle Set',
        categoryId: category.id,
        variants: [{ ...other.variants[0]! }],
        imageCount: 0,
      },
      { id: product.id },
    );
    expect((await postForm(form)).statusCode).toBe(400);
  });

  it('deletes a product and its images; 404 after', async () => {
    const doomed = await createProductVia(t, admin, {
      name: 'Doomed',
      categoryId: category.id,
      variants: [variant('S', 10)],
    });
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${doomed.id}`,
      headers: bearer(admin),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Product deleted successfully');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/products/${doomed.id}` })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: doomed.images[0]!.url })).statusCode).toBe(
      404,
    );
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/products/${doomed.id}`,
      headers: bearer(admin),
    });
    expect(again.statusCode).toBe(404);
  });
});

describe('image order', () => {
  it('puts kept and new images in the order the editor sends', async () => {
    const product = await createProductVia(t, admin, {
      name: 'Reorder Me',
      categoryId: category.id,
      variants: [variant('S', 100)],
      imageCount: 3,
    });
    const [a, b, c] = product.images.map((image) => image.id);
    const form = await productForm(
      {
        name: 'Reorder Me',
        categoryId: category.id,
        variants: [product.variants[0]!],
        imageCount: 1,
      },
      {
        id: product.id,
        deletedImageIds: JSON.stringify([b]),
        imageOrder: JSON.stringify([c, 'new:0', a]),
      },
    );
    const res = await postForm(form);
    expect(res.statusCode, res.body).toBe(200);
    const images: Product['images'] = res.json().data.images;
    expect(images).toHaveLength(3);
    expect(images[0]!.id).toBe(c);
    expect(images[2]!.id).toBe(a);
    expect([a, b, c]).not.toContain(images[1]!.id);
  });

  it('refuses an order that leaves out or repeats an image, changing nothing', async () => {
    const product = await createProductVia(t, admin, {
      name: 'Keep Order',
      categoryId: category.id,
      variants: [variant('S', 100)],
      imageCount: 2,
    });
    const [a] = product.images.map((image) => image.id);
    const form = await productForm(
      {
        name: 'Keep Order',
        categoryId: category.id,
        variants: [product.variants[0]!],
        imageCount: 0,
      },
      { id: product.id, imageOrder: JSON.stringify([a, a]) },
    );
    const res = await postForm(form);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The image order must list every image exactly once.');
    const after = (await t.app.inject({ method: 'GET', url: `/api/products/${product.id}` })).json()
      .data;
    expect(after.images).toEqual(product.images);
  });
});

describe("a product's HSN code and GST rate", () => {
  const draft = {
    name: 'Festive Lehenga',
    categoryId: category.id,
    variants: [variant('4-5Y', 2999)],
  };

  it('stores the HSN code and rate given, and defaults to none and 5 %', async () => {
    const given = await postForm(
      await productForm(draft, { hsnCode: ' 620442 ', gstRatePercent: '18' }),
    );
    expect(given.statusCode).toBe(201);
    expect(given.json().data).toMatchObject({ hsnCode: '620442', gstRatePercent: 18 });
    const plain = await createProductVia(t, admin, { ...draft, name: 'Plain Lehenga' });
    expect(plain).toMatchObject({ hsnCode: null, gstRatePercent: 5 });
  });

  it('keeps them on an update that leaves the fields out, and clears a blank HSN code', async () => {
    const created: Product = (
      await postForm(
        await productForm(
          { ...draft, name: 'Gota Lehenga' },
          { hsnCode: '6204', gstRatePercent: '18' },
        ),
      )
    ).json().data;
    const update = (extra: Record<string, string>) =>
      productForm(
        { ...draft, name: 'Gota Lehenga', variants: [created.variants[0]!], imageCount: 0 },
        { id: created.id, ...extra },
      );
    const kept = await postForm(await update({}));
    expect(kept.statusCode).toBe(200);
    expect(kept.json().data).toMatchObject({ hsnCode: '6204', gstRatePercent: 18 });
    const changed = await postForm(await update({ hsnCode: '', gstRatePercent: '5' }));
    expect(changed.json().data).toMatchObject({ hsnCode: null, gstRatePercent: 5 });
  });

  it('refuses an HSN code of 5 digits and a rate of 7 % with the field named', async () => {
    const cases: [Record<string, string>, string, string][] = [
      [{ hsnCode: '62044' }, 'hsnCode', HSN_MESSAGE],
      [{ gstRatePercent: '7' }, 'gstRatePercent', GST_RATE_MESSAGE],
    ];
    for (const [extra, path, message] of cases) {
      const res = await postForm(await productForm({ ...draft, name: 'Refused Lehenga' }, extra));
      expect(res.statusCode, message).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', message });
      expect(res.json().details).toEqual([{ path, message }]);
    }
  });
});
