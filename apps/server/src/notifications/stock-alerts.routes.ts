import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@shop/contracts/common';
import { languageFromAcceptLanguage } from '@shop/contracts/languages';
import {
  STOCK_ALERT_DEMAND_MAX,
  stockAlertBodySchema,
  stockAlertDemandResponseSchema,
  stockAlertResponseSchema,
  type StockAlertBody,
} from '@shop/contracts/notifications';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIpAndRecipient, limitsText } from '../http/rate-limits.ts';
import { sayTo } from '../i18n/request-language.ts';
import {
  alertAddressOf,
  requestStockAlert,
  STOCK_ALERTS_WAITING_MAX,
  stockAlertDemand,
} from './stock-alerts.service.ts';

const shoppers = access.visitorOrCustomer('Admins cannot ask for back-in-stock alerts.');

export function stockAlertsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const alertLimits = {
    perRecipient: ctx.rateLimits.stockAlertPerEmail,
    perIp: ctx.rateLimits.stockAlertPerIp,
  };

  app.post('/products/:id/stock-alerts', {
    // An alert waits in its own table: no public answer shows it.
    config: { ...shoppers, changes: 'nothing cached' },
    schema: {
      tags: ['notifications'],
      summary: 'Ask to be mailed once when a sold-out size is back in stock',
      description: `A visitor or a signed-in customer (an admin is 403). A visitor gives \`email\` (400 without it); a customer's account email is used and any \`email\` ignored. 201 with the new alert, or 200 with the one that address already has waiting for that size. A product that is missing or a draft is 404, a size of another product 404, a size in stock 409. An address that turned back-in-stock alerts off is 409 for a visitor; its own signed-in customer asking turns them on again. One address waits for at most ${STOCK_ALERTS_WAITING_MAX} sizes at once (409 past that). When the size's stock goes from 0 to more, everyone waiting gets one mail, oldest first, and the alert is spent. The mail is in the language \`Accept-Language\` asks for (English or Hindi; English when it names neither), the page's the shopper asked on. ${limitsText(alertLimits)}`,
      params: idParamsSchema,
      body: stockAlertBodySchema,
      response: {
        200: stockAlertResponseSchema,
        201: stockAlertResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    preHandler: limitByIpAndRecipient(
      app,
      'stock-alerts',
      alertLimits.perIp,
      alertLimits.perRecipient,
      (request) => alertAddressOf(db, request.auth, request.body as StockAlertBody),
    ),
    handler: async (request, reply) => {
      const { status, answer } = await requestStockAlert(
        db,
        request.auth,
        request.params.id,
        request.body,
        // The storefront sends its page's language, which a signed-in customer's alert follows
        // too: the page they asked on, not the account's setting.
        languageFromAcceptLanguage(request.headers['accept-language']),
      );
      return reply
        .status(status)
        .send({ ...answer, message: sayTo(request, reply, answer.message) });
    },
  });

  app.get('/admin/stock-alerts', {
    config: access.admin,
    schema: {
      tags: ['notifications'],
      summary: 'The sizes shoppers wait for, most waited-for first',
      description: `Sizes with at least one alert not yet mailed: how many wait, since when, and the stock now; ties go to the longest waiting. At most ${STOCK_ALERT_DEMAND_MAX} sizes.`,
      response: { 200: stockAlertDemandResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => stockAlertDemand(db),
  });
}
