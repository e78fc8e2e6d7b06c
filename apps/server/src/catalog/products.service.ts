import { and, asc, count, eq, inArray, notInArray } from 'drizzle-orm';
import {
  productImageCountSchema,
  type Product,
  type ProductFields,
  type ProductStatus,
} from '@shop/contracts/catalog';
import { DEFAULT_GST_RATE } from '@shop/contracts/gst';
import { toPaise } from '@shop/contracts/money';
import type { Db } from '../db/client.ts';
import { categories, orderItems, productImages, productVariants, products } from '../db/schema.ts';
import { badRequest, notFound } from '../http/app-error.ts';
import { deleteStoredImage, storeImage, type StoredImage } from '../images/image-pipeline.ts';
import { mediaPath, mediaUrl, type ImageStore } from '../images/image-store.ts';
import { loadProducts } from './product-view.ts';
import { refreshSearchDocuments } from './search-documents.ts';
import { uniqueSlug } from './slugs.ts';
import { assertSkusAvailable, releaseChangingSkus, skuTakenMeanwhile } from './variant-skus.ts';

/**
 * One product by id or slug. A draft is not found unless `drafts` is set (an admin's preview):
 * shoppers must not be able to tell a draft from a product that does not exist.
 */
export async function getProduct(
  db: Db,
  where: { id: string } | { slug: string },
  { drafts = false }: { drafts?: boolean } = {},
): Promise<Product> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        'id' in where ? eq(products.id, where.id) : eq(products.slug, where.slug),
        drafts ? undefined : eq(products.status, 'ACTIVE'),
      ),
    );
  const [product] = row ? await loadProducts(db, [row.id]) : [];
  if (!product) throw notFound('Product not found.');
  return product;
}

/**
 * Full products on sale for a list of ids, in that order (a shopper's wishlist): ids of deleted
 * products and of drafts are left out.
 */
export async function getProducts(db: Db, ids: string[]): Promise<Product[]> {
  return (await loadProducts(db, ids)).filter((product) => product.status === 'ACTIVE');
}

/** The first image of each product, as { url, thumbUrl } lists. */
export async function coverImages(
  db: Db,
  productIds: string[],
): Promise<Map<string, { url: string; thumbUrl: string }[]>> {
  const covers = new Map<string, { url: string; thumbUrl: string }[]>();
  for (const [productId, cover] of await coverImageKeys(db, productIds)) {
    covers.set(productId, [{ url: mediaUrl(cover.fullKey), thumbUrl: mediaUrl(cover.thumbKey) }]);
  }
  return covers;
}

/** The store keys of each product's first image (an order line keeps its thumbnail's path). */
export async function coverImageKeys(
  db: Db,
  productIds: string[],
): Promise<Map<string, { fullKey: string; thumbKey: string }>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productImages.productId], {
      productId: productImages.productId,
      fullKey: productImages.fullKey,
      thumbKey: productImages.thumbKey,
    })
    .from(productImages)
    .where(inArray(productImages.productId, [...new Set(productIds)]))
    .orderBy(productImages.productId, asc(productImages.position), asc(productImages.createdAt));
  return new Map(rows.map(({ productId, ...keys }) => [productId, keys]));
}

type SaveDeps = { db: Db; images: ImageStore };

/**
 * The editor's fields; an update without `status`, `hsnCode` or `gstRatePercent` keeps what the
 * product has.
 */
export type SavedProductFields = Omit<ProductFields, 'status'> & {
  status?: ProductStatus | undefined;
};

/**
 * Creates a product, or updates it when fields.id is set. Uploads are checked and converted
 * first; rows change in one transaction; files of a failed save or of removed images are deleted
 * only once the outcome is known.
 */
