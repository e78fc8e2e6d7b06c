import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import {
  createRecordingMailer,
  createTestApp,
  type TestApp,
  useTestApp,
} from '../test/test-app.ts';
import { createTestDatabase } from '../test/test-database.ts';

const t = await useTestApp();

const expectErrorBody = (body: unknown, code: string) => {
  expect(body).toMatchObject({ code, message: expect.any(String) });
  expect(JSON.stringify(body)).not.toMatch(/at .+\.ts:\d+|stack|FST_/);
};

describe('error handling', () => {
  it('answers invalid JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": "a", ',
    });
    expect(res.statusCode).toBe(400);
    expectErrorBody(res.json(), 'VALIDATION_FAILED');
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers an unknown /api path with 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expectErrorBody(res.json(), 'NOT_FOUND');
  });

  it('answers an oversize body with 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identifier: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(res.statusCode).toBe(413);
    expectErrorBody(res.json(), 'PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(res.statusCode).toBe(415);
    expectErrorBody(res.json(), 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('turns an unexpected fault into a 500 without internals', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
    const app = await buildApp({
      config: loadConfig({ DATA_DIR: dataDir }),
      database,
      mailer: createRecordingMailer(),
      logger: false,
    });
    app.get('/api/explode', async () => {
      throw new Error('secret internal detail at db.ts:42');
    });
    const res = await app.inject({ method: 'GET', url: '/api/explode' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
    await app.close();
  });
});

describe('health, docs and headers', () => {
  it('reports the database as ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('publishes OpenAPI 3 generated from the route schemas, and a docs page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const spec = res.json();
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/auth/login', '/api/auth/register', '/api/health']),
    );
    const login = spec.paths['/api/auth/login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['identifier', 'password']),
    );
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect([200, 302]).toContain(docs.statusCode);
  });

  it('sends security headers and no version banner', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['server']).toBeUndefined();
  });
});

describe('web client', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'shop-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Little Sprouts</title>');
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1);'.repeat(200));
    web = await createTestApp({ webDistDir: dist });
  });
  afterAll(async () => {
    await web.close();
  });

  it("has no pages without the web app's server build: its addresses are 404s", async () => {
    for (const url of ['/', '/shop', '/page/privacy-policy', '/myaccount/order']) {
      const res = await web.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toMatchObject({ code: 'NOT_FOUND' });
    }
  });

  it('serves hashed assets as immutable and compressed', async () => {
    const res = await web.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('keeps /api and missing files as real 404s', async () => {
    expect((await web.app.inject({ method: 'GET', url: '/api/nope' })).statusCode).toBe(404);
    expect((await web.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(
      404,
    );
  });
});

describe('readiness', () => {
  it('answers ready while the instance serves and the database answers', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
  });
});
