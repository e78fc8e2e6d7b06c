import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { endpoints } from '@shop/contracts/endpoints';
import { useTestApp } from '../test/test-app.ts';
import { operationIdOf } from './openapi.ts';

const t = await useTestApp();

type ApiDocument = Exclude<Parameters<typeof SwaggerParser.validate>[0], string>;

type Operation = {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: ({ $ref: string } | { name: string; in: string })[];
  responses: Record<
    string,
    { headers?: Record<string, unknown>; content?: Record<string, { schema: unknown }> }
  >;
};

/** The parts of the document the tests read. */
type Published = {
  servers?: { url: string }[];
  components: {
    schemas: Record<string, unknown>;
    parameters?: Record<string, { name: string; in: string }>;
    headers?: Record<string, { schema: { enum?: string[] } }>;
  };
  paths: Record<string, Record<string, Operation>>;
};

/** Every operation of the document with its method and path as OpenAPI writes them. */
const operationsOf = (document: Published) =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({ method, path, operation })),
  );

async function publishedDocument<T extends ApiDocument | Published>(): Promise<T> {
  const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  return res.json<T>();
}

/** Every `$ref` string anywhere in the document. */
function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
}

describe('the published OpenAPI document', () => {
  it('is valid OpenAPI 3 (checked by swagger-parser) and every $ref resolves', async () => {
    // validate() checks the document against the OpenAPI 3.0 schema and dereferences every
    // $ref, failing on one that points nowhere; it changes what it is given, hence the copies.
    const document = await publishedDocument<ApiDocument>();
    await expect(SwaggerParser.validate(structuredClone(document))).resolves.toHaveProperty(
      'paths',
    );
    const refs = new Set(refsIn(document));
    expect(refs.size).toBeGreaterThan(0);
    const resolved = await SwaggerParser.resolve(structuredClone(document));
    for (const ref of refs) expect(resolved.get(ref), ref).toBeDefined();
  });

  it('describes the recursive category tree under its own name', async () => {
    const document = await publishedDocument<Published>();
    const category = document.components.schemas.Category;
    expect(category).toMatchObject({
      properties: { subCategories: { items: { $ref: '#/components/schemas/Category' } } },
    });
    for (const [path, method] of [
      ['/api/categories', 'get'],
      ['/api/categories', 'post'],
      ['/api/categories/{id}', 'put'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(JSON.stringify(operation), `${method} ${path}`).toContain(
        '"$ref":"#/components/schemas/Category"',
      );
    }
  });
});

describe("what every operation states (Redocly's recommended rules: npm run lint:openapi)", () => {
  it('names each operation after its descriptor, uniquely', async () => {
    const document = await publishedDocument<Published>();
    const operations = operationsOf(document);
    expect(operations).toHaveLength(Object.keys(endpoints).length);
    for (const { method, path, operation } of operations) {
      const key = `${method.toUpperCase()} ${path.replace(/^\/api/, '').replace(/\{(\w+)\}/g, ':$1')}`;
      expect(Object.hasOwn(endpoints, key), key).toBe(true);
      expect(operation.operationId, key).toBe(operationIdOf(key));
    }
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(
      operations.length,
    );
    expect(operationIdOf('GET /orders/:id/invoice.pdf')).toBe('getOrdersByIdInvoicePdf');
    expect(operationIdOf('POST /auth/forgot-password/request-otp')).toBe(
      'postAuthForgotPasswordRequestOtp',
    );
  });

  it("declares security from the route's access rule: none when public, else the bearer token", async () => {
    const document = await publishedDocument<Published>();
    const accessOf = new Map(
      t.app.accessTable.map((row) => [`${row.method} ${row.url}`, row.access.role]),
    );
    for (const { method, path, operation } of operationsOf(document)) {
      const key = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;
      const role = accessOf.get(key);
      expect(role, key).toBeDefined();
      expect(operation.security, key).toEqual(role === 'public' ? [] : [{ bearerAuth: [] }]);
      // At least one 4xx: every call refuses a NUL character in its address with a 400.
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('4')),
        key,
      ).toBe(true);
    }
    expect(document.servers).toEqual([{ url: '/', description: 'This shop' }]);
  });

  it('describes the CSV and PDF answers with their media types, and their errors as JSON', async () => {
    const document = await publishedDocument<Published>();
    const answers = (path: string) => document.paths[path]!.get!.responses;
    expect(Object.keys(answers('/api/admin/orders/export.csv')['200']!.content!)).toEqual([
      'text/csv',
    ]);
    for (const path of [
      '/api/orders/{id}/invoice.pdf',
      '/api/returns/{id}/credit-note.pdf',
      '/api/admin/orders/{id}/packing-slip.pdf',
      '/api/admin/orders/packing-slips.pdf',
    ]) {
      expect(answers(path)['200']!.content, path).toEqual({
        'application/pdf': { schema: { type: 'string', format: 'binary' } },
      });
      expect(Object.keys(answers(path)['404']!.content!), path).toEqual(['application/json']);
    }
    expect(Object.keys(answers('/api/admin/orders/export.csv')['400']!.content!)).toEqual([
      'application/json',
    ]);
  });
});

describe('the languages of the answers', () => {
  it('lets every operation ask for its messages in a language, and names it on every error', async () => {
    const document = await publishedDocument<Published>();
    expect(document.components.parameters?.AcceptLanguage).toMatchObject({
      name: 'Accept-Language',
      in: 'header',
    });
    expect(document.components.headers?.ContentLanguage?.schema.enum).toEqual(['en', 'hi']);
    const language = { $ref: '#/components/parameters/AcceptLanguage' };
    const named = { 'Content-Language': { $ref: '#/components/headers/ContentLanguage' } };
    const operations = operationsOf(document).filter(({ path }) => path.startsWith('/api/'));
    expect(operations.length).toBeGreaterThan(50);
    for (const { method, path, operation } of operations) {
      expect(operation.parameters, `${method} ${path}`).toContainEqual(language);
      for (const [status, response] of Object.entries(operation.responses)) {
        if (/^[45]/.test(status)) {
          expect(response.headers, `${method} ${path} ${status}`).toMatchObject(named);
        }
      }
    }
    // A success that says a message names its language too; one that says none does not.
    const removed = document.paths['/api/cart/remove/{id}']!.delete!.responses['200']!;
    expect(removed.headers).toMatchObject(named);
    const products = document.paths['/api/products']!.get!.responses['200']!;
    expect(products.headers?.['Content-Language']).toBeUndefined();
  });
});
