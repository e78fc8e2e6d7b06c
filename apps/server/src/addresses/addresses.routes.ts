import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  addressBodySchema,
  addressListResponseSchema,
  addressResponseSchema,
} from '@shop/contracts/addresses';
import { idParamsSchema } from '@shop/contracts/common';
import { indianStates, statesResponseSchema } from '@shop/contracts/india';
import { messageSchema } from '@shop/contracts/errors';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { authOf } from '../auth/auth-hooks.ts';
import { errorResponses } from '../http/openapi.ts';
import { createAddress, deleteAddress, listAddresses, updateAddress } from './addresses.service.ts';

const customerOnly = access.customer('Addresses are for customer accounts.');

export function addressesRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { db } = ctx.database;

  app.get('/meta/states', {
    config: access.public,
    schema: {
      tags: ['addresses'],
      summary: "India's states and union territories with their GST state codes",
      description:
        'The 36 names an address may give as its state (any case is accepted; the official spelling is stored), in GST code order.',
      response: { 200: statesResponseSchema },
    },
    // The list changes only with India's map, so browsers and shared caches may keep it a week.
    handler: async (_request, reply) =>
      reply.header('cache-control', 'public, max-age=604800').send({ data: [...indianStates] }),
  });

  app.get('/addresses', {
    config: customerOnly,
    schema: {
      tags: ['addresses'],
      summary: "The caller's addresses, default first",
      response: { 200: addressListResponseSchema, ...errorResponses(401, 403) },
    },
    handler: async (request) => ({ addresses: await listAddresses(db, authOf(request).userId) }),
  });

  app.post('/addresses', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['addresses'],
      summary: 'Add an address (the first becomes the default)',
      body: addressBodySchema,
      response: { 201: addressResponseSchema, ...errorResponses(400, 401, 403) },
    },
    handler: async (request, reply) =>
      reply
        .status(201)
        .send({ address: await createAddress(db, authOf(request).userId, request.body) }),
  });

  app.put('/addresses/:id', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['addresses'],
      summary: 'Edit an address; making it default unsets the others',
      params: idParamsSchema,
      body: addressBodySchema,
      response: { 200: addressResponseSchema, ...errorResponses(400, 401, 403, 404) },
    },
    handler: async (request) => ({
      address: await updateAddress(db, authOf(request).userId, request.params.id, request.body),
    }),
  });

  app.delete('/addresses/:id', {
    config: { ...customerOnly, changes: 'nothing cached' },
    schema: {
      tags: ['addresses'],
      summary: 'Delete an address (not the default one)',
      params: idParamsSchema,
      response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404, 409) },
    },
    handler: async (request) => deleteAddress(db, authOf(request).userId, request.params.id),
  });
}
