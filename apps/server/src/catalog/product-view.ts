import { asc, eq, inArray } from 'drizzle-orm';
import type { Product } from '@shop/contracts/catalog';
import type { Db } from '../db/client.ts';
import { categories, productImages, productVariants, products } from '../db/schema.ts';
import { mediaUrl } from '../images/image-store.ts';
import { toRupees } from '../money.ts';

/**
 * Full products for a list of ids, in that order: three queries whatever the number of products
 * (products with category, variants, images), never one per product.
 */
export async function loadProducts(db: Db, ids: string[]): Promise<Product[]> {
  if (ids.length === 0) return [];
  const [rows, variants, images] = await Promise.all([
    db
      .select({
        id: products.id,
        name: products.name,
        slug: products.slug,
        description: products.description,
        createdAt: products.createdAt,
        updatedAt: products.updatedAt,
        category: { id: categories.id, name: categories.name, slug: categories.slug },
      })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, ids)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, ids))
      .orderBy(asc(productVariants.position), asc(productVariants.createdAt)),
    db
      .select()
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.position), asc(productImages.createdAt)),
  ]);
  const byId = new Map(
    rows.map((row) => [
      row.id,
      {
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
        images: [] as Product['images'],
        variants: [] as Product['variants'],
      },
    ]),
  );
  for (const v of variants) {
    byId.get(v.productId)?.variants.push({
      id: v.id,
      size: v.size,
      color: v.color,
      colorHexCode: v.colorHexCode,
      stock: v.stock,
      originalPrice: toRupees(v.originalPricePaise),
      discountPrice: v.discountPricePaise === null ? null : toRupees(v.discountPricePaise),
    });
  }
  for (const image of images) {
    byId.get(image.productId)?.images.push({
      id: image.id,
      url: mediaUrl(image.fullKey),
      thumbUrl: mediaUrl(image.thumbKey),
    });
  }
  return ids.flatMap((id) => {
    const product = byId.get(id);
    return product ? [product] : [];
  });
}
