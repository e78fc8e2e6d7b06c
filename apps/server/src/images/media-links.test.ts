import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Product } from '@shop/contracts/catalog';
import type { Order } from '@shop/contracts/orders';
import { orderItems } from '../db/schema.ts';
import { webBuildDirs } from '../http/web-client.ts';
import { startLocalS3 } from '../test/s3-server.ts';
import { signInAdmin, useTestApp } from '../test/test-app.ts';
import { createCategoryVia, createProductVia, variant } from '../catalog/catalog-fixtures.ts';
import { placedOrder } from '../orders/orders-fixtures.ts';

// Pictures linked straight to the bucket, as with a CDN in front of it (MEDIA_BASE_URL).
const s3 = await startLocalS3();
afterAll(() => s3.destroy());
const t = await useTestApp(
  { webDistDir: webBuildDirs.client },
  {
    S3_BUCKET: s3.settings.bucket,
    S3_ENDPOINT: s3.settings.endpoint,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    MEDIA_BASE_URL: `${s3.bucketUrl}/`,
  },
);
const admin = await signInAdmin(t);
const category = await createCategoryVia(t, admin, { name: 'Linked Rompers' });
const product: Product = await createProductVia(t, admin, {
  name: 'Linked Romper',
  categoryId: category.id,
  variants: [variant('0-3M', 499, 5)],
});

describe('pictures linked to MEDIA_BASE_URL', () => {
  it('links every picture of a product to the bucket, which serves it', async () => {
    for (const image of product.images) {
      expect(image.url).toMatch(new RegExp(`^${s3.bucketUrl}/products/[a-z0-9-]+-full\\.webp$`));
      expect(image.thumbUrl).toMatch(
        new RegExp(`^${s3.bucketUrl}/products/[a-z0-9-]+-thumb\\.webp$`),
      );
      const direct = await fetch(image.thumbUrl);
      expect(direct.status).toBe(200);
      expect(direct.headers.get('content-type')).toBe('image/webp');
    }
  });

  it("still serves the pictures under /media/ (links made before the setting, invoices' logos)", async () => {
    const key = product.images[0]!.url.slice(s3.bucketUrl.length + 1);
    const res = await t.app.inject({ method: 'GET', url: `/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
  });

  it("lets pages show pictures from the bucket's origin", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(new RegExp(`img-src 'self' data: blob: ${new URL(s3.bucketUrl).origin}`));
  });

  it("keeps the shop's own path in an order line and links it through the setting", async () => {
    const { order } = await placedOrder(t, [{ variantId: product.variants[0]!.id, quantity: 1 }]);
    const shown = (order as Order).items[0]!.product.images[0]!.url;
    expect(shown).toBe(product.images[0]!.thumbUrl);

    const [kept] = await t.database.db
      .select({ imageUrl: orderItems.imageUrl })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    expect(kept!.imageUrl).toBe(`/media/${shown.slice(s3.bucketUrl.length + 1)}`);
  });

  it("renders product pages with the bucket's pictures and an early connection to it", async () => {
    const res = await t.app.inject({ method: 'GET', url: `/product/${product.slug}` });
    expect(res.statusCode).toBe(200);
    const bucketOrigin = new URL(s3.bucketUrl).origin;
    expect(res.body).toContain(`<link rel="preconnect" href="${bucketOrigin}">`);
    expect(res.body).toContain(`<meta property="og:image" content="${product.images[0]!.url}" />`);
    expect(res.body).toMatch(new RegExp(`<img[^>]+src="${s3.bucketUrl}/products/`));
    expect(res.body).not.toContain('src="/media/');
  });
});
