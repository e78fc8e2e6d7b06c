import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { describe, expect, it } from 'vitest';
import { API_CONTENT_SECURITY_POLICY, registerSecurityHeaders } from './security-headers.ts';

const options: HelmetOptions = {
  contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], frameAncestors: ["'none'"] } },
  crossOriginEmbedderPolicy: false,
  referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
};

/** The headers helmet's own middleware sets on a real response, with the same options. */
async function helmetPerRequest(): Promise<Record<string, string>> {
  const middleware = helmet(options);
  const server = http.createServer((request, response) =>
    middleware(request, response, () => response.end('ok')),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    return Object.fromEntries(res.headers);
  } finally {
    server.close();
  }
}

describe('security headers', () => {
  it("sends exactly helmet's headers on every response, and a route may replace one", async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/plain', async () => 'ok');
    app.get('/own-csp', async (_request, reply) =>
      reply.header('content-security-policy', "default-src 'none'").send('ok'),
    );
    const expected = await helmetPerRequest();
    const securityNames = Object.keys(expected).filter(
      (name) =>
        !['content-length', 'content-type', 'date', 'connection', 'keep-alive'].includes(name),
    );
    expect(securityNames.length).toBeGreaterThan(8);

    for (const url of ['/plain', '/missing']) {
      const res = await app.inject({ method: 'GET', url });
      for (const name of securityNames)
        expect(res.headers[name], `${url} ${name}`).toBe(expected[name]);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
    const own = await app.inject({ method: 'GET', url: '/own-csp' });
    expect(own.headers['content-security-policy']).toBe("default-src 'none'");
    expect(own.headers['x-frame-options']).toBe(expected['x-frame-options']);
    await app.close();
  });

  it('answers under /api/ get the short policy instead of the page CSP, and the other headers', async () => {
    const app = Fastify();
    registerSecurityHeaders(app, options);
    app.get('/api/thing', async () => ({ ok: true }));
    app.get('/page', async () => 'ok');
    const api = await app.inject({ method: 'GET', url: '/api/thing' });
    const page = await app.inject({ method: 'GET', url: '/page' });
    expect(api.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(api.headers['x-frame-options']).toBe(page.headers['x-frame-options']);
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    await app.close();
  });
});
