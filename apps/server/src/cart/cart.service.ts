import { and, asc, eq, sql } from 'drizzle-orm';
import type {
  AddToCartBody,
  CartItem,
  CartResponse,
  UpdateCartQuantityBody,
} from '@shop/contracts/cart';
import { toRupees } from '@shop/contracts/money';
import { orderTotals, type PricedLine } from '@shop/contracts/order-totals';
import type { Db } from '../db/client.ts';
import { cartItems, carts, productVariants, products } from '../db/schema.ts';
import { AppError, conflict, notFound } from '../http/app-error.ts';
import { translate, type Message } from '../i18n/translations.ts';
import type { Language } from '@shop/contracts/languages';
import { coverImages } from '../catalog/products.service.ts';
import {
  checkCartCoupon,
  checkCouponCode,
  type CouponCheck,
  type CouponLine,
} from '../offers/offers.service.ts';

async function cartIdOf(db: Db, userId: string): Promise<string> {
  await db.insert(carts).values({ userId }).onConflictDoNothing();
  const [cart] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return cart!.id;
}

const outOfStock = ({ message, values }: Message) =>
  new AppError('OUT_OF_STOCK', 409, message, undefined, values);

function stockMessage(name: string, size: string, stock: number): Message {
  return stock === 0
    ? { message: '{name} in size {size} is out of stock.', values: { name, size } }
    : { message: 'Only {stock} left of {name} in size {size}.', values: { stock, name, size } };
}

/** The cart's lines with product, variant and cover image: two queries for any cart size. */
export async function listCartItems(
  db: Db,
  userId: string,
  onlyItemId?: string,
): Promise<CartItem[]> {
  return (await cartLines(db, userId, onlyItemId)).map((line) => line.item);
}

/** Each line as the API shows it, and as a discount code sees it. */
async function cartLines(
  db: Db,
  userId: string,
  onlyItemId?: string,
): Promise<{ item: CartItem; couponLine: CouponLine; priced: PricedLine }[]> {
  const rows = await db
    .select({
      id: cartItems.id,
      quantity: cartItems.quantity,
      productId: products.id,
      categoryId: products.categoryId,
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
    couponLine: {
      categoryId: row.categoryId,
      valuePaise: row.variant.originalPricePaise * row.quantity,
    },
    priced: {
      pricePaise: row.variant.originalPricePaise,
      discountPaise: row.variant.discountPricePaise ?? 0,
      quantity: row.quantity,
    },
    item: toCartItem(row, covers.get(row.productId) ?? []),
  }));
}

type CartRow = {
  id: string;
  quantity: number;
  productId: string;
  name: string;
  slug: string;
  status: 'ACTIVE' | 'DRAFT';
  variant: {
    id: string;
    size: string;
    color: string;
    colorHexCode: string | null;
    sku: string | null;
    stock: number;
    originalPricePaise: number;
    discountPricePaise: number | null;
  };
};

function toCartItem(row: CartRow, images: CartItem['product']['images']): CartItem {
  return {
    id: row.id,
    quantity: row.quantity,
    product: {
      id: row.productId,
      name: row.name,
      slug: row.slug,
      images,
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
  };
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

// ---------------------------------------------------------------- the cart with its code

/**
 * The whole cart: its lines, its code with what it takes off now, and the totals checkout will
 * charge. A code that stopped applying (the cart changed, it ended or was used up) is taken off
 * the cart here, and `couponNotice` says why, in the shopper's language: never kept silently.
 */
export async function getCart(db: Db, userId: string, language: Language): Promise<CartResponse> {
  const lines = await cartLines(db, userId);
  const [cart] = await db
    .select({ couponId: carts.couponId })
    .from(carts)
    .where(eq(carts.userId, userId));
  if (!cart?.couponId) return cartAnswer(lines, undefined, null);
  const check = await checkCartCoupon(
    db,
    userId,
    cart.couponId,
    lines.map((line) => line.couponLine),
  );
  if (check.applies) return cartAnswer(lines, check, null);
  // Only the code that was read: one applied meanwhile by another request stays.
  await db
    .update(carts)
    .set({ couponId: null })
    .where(and(eq(carts.userId, userId), eq(carts.couponId, cart.couponId)));
  return cartAnswer(
    lines,
    undefined,
    translate(language, check.message.message, check.message.values),
  );
}

function cartAnswer(
  lines: Awaited<ReturnType<typeof cartLines>>,
  coupon: Extract<CouponCheck, { applies: true }> | undefined,
  couponNotice: string | null,
): CartResponse {
  const totals = orderTotals(
    lines.map((line) => line.priced),
    coupon?.discountPaise ?? 0,
  );
  return {
    items: lines.map((line) => line.item),
    coupon: coupon ? { code: coupon.code, discount: toRupees(coupon.discountPaise) } : null,
    totals: {
      subtotal: toRupees(totals.subtotalPaise),
      savings: toRupees(totals.discountTotalPaise - totals.couponDiscountPaise),
      couponDiscount: toRupees(totals.couponDiscountPaise),
      shipping: toRupees(totals.shippingTotalPaise),
      total: toRupees(totals.orderTotalPaise),
    },
    couponNotice,
  };
}

/** Applies a code to the cart (replacing any other); 409 with the rule's message if it fails. */
export async function applyCoupon(db: Db, userId: string, code: string): Promise<CartResponse> {
  const lines = await cartLines(db, userId);
  const check = await checkCouponCode(
    db,
    userId,
    code,
    lines.map((line) => line.couponLine),
  );
  if (!check.applies) throw conflict(check.message.message, check.message.values);
  await cartIdOf(db, userId);
  await db.update(carts).set({ couponId: check.couponId }).where(eq(carts.userId, userId));
  return cartAnswer(lines, check, null);
}

/** Takes the code off the cart; a cart without one answers as it is. */
export async function removeCoupon(
  db: Db,
  userId: string,
  language: Language,
): Promise<CartResponse> {
  await db.update(carts).set({ couponId: null }).where(eq(carts.userId, userId));
  return getCart(db, userId, language);
}
