import { readFile } from 'node:fs/promises';
import type { FastifyBaseLogger } from 'fastify';
import type { DemoCategory, DemoProduct } from '@shop/demo-shop/demo-catalogue';
import type { DemoLegalPage, demoCompany } from '@shop/demo-shop/demo-content';
import type { DemoImageFiles } from '@shop/demo-shop/demo-images';
import type { Db } from '../db/client.ts';
import { storePreparedImage, type StoredImage } from '../images/image-pipeline.ts';
import type { ImageStore } from '../images/image-store.ts';
import { saveLegalPage } from '../content/legal-pages.service.ts';
import { createCompanyDetailsIfMissing } from '../content/company.service.ts';
import { hasProducts, insertCatalogue } from '../catalog/catalogue-seed.service.ts';

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
 * the demo package, which commits them already drawn), company details and the content pages
 * (both legal pages, shipping, returns, contact).
 * Does nothing when the catalogue already has products.
 */
export async function seedDemoShop(deps: {
  db: Db;
  images: ImageStore;
  log: FastifyBaseLogger;
  demo: DemoShop;
}): Promise<boolean> {
  const { db, log, demo } = deps;
  if (await hasProducts(db)) return false;

  const started = Date.now();
  log.info({ products: demo.products.length }, 'seeding the demo shop');
  // One product at a time keeps the number of open files small.
  const pictures: StoredImage[][] = [];
  for (const product of demo.products) {
    pictures.push(await copyPictures(deps.images, demo.imageFiles(product)));
  }
  const products = demo.products.map((product, index) => ({
    ...product,
    createdAt: new Date(started - product.createdDaysAgo * DAY_MS - index * 1000),
    images: pictures[index]!,
  }));

  await db.transaction(async (tx) => {
    await insertCatalogue(tx, demo.categories, products);
    await createCompanyDetailsIfMissing(tx, demo.company);
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
