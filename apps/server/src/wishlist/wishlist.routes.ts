import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addToWishlistBodySchema,
  wishlistChangeResponseSchema,
  wishlistProductParamsSchema,
  wishlistResponseSchema,
} from '@shop/contracts/cart';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { addToWishlist, getWishlist, removeFromWishlist } from './wishlist.service.ts';

const customerOnly = access.customer('Admins cannot add products to wishlist');

export function wishlistRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/wishlist', {
    config: customerOnly,
    schema: {
      tags: ['wishlist'],
      summary: "The caller's wishlist",
      response: { 200: wishlistResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ wishlist: await getWishlist(db, authOf(request).userId) }),
  });

  app.post('/wishlist/:productId', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['wishlist'],
      summary: 'Add a product (adding twice keeps one entry)',
      params: wishlistProductParamsSchema,
      body: addToWishlistBodySchema,
      response: { 200: wishlistChangeResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) =>
      addToWishlist(db, authOf(request).userId, request.params.productId, request.body?.variantId),
  });

  app.delete('/wishlist/:productId', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['wishlist'],
      summary: 'Remove a product',
      params: wishlistProductParamsSchema,
      response: { 200: wishlistChangeResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) =>
      removeFromWishlist(db, authOf(request).userId, request.params.productId),
  });
}
