import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  deliveryCheckQuerySchema,
  deliveryCheckSchema,
  deliverySettingsBodySchema,
  deliverySettingsResponseSchema,
} from '@shop/contracts/delivery';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIp, limitsText } from '../http/rate-limits.ts';
import {
  deliveryCheckFor,
  getDeliverySettings,
  replaceDeliverySettings,
} from './delivery.service.ts';

export function deliveryRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const checkLimit = { perIp: ctx.rateLimits.deliveryCheckPerIp };

  app.get('/delivery/check', {
    config: access.public,
    schema: {
      tags: ['delivery'],
      summary: 'Whether the shop delivers to a PIN code, with cash on delivery, and by when',
      description:
        'The rule with the longest matching PIN prefix decides; with none, the PIN code is served with cash on delivery in the default days. `expectedDeliveryDate` (YYYY-MM-DD) is null when it is not served; `codMaxOrderValue` is the cap on cash-on-delivery orders in rupees (null: none). ' +
        limitsText(checkLimit),
      querystring: deliveryCheckQuerySchema,
      response: { 200: deliveryCheckSchema, ...errorResponses(400, 429) },
    },
    preHandler: limitByIp(app, 'delivery-check', checkLimit.perIp),
    handler: async (request) => deliveryCheckFor(db, request.query.pincode),
  });

  app.get('/admin/delivery-settings', {
    config: access.admin,
    schema: {
      tags: ['delivery'],
      summary: 'The delivery rules by PIN prefix, the default days and the cash-on-delivery cap',
      response: { 200: deliverySettingsResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async () => ({ settings: await getDeliverySettings(db) }),
  });

  app.put('/admin/delivery-settings', {
    config: { ...access.admin, changes: 'nothing cached' },
    schema: {
      tags: ['delivery'],
      summary: 'Replace the delivery settings and all their rules at once',
      description:
        'The rules sent replace every rule stored (ids are ignored); a prefix may appear once. A rule that is not serviceable has no cash on delivery and no days. `codMaxOrderValue` in rupees, null for no cap.',
      body: deliverySettingsBodySchema,
      response: { 200: deliverySettingsResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => {
      const settings = await replaceDeliverySettings(db, request.body);
      request.log.info({ rules: settings.rules.length }, 'delivery settings saved');
      return { settings };
    },
  });
}
