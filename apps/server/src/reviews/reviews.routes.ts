import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shop/contracts/common';
import {
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  createReviewBodySchema,
  myReviewResponseSchema,
  productReviewsQuerySchema,
  productReviewsResponseSchema,
  reviewResponseSchema,
  updateReviewBodySchema,
} from '@shop/contracts/reviews';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIpAndCaller, limitsText } from '../http/rate-limits.ts';
import {
  createReview,
  listAdminReviews,
  listProductReviews,
  myReview,
  setReviewStatus,
} from './reviews.service.ts';

const customerOnly = access.customer('Reviews are written from customer accounts.');

export function reviewsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const reviewLimits = {
    perAccount: ctx.rateLimits.reviewPerAccount,
    perIp: ctx.rateLimits.reviewPerIp,
  };
  // The published reviews are the same for every shopper: the shared cache of public answers.
  const cache = ctx.publicCache;

  app.get('/products/:id/reviews', {
    config: access.public,
    ...cache.routeOptions,
    schema: {
      tags: ['reviews'],
      summary: "A product's published reviews, paged and sorted, with its rating summary",
      description:
        '`summary` counts the published reviews only: `average` to one decimal (null when there are none), `count`, and `distribution` from 5 stars down to 1. A draft product is 404.',
      params: idParamsSchema,
      querystring: productReviewsQuerySchema,
      response: { 200: productReviewsResponseSchema, ...errorResponses(400, 404) },
    },
    handler: (request, reply) =>
      cache.send(request, reply, () => listProductReviews(db, request.params.id, request.query)),
  });

  app.post('/products/:id/reviews', {
    // A new review waits for the shop: nothing shown changes until it is published.
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['reviews'],
      summary: 'Review a product your delivered order held (once); it waits for the shop',
      description: `Each review waits in the admin's list. ${limitsText(reviewLimits)}`,
      params: idParamsSchema,
      body: createReviewBodySchema,
      response: { 201: reviewResponseSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
    },
    preHandler: limitByIpAndCaller(app, 'reviews', reviewLimits.perIp, reviewLimits.perAccount),
    handler: async (request, reply) => {
      const review = await createReview(
        db,
        authOf(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ review });
    },
  });

  app.get('/products/:id/reviews/mine', {
    config: customerOnly,
    schema: {
      tags: ['reviews'],
      summary: 'Your own review of the product (any status), and whether you may write one',
      params: idParamsSchema,
      response: { 200: myReviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => myReview(db, authOf(request).userId, request.params.id),
  });

  app.get('/admin/reviews', {
    config: access.admin,
    schema: {
      tags: ['reviews'],
      summary: 'Reviews of every status, newest first, with the count of each status',
      querystring: adminReviewListQuerySchema,
      response: { 200: adminReviewListResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listAdminReviews(db, request.query),
  });

  app.put('/admin/reviews/:id', {
    // Publishing or withdrawing a review changes the product's rating on every public answer.
    config: { ...access.admin, changes: 'catalogue' },
    schema: {
      tags: ['reviews'],
      summary: "Publish, reject or set back to pending a review; the product's rating follows",
      params: idParamsSchema,
      body: updateReviewBodySchema,
      response: { 200: adminReviewResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      review: await setReviewStatus(db, request.params.id, request.body.status),
    }),
  });
}
