import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { codRiskQuerySchema, codRiskResponseSchema } from '@shop/contracts/payments';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { codRiskReport } from './cod-risk.service.ts';

export function reportsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/admin/reports/cod-risk', {
    config: access.admin,
    schema: {
      tags: ['operations'],
      summary:
        'How often parcels came back unsold (return to origin), for COD and UPI and per PIN prefix',
      description:
        'Over the orders placed in the last `days` days (7 to 365, default 90) that left the shop: `shipped` counts them, `returnedToOrigin` those cancelled after shipping with a reason, `ratePercent` the share with one decimal (null when none shipped). `prefixes` covers cash-on-delivery orders per first 3 digits of the PIN code, the highest rate first, then the most shipped, each saying whether the delivery settings still offer cash on delivery there.',
      querystring: codRiskQuerySchema,
      response: { 200: codRiskResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => codRiskReport(db, request.query.days),
  });
}
