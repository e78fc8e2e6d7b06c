import { describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema, uuidSchema } from '@shop/contracts/common';
import type { EndpointDescriptor } from '@shop/contracts/endpoints';
import { messageSchema } from '@shop/contracts/errors';
import { orderResponseSchema, updateOrderStatusBodySchema } from '@shop/contracts/orders';
import { requireDescribedEndpoints } from './described-endpoints.ts';

const descriptors = {
  'PUT /orders/:id/status': {
    params: idParamsSchema,
    body: updateOrderStatusBodySchema,
    answer: orderResponseSchema,
  },
  'PUT /logo': { body: 'multipart', answer: messageSchema },
} satisfies Record<string, EndpointDescriptor>;

const answer = async () => ({ message: 'ok' });

function zodApp() {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  return app;
}

/** A tiny app with the check on its /api scope, started with the routes `register` adds. */
async function start(
  register: (api: FastifyInstance) => void,
  table: Record<string, EndpointDescriptor> = descriptors,
) {
  const app = zodApp();
  await app.register(
    async (api) => {
      requireDescribedEndpoints(api, table);
      register(api);
    },
    { prefix: '/api' },
  );
  await app.ready();
  return app;
}

/** The status route as its descriptor says, with one part of its schema overridden. */
function statusRoute(api: FastifyInstance, schema: Record<string, unknown> = {}) {
  api.put('/orders/:id/status', {
    schema: {
      params: idParamsSchema,
      body: updateOrderStatusBodySchema,
      response: { 200: orderResponseSchema, 404: messageSchema },
      ...schema,
    },
    handler: answer,
  });
}

function logoRoute(api: FastifyInstance, schema: Record<string, unknown> = {}) {
  api.put('/logo', {
    schema: { consumes: ['multipart/form-data'], response: { 200: messageSchema }, ...schema },
    handler: answer,
  });
}

describe('routes and their endpoint descriptors', () => {
  it('start when every route uses its descriptor’s own schemas and every descriptor has its route', async () => {
    const app = await start((api) => {
      statusRoute(api);
      logoRoute(api);
    });
    expect(app.hasRoute({ method: 'PUT', url: '/api/orders/:id/status' })).toBe(true);
    await app.close();
  });

  it('leave routes outside the scope alone (docs, media files, pages)', async () => {
    const app = zodApp();
    app.get('/media/:file', answer);
    await app.register(
      async (api) => {
        requireDescribedEndpoints(api, descriptors);
        statusRoute(api);
        logoRoute(api);
      },
      { prefix: '/api' },
    );
    await expect(app.ready()).resolves.toBeDefined();
    await app.close();
  });

  it('fail on a route without a descriptor', async () => {
    const started = start((api) => {
      statusRoute(api);
      logoRoute(api);
      api.get('/forgotten', answer);
    });
    await expect(started).rejects.toThrow(
      'GET /forgotten has no endpoint descriptor in @shop/contracts/endpoints',
    );
  });

  it('fail on a descriptor without a route', async () => {
    await expect(start(statusRoute)).rejects.toThrow(
      'Endpoint descriptors in @shop/contracts/endpoints without a route: PUT /logo',
    );
  });

  it('fail on a route whose method differs from its descriptor', async () => {
    const started = start((api) => {
      logoRoute(api);
      api.post('/orders/:id/status', {
        schema: {
          params: idParamsSchema,
          body: updateOrderStatusBodySchema,
          response: { 200: orderResponseSchema },
        },
        handler: answer,
      });
    });
    await expect(started).rejects.toThrow('POST /orders/:id/status has no endpoint descriptor');
  });

  it.each([
    [
      'an equal but separate params schema',
      { params: z.object({ id: uuidSchema }) },
      "its route's params schema is another object than its descriptor's",
    ],
    [
      'no body schema',
      { body: undefined },
      'its route declares no body schema; its descriptor names one',
    ],
    [
      'a query the descriptor does not name',
      { querystring: z.object({ page: z.string() }) },
      'its route declares a querystring schema its descriptor does not name',
    ],
    [
      'another answer',
      { response: { 200: messageSchema } },
      "its route's 200 response schema is another object than its descriptor's answer",
    ],
    [
      'a second 2xx with another answer',
      { response: { 200: orderResponseSchema, 201: messageSchema } },
      "its route's 201 response schema is another object than its descriptor's answer",
    ],
    ['no 2xx answer', { response: { 404: messageSchema } }, 'its route declares no 2xx response'],
  ])('fail on a route with %s', async (_, override, problem) => {
    const started = start((api) => {
      statusRoute(api, override);
      logoRoute(api);
    });
    await expect(started).rejects.toThrow(
      `PUT /orders/:id/status does not match its descriptor in @shop/contracts/endpoints: ${problem}`,
    );
  });

  it('fail on a multipart descriptor whose route reads a JSON body', async () => {
    const started = start((api) => {
      statusRoute(api);
      logoRoute(api, { consumes: undefined, body: messageSchema });
    });
    await expect(started).rejects.toThrow(
      "PUT /logo does not match its descriptor in @shop/contracts/endpoints: the descriptor's body is multipart",
    );
  });

  it('fail on a descriptor whose params schema names other parameters than its path', async () => {
    const orderIdParams = z.object({ orderId: uuidSchema });
    const table = {
      ...descriptors,
      'PUT /orders/:id/status': { ...descriptors['PUT /orders/:id/status'], params: orderIdParams },
    };
    const started = start((api) => {
      statusRoute(api, { params: orderIdParams });
      logoRoute(api);
    }, table);
    await expect(started).rejects.toThrow('its path names [id] but its params schema [orderId]');
  });
});
