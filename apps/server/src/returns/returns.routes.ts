import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminReturnListQuerySchema,
  adminReturnListResponseSchema,
  createReturnBodySchema,
  myReturnsResponseSchema,
  returnRequestResponseSchema,
  updateReturnBodySchema,
} from '@shop/contracts/returns';
import { idParamsSchema } from '@shop/contracts/common';
import { mailingDeps, type AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { limitByIpAndCaller, limitsText } from '../http/rate-limits.ts';
import {
  cancelMyReturn,
  createReturnRequest,
  listAllReturns,
  listMyReturns,
  updateReturnStatus,
} from './returns.service.ts';

const customerOnly = access.customer('Returns are asked for from customer accounts.');

export function returnsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;
  const deps = mailingDeps(ctx);
  // Asking and withdrawing share one count: each mails the customer and shows in the admin's list.
  const requestLimits = {
    perAccount: ctx.rateLimits.returnRequestPerAccount,
    perIp: ctx.rateLimits.returnRequestPerIp,
  };
  const limitRequests = limitByIpAndCaller(
    app,
    'return-requests',
    requestLimits.perIp,
    requestLimits.perAccount,
  );

  app.post('/orders/:id/returns', {
    // Asking takes no stock; only an approved exchange does.
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['returns'],
      summary: 'Ask to return or exchange items of your own delivered order, within 7 days',
      description: `Requests asked for and withdrawn share one limit: ${limitsText(requestLimits)}`,
      params: idParamsSchema,
      body: createReturnBodySchema,
      response: {
        201: returnRequestResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    preHandler: limitRequests,
    handler: async (request, reply) => {
      const returnRequest = await createReturnRequest(
        deps,
        authOf(request).userId,
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ returnRequest });
    },
  });

  app.get('/returns/mine', {
    config: customerOnly,
    schema: {
      tags: ['returns'],
      summary: "The caller's return and exchange requests, newest first",
      response: { 200: myReturnsResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ data: await listMyReturns(db, authOf(request).userId) }),
  });

  app.put('/returns/:id/cancel', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['returns'],
      summary: 'Withdraw one of your own requests while it is still REQUESTED',
      description: `Shares the limit of asking for one: ${limitsText(requestLimits)}`,
      params: idParamsSchema,
      response: {
        200: returnRequestResponseSchema,
        ...errorResponses(400, 401, 403, 404, 409, 429),
      },
    },
    preHandler: limitRequests,
    handler: async (request) => ({
      returnRequest: await cancelMyReturn(deps, authOf(request).userId, request.params.id),
    }),
  });

  app.get('/admin/returns', {
    config: access.admin,
    schema: {
      tags: ['returns'],
      summary: 'All return and exchange requests, newest first, optionally by status',
      querystring: adminReturnListQuerySchema,
      response: { 200: adminReturnListResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request) => listAllReturns(db, request.query),
  });

  app.put('/admin/returns/:id', {
    // Approving an exchange takes stock; receiving returns it.
    config: { ...access.admin, changes: 'stock' },
    schema: {
      tags: ['returns'],
      summary: 'Move a request on (stock follows APPROVED exchanges and RECEIVED items)',
      params: idParamsSchema,
      body: updateReturnBodySchema,
      response: { 200: returnRequestResponseSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => ({
      returnRequest: await updateReturnStatus(deps, request.params.id, request.body),
    }),
  });
}
