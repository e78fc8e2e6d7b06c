import { Readable } from 'node:stream';
import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from './app-error.ts';
import { registerErrorHandler } from './error-handler.ts';

/**
 * Routes that say what their answer will be (a gzipped CSV download, cached for a year) and then
 * fail: the error answer is the contract's JSON body and says nothing of the answer that never came.
 */
const app = Fastify({ logger: false });
registerErrorHandler(app);
await app.register(fastifyCompress, { threshold: 1024 });
const downloadHeaders = {
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': 'attachment; filename="orders.csv"',
  'content-encoding': 'gzip',
  'content-language': 'en-IN',
  'content-length': '123456',
  etag: '"v1"',
  'last-modified': 'Wed, 01 Jan 2025 00:00:00 GMT',
  'cache-control': 'public, max-age=31536000, immutable',
};
app.get('/throws', async (_request, reply) => {
  reply.headers(downloadHeaders);
  throw new Error('the disk is on fire');
});
app.get('/refuses', async (_request, reply) => {
  reply.headers(downloadHeaders).header('x-kept', 'yes');
  throw new AppError('CONFLICT', 409, 'Not now.');
});
// A write the disk had no room for, from the embedded database (wrapped by drizzle) or a file.
app.post('/disk-full', async (request) => {
  const { from } = request.query as { from: string };
  if (from === 'file')
    throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
  const panic = Object.assign(new Error('could not write to file "pg_wal/xlogtemp.42"'), {
    code: '53100',
    severity: 'PANIC',
  });
  throw new Error('Failed query: insert into "orders"', { cause: panic });
});
// A streamed download whose source fails before its first byte, once compression has started.
app.get('/stream-fails', async (_request, reply) => {
  const failing = new Readable({
    read() {
      setImmediate(() => this.destroy(new Error('the database went away')));
    },
  });
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', 'attachment; filename="orders.csv"')
    .send(failing);
});
await app.ready();
afterAll(() => app.close());

const representationHeaders = Object.keys(downloadHeaders).filter(
  (name) => name !== 'content-length',
);

describe('an error answer after a handler set the headers of its success answer', () => {
  it('is plain JSON with none of those headers (a 500)', async () => {
    const res = await app.inject({ url: '/throws', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const own = ['cache-control', 'content-language'];
    for (const name of representationHeaders.slice(1).filter((n) => !own.includes(n)))
      expect(res.headers[name], name).toBeUndefined();
    // The error's own language (English: no Accept-Language), not the download's.
    expect(res.headers['content-language']).toBe('en');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again.',
      code: 'INTERNAL',
    });
  });

  it('keeps what is not about the representation (a 409)', async () => {
    const res = await app.inject({ url: '/refuses' });
    expect(res.statusCode).toBe(409);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['x-kept']).toBe('yes');
    expect(res.json()).toEqual({ message: 'Not now.', code: 'CONFLICT' });
  });

  it('is readable JSON when a compressed stream fails before its first byte', async () => {
    const res = await app.inject({ url: '/stream-fails', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['content-disposition']).toBeUndefined();
    // Compressed again or not at all, but as the headers say.
    const body =
      res.headers['content-encoding'] === 'gzip'
        ? gunzipSync(res.rawPayload).toString()
        : res.rawPayload.toString();
    expect(JSON.parse(body)).toMatchObject({ code: 'INTERNAL' });
  });
});

describe('a write the full disk stopped', () => {
  it('is answered 503 in the shop’s own words, whatever ran out of room', async () => {
    for (const from of ['file', 'database']) {
      const res = await app.inject({ method: 'POST', url: `/disk-full?from=${from}` });
      expect(res.statusCode, from).toBe(503);
      expect(res.json()).toEqual({
        code: 'SERVICE_UNAVAILABLE',
        message:
          'The shop cannot save right now. Please try again in a few minutes; nothing was changed.',
      });
    }
  });
});
