import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema, noContentSchema } from '@shop/contracts/common';
import {
  adminCouponListQuerySchema,
  adminCouponListResponseSchema,
  couponBodySchema,
  couponResponseSchema,
  topCouponsResponseSchema,
} from '@shop/contracts/offers';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  topCoupons,
  updateCoupon,
} from './offers.service.ts';

// Codes are read by the cart and checkout only, never by a cached public answer.
const adminWrite = { ...access.admin, changes: 'nothing cached' } as const;

export function offersRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/admin/coupons', {
    config: access.admin,
    schema: {
      tags: ['offers'],
      summary: 'Discount codes, newest first, found by code or description, by state',
      description:
        '`q` finds part of the code or the description, any case. `state`: `active` (on, started, not ended), `scheduled` (on, starts later), `expired` (ended), `inactive` (turned off, whatever its dates). `stateCounts` counts the codes `q` finds in each state. `timesUsed` counts the orders that used a code and were not cancelled.',
      querystring: adminCouponListQuerySchema,
      response: { 200: adminCouponListResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listCoupons(db, request.query),
  });

  app.post('/admin/coupons', {
    config: adminWrite,
    schema: {
      tags: ['offers'],
      summary: 'Create a discount code',
      description:
        'The code is kept upper-case; one another code already has is 409. `value` is a whole percentage (1 to 90) for PERCENT, rupees for FIXED; empty `categoryIds` means every product.',
      body: couponBodySchema,
      response: { 201: couponResponseSchema, ...errorResponses(400, 401, 403, 409) },
    },
    handler: async (request, reply) =>
      reply.status(201).send({ coupon: await createCoupon(db, request.body) }),
  });

  app.put('/admin/coupons/:id', {
    config: adminWrite,
    schema: {
      tags: ['offers'],
      summary: 'Change every field of a discount code',
      description:
        'Orders already placed keep the code and discount they were placed with; carts holding it are checked again on their next read.',
      params: idParamsSchema,
      body: couponBodySchema,
      response: { 200: couponResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      coupon: await updateCoupon(db, request.params.id, request.body),
    }),
  });

  app.delete('/admin/coupons/:id', {
    config: adminWrite,
    schema: {
      tags: ['offers'],
      summary: 'Delete a discount code no order used',
      description:
        'A code any order used (cancelled ones too) is 409: deactivate it instead, so those orders keep it.',
      params: idParamsSchema,
      response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request, reply) => {
      await deleteCoupon(db, request.params.id);
      return reply.status(204).send(null);
    },
  });

  app.get('/admin/dashboard/coupons', {
    config: access.admin,
    schema: {
      tags: ['operations'],
      summary: "This month's most used discount codes and what they took off",
      description:
        'The calendar month in India time; orders placed in it with a code and not cancelled, the ten most used codes first.',
      response: { 200: topCouponsResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => topCoupons(db),
  });
}
