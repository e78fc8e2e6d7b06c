import { and, asc, eq } from 'drizzle-orm';
import type { Wishlist } from '@shop/contracts/cart';
import type { Db } from '../db/client.ts';
import { productVariants, products, wishlistItems, wishlists } from '../db/schema.ts';
import { badRequest, notFound } from '../http/app-error.ts';
import { getProducts } from '../catalog/products.service.ts';

async function wishlistIdOf(db: Db, userId: string): Promise<string> {
  await db.insert(wishlists).values({ userId }).onConflictDoNothing();
  const [row] = await db
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(eq(wishlists.userId, userId));
  return row!.id;
}

export async function getWishlist(db: Db, userId: string): Promise<Wishlist> {
  const id = await wishlistIdOf(db, userId);
  const entries = await db
    .select({ productId: wishlistItems.productId, variantId: wishlistItems.variantId })
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistId, id))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.id));
  const loaded = new Map(
    (
      await getProducts(
        db,
        entries.map((e) => e.productId),
      )
    ).map((p) => [p.id, p]),
  );
  return {
    id,
    userId,
    items: entries.flatMap((entry) => {
      const product = loaded.get(entry.productId);
      if (!product) return [];
      const { id: pid, name, slug, images, variants, rating } = product;
      return [{ ...entry, product: { id: pid, name, slug, images, variants, rating } }];
    }),
  };
}

/**
 * Adding a product that is already there keeps one entry (and takes the newer size, if any). A
 * draft is not for sale and answers as an unknown id does, so the call reveals no draft.
 */
export async function addToWishlist(
  db: Db,
  userId: string,
  productId: string,
  variantId: string | null | undefined,
): Promise<{ message: string; wishlist: Wishlist }> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'ACTIVE')));
  if (!product) throw notFound('Product not found.');
  if (variantId) {
    const [variant] = await db
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    if (!variant)
      throw badRequest('That size does not belong to this product.', [
        { path: 'variantId', message: 'Not a size of this product.' },
      ]);
  }
  const wishlistId = await wishlistIdOf(db, userId);
  await db
    .insert(wishlistItems)
    .values({ wishlistId, productId, variantId: variantId ?? null })
    .onConflictDoUpdate({
      target: [wishlistItems.wishlistId, wishlistItems.productId],
      set: variantId ? { variantId } : { productId },
    });
  return { message: 'Added to wishlist ❤️', wishlist: await getWishlist(db, userId) };
}

export async function removeFromWishlist(
  db: Db,
  userId: string,
  productId: string,
): Promise<{ message: string; wishlist: Wishlist }> {
  const wishlistId = await wishlistIdOf(db, userId);
  await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.wishlistId, wishlistId), eq(wishlistItems.productId, productId)));
  return { message: 'Removed from wishlist ❤️', wishlist: await getWishlist(db, userId) };
}
