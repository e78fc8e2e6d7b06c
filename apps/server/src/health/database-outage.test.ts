import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createPostgresPool, wrapPostgres } from '../db/client.ts';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-outage-test-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** The app on a PostgreSQL URL that cannot serve it; no real database is involved. */
async function appOn(databaseUrl: string, connectMs: number): Promise<FastifyInstance> {
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'outage-test-signing-secret-long-enough-123',
  });
  const database = wrapPostgres(
    createPostgresPool(databaseUrl, { connectMs, statementMs: 30_000 }),
  );
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  return app;
}

const unavailableBody = { code: 'SERVICE_UNAVAILABLE', message: expect.any(String) };

describe('database refusing connections (stopped)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    // Port 1 on loopback: nothing listens, so every connection attempt is refused at once.
    app = await appOn('postgres://postgres@127.0.0.1:1/shop', 5_000);
  });
  afterAll(() => app.close());

  it('turns liveness and readiness to 503 with the contract error body', async () => {
    for (const url of ['/api/health', '/api/ready']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(unavailableBody);
    }
  });

  it('answers data calls 503, not 500, for reads, sign-in and checkout alike', async () => {
    const calls = [
      { method: 'GET' as const, url: '/api/products?limit=5' },
      { method: 'GET' as const, url: '/api/products/search?q=romper' },
      {
        method: 'POST' as const,
        url: '/api/auth/login',
        payload: { identifier: 'someone@example.com', password: 'Whatever-1' },
      },
    ];
    for (const call of calls) {
      const res = await app.inject(call);
      expect(res.statusCode, call.url).toBe(503);
      expect(res.json()).toEqual(unavailableBody);
    }
  });
});

describe('database that accepts connections but never answers (hung host)', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let app: FastifyInstance;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as { port: number };
    app = await appOn(`postgres://postgres@127.0.0.1:${port}/shop`, 300);
  });
  afterAll(async () => {
    await app.close();
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up after the connect timeout and answers 503 instead of hanging', async () => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual(unavailableBody);
    expect(sockets.length).toBeGreaterThan(0);
    // Bounded by the 300 ms connect timeout, far from a hang (generous for a busy machine).
    expect(performance.now() - started).toBeLessThan(10_000);
  });
});
