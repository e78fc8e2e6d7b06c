import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { products, users } from './db/schema.ts';
import type { ImageStore } from './images/image-store.ts';
import { ensureAdmin } from './accounts/accounts.service.ts';
import { createStarterPagesIfNone } from './content/legal-pages.service.ts';
import { seedDemoShop, type DemoShop } from './demo/demo-shop.service.ts';

const DEMO_ADMIN_EMAIL = 'admin@littlesprouts.example';

/**
 * First-start work: the ADMIN_EMAIL account; when a shop has no admin at all, one whose
 * generated credentials are printed once (they are stored nowhere in clear); and on a new
 * embedded database (or SEED_DEMO=true) the demo shop; on a shop without pages, the starter pages
 * (shipping, returns, contact).
 */
export async function bootstrap(options: {
  config: Config;
  database: Database;
  images: ImageStore;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { config, database, log } = options;
  const { db } = database;
  const [{ n: productCount } = { n: 0 }] = await db.select({ n: count() }).from(products);
  const [{ n: userCount } = { n: 0 }] = await db.select({ n: count() }).from(users);
  const isNewEmbeddedShop = database.kind === 'pglite' && productCount === 0 && userCount === 0;

  if (config.admin) {
    const outcome = await ensureAdmin(db, config.admin);
    log.info({ email: config.admin.email }, `admin account ${outcome} from ADMIN_EMAIL`);
  }
  const [anyAdmin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userType, 'ADMIN'))
    .limit(1);
  if (!anyAdmin) {
    const password = randomBytes(9).toString('base64url');
    await ensureAdmin(db, { email: DEMO_ADMIN_EMAIL, password, username: 'admin' });
    // Printed to the console on purpose, once: this is the only place these credentials exist.
    console.log(
      [
        '',
        '  Shop admin account (shown once, keep it; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own):',
        `    email:    ${DEMO_ADMIN_EMAIL}`,
        `    password: ${password}`,
        '',
      ].join('\n'),
    );
  }

  if (config.seedDemo ?? isNewEmbeddedShop) {
    await seedDemoShop({ db, images: options.images, log, demo: await loadDemoShop() });
  }
  // After the demo, whose own pages then stand; any other new shop gets the generic ones.
  if (await createStarterPagesIfNone(db)) log.info('starter content pages created');
}

/** Imported on demand, so a start that seeds nothing (production) never loads the demo data. */
export async function loadDemoShop(): Promise<DemoShop> {
  const [catalogue, content, images] = await Promise.all([
    import('@shop/demo-shop/demo-catalogue'),
    import('@shop/demo-shop/demo-content'),
    import('@shop/demo-shop/demo-images'),
  ]);
  return {
    categories: catalogue.demoCategories,
    products: catalogue.demoProducts,
    company: content.demoCompany,
    legalPages: content.demoLegalPages,
    imageFiles: images.demoImageFiles,
  };
}
