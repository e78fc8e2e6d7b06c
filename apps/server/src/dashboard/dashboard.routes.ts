import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  dashboardResponseSchema,
  LOW_STOCK_LIST_MAX,
  LOW_STOCK_THRESHOLD,
  lowStockPageSchema,
  lowStockQuerySchema,
} from '@shop/contracts/dashboard';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { backupSchedule } from '../backups/automatic-backups.service.ts';
import { getDashboard, lowStockPage } from './dashboard.service.ts';

export function dashboardRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/admin/dashboard', {
    config: access.admin,
    schema: {
      tags: ['operations'],
      summary:
        'Counts, delivered revenue, open orders and return requests, low-stock variants, the last 30 days of sales and the backups',
      description:
        'Every order is cash on delivery, so revenue is in rupees over DELIVERED orders only; openOrders and openOrdersValue count and sum the orders still on their way (PENDING or SHIPPED); pendingOrders counts orders whose delivery status is PENDING; openReturnRequests counts the return and exchange requests still REQUESTED, APPROVED or RECEIVED; pendingReviews counts the reviews waiting to be published or rejected; lowStockVariants lists the first 20 variants with at most 5 in stock, fewest first, and lowStockVariantCount counts them all (GET /admin/dashboard/low-stock pages through them); salesByDay has one entry per UTC day for the last 30 days, today last, days without orders included: orders counts the orders placed that day that are not CANCELED, revenue sums the orders delivered that day. backup tells when the newest successful backup finished and its file, the newest attempt when it failed after that (a run unfinished for over an hour counts as interrupted), and whether and when the server backs up on its own (the embedded database with BACKUP_AT set). disk is the space left on the disk that holds DATA_DIR (null when it cannot be measured): state is low under 1 GiB free, a warning while there is time to make room, and full under 64 MiB, when the shop stops saving orders, photos and backups until there is room.',
      response: { 200: dashboardResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => {
      const now = new Date();
      const schedule = backupSchedule(ctx.config, ctx.database.kind, now);
      return { data: { ...(await getDashboard(db, schedule, now)), disk: ctx.disk.read() } };
    },
  });

  app.get('/admin/dashboard/low-stock', {
    config: access.admin,
    schema: {
      tags: ['operations'],
      summary: 'Every variant low on stock, a page at a time',
      description: `Variants with at most ${LOW_STOCK_THRESHOLD} pieces left (sold out included), fewest first, then by product name: the dashboard's list in full. \`page\` from 1, \`limit\` ${LOW_STOCK_LIST_MAX} unless given (at most 100).`,
      querystring: lowStockQuerySchema,
      response: { 200: lowStockPageSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => lowStockPage(db, request.query),
  });
}
