import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToCartBodySchema,
  cartItemResponseSchema,
  cartResponseSchema,
  updateCartQuantityBodySchema,
} from '@shop/contracts/cart';
import { idParamsSchema } from '@shop/contracts/common';
import { messageSchema } from '@shop/contracts/errors';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { addToCart, listCartItems, removeCartItem, updateCartQuantity } from './cart.service.ts';

const customerOnly = access.customer('Admins cannot add products to cart');

export function cartRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/cart', {
    config: customerOnly,
    schema: {
      tags: ['cart'],
      summary: "The caller's cart",
      response: { 200: cartResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ items: await listCartItems(db, authOf(request).userId) }),
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
