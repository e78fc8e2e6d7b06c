import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { categories, company, productImages, productVariants, products } from '../../db/schema.ts';
import { storeDrawnImage, type StoredImage } from '../../images/image-pipeline.ts';
import type { ImageStore } from '../../images/image-store.ts';
import { toPaise } from '../../money.ts';
import { saveLegalPage } from '../../content/legal-pages.service.ts';
import { refreshSearchDocuments } from '../search-documents.ts';
import {
  demoCategories,
  demoProducts,
  type DemoCategory,
  type DemoProduct,
} from './demo-catalogue.ts';
import { demoCompany, demoLegalPages } from './demo-content.ts';
import { renderProductSvg } from './product-art.ts';

// Drawing is CPU-bound in libvips; a few at once keeps both cores busy without piling up memory.
const DRAWING_CONCURRENCY = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Fills an empty shop with the demo: category tree, products with drawn images, company details
 * and both legal pages. Does nothing when the catalogue already has products.
 */
export async function seedDemoShop(deps: {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  products?: DemoProduct[];
}): Promise<boolean> {
  const { db, log } = deps;
  const [existing] = await db.select({ n: count() }).from(products);
  if ((existing?.n ?? 0) > 0) return false;
  const catalogue = deps.products ?? demoProducts;

  const started = Date.now();
  log.info({ products: catalogue.length }, 'seeding the demo shop: drawing product images');
  const drawn = await drawAll(deps.images, catalogue, (done, total) => {
    if (done % 50 === 0 || done === total) log.info(`demo images ${done}/${total}`);
  });

  await db.transaction(async (tx) => {
    const categoryIds = await insertCategories(tx, demoCategories, null);
    const productIds: string[] = [];
    for (const [index, product] of catalogue.entries()) {
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
        .values(drawn[index]!.map((image, position) => ({ productId, ...image, position })));
    }
    await refreshSearchDocuments(tx, productIds);
    const [hasCompany] = await tx.select({ n: count() }).from(company).where(eq(company.id, 1));
    if (!hasCompany?.n) await tx.insert(company).values({ id: 1, ...demoCompany });
    for (const page of demoLegalPages) await saveLegalPage(tx, page);
  });
  log.info({ ms: Date.now() - started }, 'demo shop ready');
  return true;
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

async function drawAll(
  store: ImageStore,
  catalogue: DemoProduct[],
  onProgress: (done: number, total: number) => void,
): Promise<StoredImage[][]> {
  const jobs = catalogue.flatMap((product, p) =>
    Array.from({ length: product.imageCount }, (_, view) => ({ p, view })),
  );
  const results: StoredImage[][] = catalogue.map(() => []);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: DRAWING_CONCURRENCY }, async () => {
      while (next < jobs.length) {
        const { p, view } = jobs[next++]!;
        const product = catalogue[p]!;
        results[p]![view] = await storeDrawnImage(
          store,
          'products',
          renderProductSvg(product, view),
        );
        onProgress(++done, jobs.length);
      }
    }),
  );
  return results;
}
