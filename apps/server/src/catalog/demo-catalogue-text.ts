import type { Db } from '../db/client.ts';
import { categories, productVariants, products } from '../db/schema.ts';
import { toPaise } from '../money.ts';
import { demoCategories, demoProducts, type DemoCategory } from './demo/demo-catalogue.ts';
import { refreshSearchDocuments } from './search-documents.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Test helper: the demo shop's words (category tree, product names, descriptions and variants)
 * without its drawn images, which take far longer to make than the searches under test. Returns
 * the product ids by demo slug.
 */
export async function insertDemoCatalogueText(db: Db): Promise<Map<string, string>> {
  const categoryIds = await insertCategories(db, demoCategories, null);
  const productIds = new Map<string, string>();
  const now = Date.now();
  for (const [index, product] of demoProducts.entries()) {
    const createdAt = new Date(now - product.createdDaysAgo * DAY_MS - index * 1000);
    const [row] = await db
      .insert(products)
      .values({
        name: product.name,
        slug: product.slug,
        description: product.description,
        categoryId: categoryIds.get(product.categorySlug)!,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: products.id });
    productIds.set(product.slug, row!.id);
    await db.insert(productVariants).values(
      product.variants.map((v, position) => ({
        productId: row!.id,
        size: v.size,
        color: v.color,
        colorHexCode: v.colorHexCode,
        stock: v.stock,
        originalPricePaise: toPaise(v.originalPrice),
        discountPricePaise: v.discountPrice === null ? null : toPaise(v.discountPrice),
        position,
      })),
    );
  }
  await refreshSearchDocuments(db, [...productIds.values()]);
  return productIds;
}

async function insertCategories(
  db: Db,
  nodes: DemoCategory[],
  parentId: string | null,
  ids = new Map<string, string>(),
): Promise<Map<string, string>> {
  for (const [position, node] of nodes.entries()) {
    const [row] = await db
      .insert(categories)
      .values({
        name: node.name,
        slug: node.slug,
        description: node.description,
        parentId,
        position,
      })
      .returning({ id: categories.id });
    ids.set(node.slug, row!.id);
    if (node.children) await insertCategories(db, node.children, row!.id, ids);
  }
  return ids;
}
