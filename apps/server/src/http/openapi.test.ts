import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app.ts';

const t = await useTestApp();

type ApiDocument = Exclude<Parameters<typeof SwaggerParser.validate>[0], string>;

/** The parts of the document the category test reads. */
type Published = {
  components: { schemas: Record<string, unknown> };
  paths: Record<string, Record<string, unknown>>;
};

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
