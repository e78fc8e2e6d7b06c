import type { FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { z } from 'zod';
import { categorySchema } from '@shop/contracts/catalog';
import { errorBodySchema } from '@shop/contracts/errors';

/** The contract's error body for each listed status, for route response schemas. */
export function errorResponses(...statuses: number[]): Record<number, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema]));
}

/** The security requirement of a route that needs a signed-in caller: the bearer token. */
export const bearerSecurity = [{ bearerAuth: [] }];

/**
 * Schemas published under their own name in `components.schemas`. The category tree refers to
 * itself: without a name, the generator points its `$ref` at a component it never writes.
 */
const componentSchemas = z.registry<{ id: string }>();
componentSchemas.add(categorySchema, { id: 'Category' });

/** OpenAPI 3 generated from the route schemas, at /api/openapi.json and browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Little Sprouts shop API',
        description:
          'The storefront and admin API. Errors always have the body { message, code, details? }.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry: componentSchemas }),
    transformObject: createJsonSchemaTransformObject({ schemaRegistry: componentSchemas }),
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
