import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToCartBodySchema,
  cartCouponResponseSchema,
  cartItemResponseSchema,
  cartResponseSchema,
  updateCartQuantityBodySchema,
} from '@shop/contracts/cart';
import { idParamsSchema } from '@shop/contracts/common';
import { messageSchema } from '@shop/contracts/errors';
import { applyCouponBodySchema } from '@shop/contracts/offers';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIpAndCaller, limitsText } from '../http/rate-limits.ts';
import { markAnswerLanguage, requestLanguage } from '../i18n/request-language.ts';
import {
  addToCart,
  applyCoupon,
  getCart,
  removeCartItem,
  removeCoupon,
  updateCartQuantity,
} from './cart.service.ts';

const customerOnly = access.customer('Admins cannot add products to cart');

export function cartRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const couponLimits = {
    perAccount: ctx.rateLimits.couponPerAccount,
    perIp: ctx.rateLimits.couponPerIp,
  };

  app.get('/cart', {
    config: customerOnly,
    schema: {
      tags: ['cart'],
      summary: "The caller's cart, its discount code and its totals",
      description:
        'A code that stopped applying (the cart changed, it ended or was used up) is taken off the cart by this read, and `couponNotice` says why.',
      response: { 200: cartResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      markAnswerLanguage(reply, language);
      return getCart(db, authOf(request).userId, language);
    },
  });

  app.post('/cart/coupon', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['cart'],
      summary: 'Apply a discount code to the cart (it replaces any other)',
      description: `Any case. A code that does not apply is 409 with the first rule it fails as the message: not valid, not active yet, expired, used up, already used by you, applies to nothing in the cart, or how much more to add. ${limitsText(couponLimits)}`,
      body: applyCouponBodySchema,
      response: {
        200: cartCouponResponseSchema,
        ...errorResponses(400, 401, 403, 409, 429),
      },
    },
    preHandler: limitByIpAndCaller(app, 'cart-coupon', couponLimits.perIp, couponLimits.perAccount),
    handler: async (request) => ({
      cart: await applyCoupon(db, authOf(request).userId, request.body.code),
    }),
  });

  app.delete('/cart/coupon', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['cart'],
      summary: 'Take the discount code off the cart',
      response: { 200: cartCouponResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request, reply) => {
      const language = requestLanguage(request);
      markAnswerLanguage(reply, language);
      return { cart: await removeCoupon(db, authOf(request).userId, language) };
    },
  });

  app.post('/cart/add', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['cart'],
      summary: 'Add a size to the cart (an existing line grows)',
      body: addToCartBodySchema,
      response: { 200: cartItemResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => addToCart(db, authOf(request).userId, request.body),
  });

  app.put('/cart/update-quantity', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['cart'],
      summary: 'Set the quantity of a cart line (1 to stock)',
      body: updateCartQuantityBodySchema,
      response: { 200: cartItemResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => updateCartQuantity(db, authOf(request).userId, request.body),
  });

  app.delete('/cart/remove/:id', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['cart'],
      summary: 'Remove a cart line',
      params: idParamsSchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => removeCartItem(db, authOf(request).userId, request.params.id),
  });
}
