import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
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

describe('connection log', () => {
  it('names what went wrong when a connection is refused before it makes a request', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const socket = connect(port, '127.0.0.1');
    socket.end('BREW /coffee HTCPCP/1.0\r\n\r\n');
    const answer: Buffer[] = [];
    for await (const chunk of socket) answer.push(chunk as Buffer);

    expect(Buffer.concat(answer).toString('latin1')).toMatch(/^HTTP\/1\.1 400 /);
    const logged = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((entry) => entry.msg === 'client connection error');
    expect(logged).toMatchObject({ level: 30, code: 'HPE_INVALID_METHOD', remote: '127.0.0.1' });
  });
});