export async function saveProduct(
  deps: SaveDeps,
  fields: SavedProductFields,
  uploads: Buffer[],
): Promise<{ product: Product; created: boolean }> {
  const { db } = deps;
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, fields.categoryId));
  if (!category) {
    throw badRequest('Category is mandatory.', [
      { path: 'categoryId', message: 'Category not found.' },
    ]);
  }
  let existingImages: { id: string }[] = [];
  if (fields.id) {
    const [current] = await db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, fields.id));
    if (!current) throw notFound('Product not found.');
    existingImages = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(eq(productImages.productId, fields.id));
  }
  const deleted = new Set(fields.deletedImageIds);
  const keptCount = existingImages.filter((image) => !deleted.has(image.id)).length;
  const imageCount = productImageCountSchema.safeParse(keptCount + uploads.length);
  if (!imageCount.success) {
    const message = imageCount.error.issues[0]!.message;
    throw badRequest(message, [{ path: 'images', message }]);
  }
  await assertSkusAvailable(db, fields);

  const stored: StoredImage[] = [];
  try {
    for (const upload of uploads) stored.push(await storeImage(deps.images, 'products', upload));
    const outcome = await db.transaction(async (tx) => {
      const productId = fields.id ?? (await insertProduct(tx, fields));
      if (fields.id) {
        await tx
          .update(products)
          .set({
            name: fields.productName,
            description: fields.description,
            categoryId: fields.categoryId,
            ...(fields.status && { status: fields.status }),
            ...(fields.hsnCode !== undefined && { hsnCode: fields.hsnCode }),
            ...(fields.gstRatePercent !== undefined && { gstRatePercent: fields.gstRatePercent }),
          })
          .where(eq(products.id, productId));
      }
      await saveVariants(tx, productId, fields);
      const removed = fields.id ? await removeImages(tx, productId, [...deleted]) : [];
      const added = await addImages(tx, productId, stored);
      if (fields.imageOrder) await orderImages(tx, productId, fields.imageOrder, added);
      await refreshSearchDocuments(tx, [productId]);
      return { productId, removed };
    });
    await deleteRemovedImageFiles(deps, outcome.removed);
    const [product] = await loadProducts(db, [outcome.productId]);
    return { product: product!, created: !fields.id };
  } catch (error) {
    await Promise.all(stored.map((image) => deleteStoredImage(deps.images, image)));
    throw error;
  }
}

async function insertProduct(tx: Db, fields: SavedProductFields): Promise<string> {
  const slug = await uniqueSlug(tx, products, products.slug, fields.productName);
  const [row] = await tx
    .insert(products)
    .values({
      name: fields.productName,
      slug,
      description: fields.description,
      categoryId: fields.categoryId,
      status: fields.status ?? 'ACTIVE',
      hsnCode: fields.hsnCode ?? null,
      gstRatePercent: fields.gstRatePercent ?? DEFAULT_GST_RATE,
    })
    .returning({ id: products.id });
  return row!.id;
}

async function saveVariants(tx: Db, productId: string, fields: SavedProductFields): Promise<void> {
  const keepIds = fields.productVariants.flatMap((v) => (v.id ? [v.id] : []));
  if (keepIds.length > 0) {
    const [owned] = await tx
      .select({ n: count() })
      .from(productVariants)
      .where(and(eq(productVariants.productId, productId), inArray(productVariants.id, keepIds)));
    if ((owned?.n ?? 0) !== new Set(keepIds).size) {
      throw badRequest('A variant does not belong to this product.', [
        { path: 'productVariants', message: 'A variant does not belong to this product.' },
      ]);
    }
  }
  // Variants left out of the list are removed (carts lose them; orders keep their snapshot).
  await tx
    .delete(productVariants)
    .where(
      keepIds.length > 0
        ? and(eq(productVariants.productId, productId), notInArray(productVariants.id, keepIds))
        : eq(productVariants.productId, productId),
    );
  await releaseChangingSkus(tx, productId, fields.productVariants);
  for (const [position, variant] of fields.productVariants.entries()) {
    const values = {
      sku: variant.sku ?? null,
      size: variant.size,
      color: variant.color,
      colorHexCode: variant.colorHexCode ?? null,
      stock: variant.stock,
      originalPricePaise: toPaise(variant.originalPrice),
      discountPricePaise: variant.discountPrice == null ? null : toPaise(variant.discountPrice),
      position,
    };
    try {
      if (variant.id) {
        await tx.update(productVariants).set(values).where(eq(productVariants.id, variant.id));
      } else {
        await tx.insert(productVariants).values({ productId, ...values });
      }
    } catch (error) {
      throw skuTakenMeanwhile(error, variant.sku) ?? error;
    }
  }
}

