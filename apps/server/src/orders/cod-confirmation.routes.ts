import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  codConfirmationBodySchema,
  codConfirmationQuerySchema,
  codConfirmationResponseSchema,
} from '@shop/contracts/payments';
import { orderResponseSchema } from '@shop/contracts/orders';
import { idParamsSchema } from '@shop/contracts/common';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIp, limitsText } from '../http/rate-limits.ts';
import {
  codConfirmationOf,
  confirmCodOrder,
  confirmCodOrderByAdmin,
} from './cod-confirmation.service.ts';

const TOKEN_RULES =
  'The token is the one of the order confirmation mail’s link: signed, for this purpose only, valid 14 days. A broken or foreign token is 400; an expired one (or a delivered order never confirmed) is 400 "This link has expired…" saying what to do.';

export function codConfirmationRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const linkLimit = { perIp: ctx.rateLimits.codConfirmationPerIp };
  const limited = limitByIp(app, 'cod-confirmation', linkLimit.perIp);

  app.get('/orders/cod-confirmation', {
    config: access.public,
    schema: {
      tags: ['orders'],
      summary: 'What a COD order’s "Confirm my order" link shows (no sign-in; changes nothing)',
      description: `${TOKEN_RULES} A read only, so a mail scanner opening the link confirms nothing. ${limitsText(linkLimit)}`,
      querystring: codConfirmationQuerySchema,
      response: { 200: codConfirmationResponseSchema, ...errorResponses(400, 404, 429) },
    },
    preHandler: limited,
    handler: async (request) => codConfirmationOf(db, ctx.secret, request.query.token),
  });

  app.post('/orders/cod-confirmation', {
    config: { ...access.public, changes: 'nothing cached' },
    schema: {
      tags: ['orders'],
      summary: 'The customer confirms a COD order from the link (no sign-in)',
      description: `${TOKEN_RULES} Records \`codConfirmedAt\` once; using the link again answers the first confirmation unchanged. A cancelled order answers \`cancelled: true\` and confirms nothing. ${limitsText(linkLimit)}`,
      body: codConfirmationBodySchema,
      response: { 200: codConfirmationResponseSchema, ...errorResponses(400, 404, 429) },
    },
    preHandler: limited,
    handler: async (request) => {
      const answer = await confirmCodOrder(db, ctx.secret, request.body.token);
      request.log.info({ orderNumber: answer.orderNumber }, 'COD order confirmed by link');
      return answer;
    },
  });

  app.put('/admin/orders/:id/cod-confirmation', {
    config: { ...access.admin, changes: 'nothing cached' },
    schema: {
      tags: ['orders'],
      summary: 'Confirm a COD order by hand, after speaking to the customer',
      description:
        'Records `codConfirmedAt` and the admin who confirmed. 409 for a UPI order, a cancelled order, or a delivered order never confirmed; an order already confirmed is answered unchanged.',
      params: idParamsSchema,
      response: { 200: orderResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      order: await confirmCodOrderByAdmin(db, request.params.id, authOf(request).userId),
    }),
  });
}
