import type { GstRatePercent } from '@shop/contracts/gst';
import { toPaise } from '@shop/contracts/money';
import type { Db } from '../db/client.ts';
import { categories, productImages, productVariants, products } from '../db/schema.ts';
import type { StoredImage } from '../images/image-pipeline.ts';
import { refreshSearchDocuments } from './search-documents.ts';

export type SeedCategory = {
  name: string;
  nameHi?: string;
  slug: string;
  description: string;
  children?: SeedCategory[];
};

export type SeedProduct = {
  name: string;
  slug: string;
  description: string;
  categorySlug: string;
  hsnCode: string;
  gstRatePercent: GstRatePercent;
  createdAt: Date;
  variants: {
    size: string;
    color: string;
    colorHexCode: string;
    stock: number;
    originalPrice: number;
    discountPrice: number | null;
  }[];
  images: StoredImage[];
};

/**
 * Writes a whole catalogue (category tree, products with variants and already stored pictures)
 * with its search documents, inside the caller's transaction. Used to seed an empty shop, so
 * slugs are taken as given.
 */
export async function insertCatalogue(
  tx: Db,
  tree: SeedCategory[],
  seedProducts: SeedProduct[],
): Promise<void> {
  const categoryIds = await insertCategories(tx, tree, null);
  const productIds: string[] = [];
  for (const product of seedProducts) {
    const categoryId = categoryIds.get(product.categorySlug);
    if (!categoryId) throw new Error(`demo product ${product.slug}: unknown category`);
    const [row] = await tx
      .insert(products)
      .values({
        name: product.name,
        slug: product.slug,
        description: product.description,
        categoryId,
        hsnCode: product.hsnCode,
        gstRatePercent: product.gstRatePercent,
        createdAt: product.createdAt,
        updatedAt: product.createdAt,
      })
      .returning({ id: products.id });
    const productId = row!.id;
    productIds.push(productId);
    await tx.insert(productVariants).values(
      product.variants.map((v, position) => ({
        productId,
        size: v.size,
        color: v.color,
        colorHexCode: v.colorHexCode,
        stock: v.stock,
        originalPricePaise: toPaise(v.originalPrice),
        discountPricePaise: v.discountPrice === null ? null : toPaise(v.discountPrice),
        position,
      })),
    );
    await tx
      .insert(productImages)
      .values(product.images.map((image, position) => ({ productId, ...image, position })));
  }
  await refreshSearchDocuments(tx, productIds);
}

async function insertCategories(
  tx: Db,
  nodes: SeedCategory[],
  parentId: string | null,
  ids = new Map<string, string>(),
): Promise<Map<string, string>> {
  for (const [position, node] of nodes.entries()) {
    const [row] = await tx
      .insert(categories)
      .values({
        name: node.name,
        nameHi: node.nameHi ?? null,
        slug: node.slug,
        description: node.description,
        parentId,
        position,
      })
      .returning({ id: categories.id });
    ids.set(node.slug, row!.id);
    if (node.children) await insertCategories(tx, node.children, row!.id, ids);
  }
  return ids;
}

/** Whether the catalogue has any product yet (an empty shop is the one to seed). */
export async function hasProducts(db: Db): Promise<boolean> {
  const [any] = await db.select({ id: products.id }).from(products).limit(1);
  return any !== undefined;
}