async function removeImages(tx: Db, productId: string, imageIds: string[]) {
  if (imageIds.length === 0) return [];
  return tx
    .delete(productImages)
    .where(and(eq(productImages.productId, productId), inArray(productImages.id, imageIds)))
    .returning({ fullKey: productImages.fullKey, thumbKey: productImages.thumbKey });
}

async function addImages(tx: Db, productId: string, stored: StoredImage[]): Promise<string[]> {
  if (stored.length === 0) return [];
  const existing = await tx
    .select({ position: productImages.position })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const start = existing.reduce((max, row) => Math.max(max, row.position + 1), 0);
  const rows = await tx
    .insert(productImages)
    .values(stored.map((image, index) => ({ productId, ...image, position: start + index })))
    .returning({ id: productImages.id, position: productImages.position });
  return rows.sort((a, b) => a.position - b.position).map((row) => row.id);
}

const IMAGE_ORDER_MESSAGE = 'The image order must list every image exactly once.';

/** Applies the editor's order: kept image ids and new:<n> for the n-th upload. */
async function orderImages(
  tx: Db,
  productId: string,
  order: string[],
  addedIds: string[],
): Promise<void> {
  const current = await tx
    .select({ id: productImages.id })
    .from(productImages)
    .where(eq(productImages.productId, productId));
  const ids = order.map((token) =>
    token.startsWith('new:') ? addedIds[Number(token.slice(4))] : token,
  );
  const expected = new Set(current.map((row) => row.id));
  const complete =
    ids.length === expected.size &&
    new Set(ids).size === ids.length &&
    ids.every((id) => id !== undefined && expected.has(id));
  if (!complete) {
    throw badRequest(IMAGE_ORDER_MESSAGE, [{ path: 'imageOrder', message: IMAGE_ORDER_MESSAGE }]);
  }
  for (const [position, id] of ids.entries()) {
    await tx.update(productImages).set({ position }).where(eq(productImages.id, id!));
  }
}

/** Removes the product from the catalogue, carts and wishlists; orders keep their snapshot. */
export async function deleteProduct(deps: SaveDeps, id: string): Promise<{ message: string }> {
  const removedImages = await deps.db.transaction(async (tx) => {
    const images = await tx
      .select({ fullKey: productImages.fullKey, thumbKey: productImages.thumbKey })
      .from(productImages)
      .where(eq(productImages.productId, id));
    const [row] = await tx
      .delete(products)
      .where(eq(products.id, id))
      .returning({ id: products.id });
    if (!row) throw notFound('Product not found.');
    return images;
  });
  await deleteRemovedImageFiles(deps, removedImages);
  return { message: 'Product deleted successfully' };
}

type ImageFiles = { fullKey: string; thumbKey: string };

/**
 * Deletes the files of product images whose rows are gone, except a thumbnail that an order item
 * still shows: order history keeps its picture after the image or the whole product is removed.
 * Called once the removal has committed. An order placed before then is visible here (placing
 * one locks the product row, which the removal also writes, so they take turns); one placed
 * after can no longer pick these images as its cover.
 */
async function deleteRemovedImageFiles(deps: SaveDeps, images: ImageFiles[]): Promise<void> {
  if (images.length === 0) return;
  const ordered = await deps.db
    .selectDistinct({ imageUrl: orderItems.imageUrl })
    .from(orderItems)
    .where(
      inArray(
        orderItems.imageUrl,
        images.map((image) => mediaPath(image.thumbKey)),
      ),
    );
  const shownByOrders = new Set(ordered.map((row) => row.imageUrl));
  await Promise.all(
    images.map((image) =>
      shownByOrders.has(mediaPath(image.thumbKey))
        ? deps.images.delete(image.fullKey)
        : deleteStoredImage(deps.images, image),
    ),
  );
}
