import { z } from 'zod';
import { productRatingSchema } from './reviews.ts';
import { productImageSchema, variantSchema } from './catalog.ts';
import { uuidSchema } from './common.ts';
import { appliedCouponSchema } from './offers.ts';

const quantitySchema = z
  .number({ error: 'Quantity must be a whole number.' })
  .int('Quantity must be a whole number.')
  .min(1, 'Quantity must be at least 1.')
  .max(1000, 'Quantity is too large.');

export const cartItemSchema = z.object({
  id: z.string(),
  quantity: z.number().int(),
  product: z.object({
    id: z.string(),
    name: z.string(),
    slug: z.string(),
    images: z.array(z.object({ url: z.string(), thumbUrl: z.string() })),
    variant: variantSchema,
  }),
});
export type CartItem = z.infer<typeof cartItemSchema>;

/** The cart's money in rupees, after its code: what checkout will charge. */
export const cartTotalsSchema = z.object({
  /** Every line at its list price. */
  subtotal: z.number(),
  /** What the products' own discounts save. */
  savings: z.number(),
  /** What the applied code takes off (0 without one). */
  couponDiscount: z.number(),
  shipping: z.number(),
  total: z.number(),
});
export type CartTotals = z.infer<typeof cartTotalsSchema>;

export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  /** The code applied to the cart, if any, with what it takes off now. */
  coupon: appliedCouponSchema.nullable(),
  totals: cartTotalsSchema,
  /**
   * Set once, on the answer that took a code off because it stopped applying (the cart changed,
   * the code ended or was used up): why, in the words of couponRuleMessages.
   */
  couponNotice: z.string().nullable(),
});
export type CartResponse = z.infer<typeof cartResponseSchema>;

export const addToCartBodySchema = z.object({
  productVariantId: uuidSchema,
  quantity: quantitySchema.default(1),
});
export type AddToCartBody = z.infer<typeof addToCartBodySchema>;

export const updateCartQuantityBodySchema = z.object({
  cartItemId: uuidSchema,
  newQuantity: quantitySchema,
});
export type UpdateCartQuantityBody = z.infer<typeof updateCartQuantityBodySchema>;

/** POST and DELETE /cart/coupon. */
export const cartCouponResponseSchema = z.object({ cart: cartResponseSchema });

export const cartItemResponseSchema = z.object({ message: z.string(), item: cartItemSchema });

// ---------------------------------------------------------------- wishlist

export const wishlistSchema = z.object({
  id: z.string(),
  userId: z.string(),
  items: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string().nullable(),
      product: z.object({
        id: z.string(),
        name: z.string(),
        slug: z.string(),
        images: z.array(productImageSchema),
        variants: z.array(variantSchema),
        rating: productRatingSchema,
      }),
    }),
  ),
});
export type Wishlist = z.infer<typeof wishlistSchema>;

export const wishlistResponseSchema = z.object({ wishlist: wishlistSchema });
export const wishlistChangeResponseSchema = z.object({
  message: z.string(),
  wishlist: wishlistSchema,
});
export const wishlistProductParamsSchema = z.object({ productId: uuidSchema });
export const addToWishlistBodySchema = z
  .object({ variantId: uuidSchema.nullable().optional() })
  .nullable()
  .optional();
