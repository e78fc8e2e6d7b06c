import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dashboardResponseSchema } from '@shop/contracts/dashboard';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { getDashboard } from './dashboard.service.ts';

export function dashboardRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/admin/dashboard', {
    config: access.admin,
    schema: {
      tags: ['operations'],
      summary: 'Counts, revenue, low-stock variants and the last 30 days of sales',
      description:
        'revenue is in rupees over every order that is not CANCELED; pendingOrders counts orders whose delivery status is PENDING; lowStockVariants lists up to 20 variants with at most 5 in stock, fewest first; salesByDay has one entry per UTC day for the last 30 days, today last, days without orders included.',
      security: [{ bearerAuth: [] }],
      response: { 200: dashboardResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => ({ data: await getDashboard(db) }),
  });
}
