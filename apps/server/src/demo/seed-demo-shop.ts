import { readFile } from 'node:fs/promises';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoCategory, DemoProduct } from '@shop/demo-shop/demo-catalogue';
import type { DemoLegalPage, demoCompany } from '@shop/demo-shop/demo-content';
import type { DemoImageFiles } from '@shop/demo-shop/demo-images';
import type { Db } from '../db/client.ts';
import { categories, company, productImages, productVariants, products } from '../db/schema.ts';
import { storePreparedImage, type StoredImage } from '../images/image-pipeline.ts';
import type { ImageStore } from '../images/image-store.ts';
import { toPaise } from '../money.ts';
import { saveLegalPage } from '../content/legal-pages.service.ts';
import { refreshSearchDocuments } from '../catalog/search-documents.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What @shop/demo-shop provides; bootstrap loads it only when a shop is to be seeded. */
export type DemoShop = {
  categories: DemoCategory[];
  products: DemoProduct[];
  company: typeof demoCompany;
  legalPages: DemoLegalPage[];
  imageFiles: (product: DemoProduct) => DemoImageFiles[];
};

/**
 * Fills an empty shop with the demo: category tree, products with their pictures (copied from
 * the demo package, which commits them already drawn), company details and both legal pages.
 * Does nothing when the catalogue already has products.
 */
export async function seedDemoShop(deps: {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  demo: DemoShop;
}): Promise<boolean> {
  const { db, log, demo } = deps;
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;

  const started = Date.now();
  log.info({ products: demo.products.length }, 'seeding the demo shop');
  // One product at a time keeps the number of open files small.
  const pictures: StoredImage[][] = [];
  for (const product of demo.products) {
    pictures.push(await copyPictures(deps.images, demo.imageFiles(product)));
  }

  await db.transaction(async (tx) => {
    const categoryIds = await insertCategories(tx, demo.categories, null);
    const productIds: string[] = [];
    for (const [index, product] of demo.products.entries()) {
      const categoryId = categoryIds.get(product.categorySlug);
      if (!categoryId) throw new Error(`demo product ${product.slug}: unknown category`);
      const createdAt = new Date(started - product.createdDaysAgo * DAY_MS - index * 1000);
      const [row] = await tx
        .insert(products)
        .values({
          name: product.name,
          slug: product.slug,
          description: product.description,
          categoryId,
          createdAt,
          updatedAt: createdAt,
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
        .values(pictures[index]!.map((image, position) => ({ productId, ...image, position })));
    }
    await refreshSearchDocuments(tx, productIds);
    const [hasCompany] = await tx.select({ n: count() }).from(company).where(eq(company.id, 1));
    if (!hasCompany?.n) await tx.insert(company).values({ id: 1, ...demo.company });
    for (const page of demo.legalPages) await saveLegalPage(tx, page);
  });
  log.info({ ms: Date.now() - started }, 'demo shop ready');
  return true;
}

async function copyPictures(store: ImageStore, views: DemoImageFiles[]): Promise<StoredImage[]> {
  return Promise.all(
    views.map(async (files) =>
      storePreparedImage(store, 'products', {
        full: await readFile(files.full),
        thumb: await readFile(files.thumb),
      }),
    ),
  );
}

async function insertCategories(
  tx: Db,
  nodes: DemoCategory[],
  parentId: string | null,
  ids = new Map<string, string>(),
): Promise<Map<string, string>> {
  for (const [position, node] of nodes.entries()) {
    const [row] = await tx
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
    if (node.children) await insertCategories(tx, node.children, row!.id, ids);
  }
  return ids;
}
