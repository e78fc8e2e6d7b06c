import { and, asc, eq, sql } from 'drizzle-orm';
import type { AddToCartBody, CartItem, UpdateCartQuantityBody } from '@shop/contracts/cart';
import { toRupees } from '@shop/contracts/money';
import type { Db } from '../db/client.ts';
import { cartItems, carts, productVariants, products } from '../db/schema.ts';
import { AppError, conflict, notFound } from '../http/app-error.ts';
import { coverImages } from '../catalog/products.service.ts';

async function cartIdOf(db: Db, userId: string): Promise<string> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart!.id;
}

const outOfStock = (message: string) => new AppError('OUT_OF_STOCK', 409, message);

function stockMessage(name: string, size: string, stock: number): string {
  return stock === 0
    ? `${name} in size ${size} is out of stock.`
    : `Only ${stock} left of ${name} in size ${size}.`;
}

/** The cart's lines with product, variant and cover image: two queries for any cart size. */
export async function listCartItems(
  db: Db,
  userId: string,
  onlyItemId?: string,
): Promise<CartItem[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      name: products.name,
      slug: products.slug,
      status: products.status,
      variant: {
        id: productVariants.id,
        size: productVariants.size,
        color: productVariants.color,
        colorHexCode: productVariants.colorHexCode,
        sku: productVariants.sku,
        stock: productVariants.stock,
        originalPricePaise: productVariants.originalPricePaise,
        discountPricePaise: productVariants.discountPricePaise,
      },
    })
    .from(cartItems)
    .innerJoin(carts, eq(carts.id, cartItems.cartId))
    .innerJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(carts.userId, userId), onlyItemId ? eq(cartItems.id, onlyItemId) : undefined))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  const covers = await coverImages(
    db,
    rows.map((row) => row.productId),
  );
  return rows.map((row) => ({
    id: row.id,
    quantity: row.quantity,
    product: {
      id: row.productId,
      name: row.name,
      slug: row.slug,
      images: covers.get(row.productId) ?? [],
      variant: {
        id: row.variant.id,
        sku: row.variant.sku,
        size: row.variant.size,
        color: row.variant.color,
        colorHexCode: row.variant.colorHexCode,
        // A line whose product went back to draft stays in view, as not available (no stock):
        // the shopper sees why checkout refuses it and can remove it; its quantity cannot grow.
        stock: row.status === 'DRAFT' ? 0 : row.variant.stock,
        originalPrice: toRupees(row.variant.originalPricePaise),
        discountPrice:
          row.variant.discountPricePaise === null ? null : toRupees(row.variant.discountPricePaise),
      },
    },
  }));
}

export async function addToCart(
  db: Db,
  userId: string,
  input: AddToCartBody,
): Promise<{ message: string; item: CartItem }> {
  const itemId = await db.transaction(async (tx) => {
    const [variant] = await tx
      .select({
        stock: productVariants.stock,
        size: productVariants.size,
        name: products.name,
        status: products.status,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(eq(productVariants.id, input.productVariantId));
    if (!variant) throw notFound('This product is no longer available.');
    if (variant.status === 'DRAFT') throw conflict('This product is not available.');
    const cartId = await cartIdOf(tx, userId);
    const [line] = await tx
      .insert(cartItems)
      .values({ cartId, variantId: input.productVariantId, quantity: input.quantity })
      .onConflictDoUpdate({
        target: [cartItems.cartId, cartItems.variantId],
        set: { quantity: sql`${cartItems.quantity} + excluded.quantity`, updatedAt: new Date() },
      })
      .returning({ id: cartItems.id, quantity: cartItems.quantity });
    // The line may never ask for more than there is; the transaction undoes the upsert.
    if (line!.quantity > variant.stock) {
      throw outOfStock(stockMessage(variant.name, variant.size, variant.stock));
    }
    return { id: line!.id, grew: line!.quantity > input.quantity };
  });
  const [item] = await listCartItems(db, userId, itemId.id);
  return {
    message: itemId.grew ? 'Increased quantity in Cart 🛒' : 'Added to Cart 🛒',
    item: item!,
  };
}

export async function updateCartQuantity(
  db: Db,
  userId: string,
  input: UpdateCartQuantityBody,
): Promise<{ message: string; item: CartItem }> {
  const [current] = await listCartItems(db, userId, input.cartItemId);
  if (!current) throw notFound('This item is not in your cart.');
  const { stock, size } = current.product.variant;
  if (input.newQuantity > stock) throw outOfStock(stockMessage(current.product.name, size, stock));
  await db
    .update(cartItems)
    .set({ quantity: input.newQuantity })
    .where(eq(cartItems.id, input.cartItemId));
  return { message: 'Cart quantity updated!', item: { ...current, quantity: input.newQuantity } };
}

export async function removeCartItem(
  db: Db,
  userId: string,
  itemId: string,
): Promise<{ message: string }> {
  const cartId = await cartIdOf(db, userId);
  const [removed] = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, itemId), eq(cartItems.cartId, cartId)))
    .returning({ id: cartItems.id });
  if (!removed) throw notFound('This item is not in your cart.');
  return { message: 'Item removed from cart.' };
}
