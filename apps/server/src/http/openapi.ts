import type { FastifyInstance, FastifySchema } from 'fastify';
import fastifySwagger, { type SwaggerTransform } from '@fastify/swagger';
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

/** The scheme of every call that needs a signed-in caller: the bearer token from /auth/login. */
const bearerSecurity = [{ bearerAuth: [] }];

/**
 * Schemas published under their own name in `components.schemas`. The category tree refers to
 * itself: without a name, the generator points its `$ref` at a component it never writes.
 */
const componentSchemas = z.registry<{ id: string }>();
componentSchemas.add(categorySchema, { id: 'Category' });

/**
 * OpenAPI's name of a call, from its descriptor's key in @shop/contracts/endpoints, camelCased
 * so generated clients can use it: 'GET /orders/:id/invoice.pdf' is getOrdersByIdInvoicePdf.
 */
export function operationIdOf(key: string): string {
  const [method = '', path = ''] = key.split(' ');
  const words = path
    .split('/')
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', segment.slice(1)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return (
    method.toLowerCase() + words.map((word) => word[0]!.toUpperCase() + word.slice(1)).join('')
  );
}

type RouteSchema = FastifySchema & {
  response?: Record<string, unknown>;
  /** The media types of the 2xx answer when it is not JSON (a PDF, a CSV file). */
  produces?: string[];
};

/**
 * What every /api operation states from the route itself: its operationId (from its
 * descriptor's key), its security (none for a public route, else the bearer token, from the
 * route's access rule), a 400 (every call refuses a NUL character or a broken %-escape in its
 * address), and the media type of a 2xx answer that is not JSON, errors staying JSON.
 */
function describedOperation(toJsonSchemas: SwaggerTransform): SwaggerTransform {
  return (input) => {
    const { route, url } = input;
    if (!url.startsWith('/api/')) return toJsonSchemas(input);
    const { produces, ...schema } = input.schema as RouteSchema;
    const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'GET';
    const responses = schema.response ?? {};
    const hasClientError = Object.keys(responses).some((status) => status.startsWith('4'));
    const described = toJsonSchemas({
      ...input,
      schema: {
        ...schema,
        operationId: operationIdOf(`${method} ${url.slice('/api'.length)}`),
        security: route.config?.access?.role === 'public' ? [] : bearerSecurity,
        response: hasClientError ? responses : { ...responses, 400: errorBodySchema },
      } as FastifySchema,
    });
    if (!produces) return described;
    const converted = (described.schema as RouteSchema).response ?? {};
    const response = Object.fromEntries(
      Object.entries(converted).map(([status, answer]) => [
        status,
        status.startsWith('2')
          ? {
              content: Object.fromEntries(
                produces.map((type) => [type, { schema: bytes(type, answer) }]),
              ),
            }
          : answer,
      ]),
    );
    return { ...described, schema: { ...described.schema, response } as FastifySchema };
  };
}

/** A non-text answer (a PDF) is a string of bytes to OpenAPI 3.0. */
const bytes = (mediaType: string, schema: unknown) =>
  mediaType.startsWith('text/') ? schema : { type: 'string', format: 'binary' };

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable union of strings (zod's
 * `z.union([z.uuid(), z.literal('')]).nullable()`) gets its members' common type.
 */
function typedNullables(node: unknown): void {
  if (Array.isArray(node)) return node.forEach(typedNullables);
  if (node === null || typeof node !== 'object') return;
  const schema = node as Record<string, unknown>;
  const members = (schema.anyOf ?? schema.oneOf) as { type?: unknown }[] | undefined;
  if (schema.nullable === true && schema.type === undefined && Array.isArray(members)) {
    const types = new Set(members.map((member) => member.type));
    const [type] = types;
    if (types.size === 1 && typeof type === 'string') schema.type = type;
  }
  Object.values(schema).forEach(typedNullables);
}

type Operation = {
  parameters?: unknown[];
  responses?: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema?: unknown }> }
  >;
};

/** Whether a JSON answer's schema has a top-level `message` (a text the shop says). */
function saysMessage(schema: unknown): boolean {
  const properties = (schema as { properties?: Record<string, unknown> } | undefined)?.properties;
  return properties !== undefined && 'message' in properties;
}

/**
 * Every /api operation takes `Accept-Language` for its messages, and each answer that says one
 * (every error body; a success with a `message`) names its language in `Content-Language`.
 */
function describedLanguages(document: {
  paths?: Record<string, Record<string, Operation>>;
  components?: Record<string, unknown>;
}): void {
  document.components = {
    ...document.components,
    parameters: {
      AcceptLanguage: {
        name: 'Accept-Language',
        in: 'header',
        required: false,
        description:
          'The language of the messages in the answer (`message`, `details[].message`): Hindi for `hi` (e.g. `hi-IN,hi;q=0.9`), else English, also when the header names neither. Error codes are the same in both.',
        schema: { type: 'string', example: 'hi-IN,hi;q=0.9' },
      },
    },
    headers: {
      ContentLanguage: {
        description: 'The language the messages of this answer are in (`en` or `hi`).',
        schema: { type: 'string', enum: ['en', 'hi'] },
      },
    },
  };
  for (const [url, operations] of Object.entries(document.paths ?? {})) {
    if (!url.startsWith('/api/')) continue;
    for (const operation of Object.values(operations)) {
      operation.parameters = [
        ...(operation.parameters ?? []),
        { $ref: '#/components/parameters/AcceptLanguage' },
      ];
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (!/^[45]/.test(status) && !saysMessage(response.content?.['application/json']?.schema)) {
          continue;
        }
        response.headers = {
          ...response.headers,
          'Content-Language': { $ref: '#/components/headers/ContentLanguage' },
        };
      }
    }
  }
}

/** OpenAPI 3 generated from the route schemas, at /api/openapi.json and browsable at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  const toOpenApi = createJsonSchemaTransformObject({ schemaRegistry: componentSchemas });
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Little Sprouts shop API',
        description:
          'The storefront and admin API. Errors always have the body { message, code, details? }; messages are in the language Accept-Language asks for (English or Hindi), named by Content-Language.',
        version: '1.0.0',
      },
      // Wherever the document is read from: the shop that serves it (the paths start with /api).
      servers: [{ url: '/', description: 'This shop' }],
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: describedOperation(createJsonSchemaTransform({ schemaRegistry: componentSchemas })),
    transformObject: (input) => {
      const document = toOpenApi(input);
      typedNullables(document.paths);
      describedLanguages(document as Parameters<typeof describedLanguages>[0]);
      return document;
    },
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
