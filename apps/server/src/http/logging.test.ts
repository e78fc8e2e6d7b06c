import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase } from '../test/test-database.ts';

const lines: string[] = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({
      DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-request-log-')),
      LOG_LEVEL: 'info',
    }),
    database: await createTestDatabase(),
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
});

describe('request log', () => {
  it('writes one JSON line per request with method, path, status, time and request id', async () => {
    const requests = [
      { url: '/api/health', status: 200 },
      { url: '/api/no-such-thing?x=1', status: 404 },
      { url: '/api/cart', status: 401 },
    ];
    for (const { url } of requests) await app.inject({ method: 'GET', url });

    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const requestLines = entries.filter((entry) => 'statusCode' in entry || 'req' in entry);
    expect(requestLines).toHaveLength(requests.length);
    requests.forEach(({ url, status }, index) => {
      expect(requestLines[index]).toMatchObject({
        level: 30,
        method: 'GET',
        url,
        statusCode: status,
        reqId: expect.any(String),
        responseTime: expect.any(Number),
        msg: expect.stringMatching(
          new RegExp(`^GET ${url.replace('?', '\\?')} ${status} [\\d.]+ ms$`),
        ),
      });
    });
    expect(new Set(requestLines.map((entry) => entry.reqId)).size).toBe(requests.length);
    expect(entries.map((entry) => entry.msg)).not.toContain('incoming request');
  });
});
