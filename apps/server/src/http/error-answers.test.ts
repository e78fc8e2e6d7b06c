import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { errorCodes } from '@shop/contracts/error-codes';
import { useTestApp } from '../test/test-app.ts';

const t = await useTestApp();
await t.app.listen({ port: 0, host: '127.0.0.1' });
const port = (t.app.server.address() as net.AddressInfo).port;

/** The contract's code for each status it speaks (docs/API.md: "`code` is fixed by the status"). */
const contractCodes: Record<number, readonly string[]> = {
  400: ['VALIDATION_FAILED'],
  401: ['UNAUTHENTICATED'],
  403: ['FORBIDDEN'],
  404: ['NOT_FOUND'],
  409: ['CONFLICT', 'OUT_OF_STOCK'],
  413: ['PAYLOAD_TOO_LARGE'],
  415: ['UNSUPPORTED_MEDIA_TYPE'],
  422: ['IDEMPOTENCY_KEY_REUSED'],
  429: ['RATE_LIMITED'],
  500: ['INTERNAL'],
  503: ['SERVICE_UNAVAILABLE'],
};

type RawAnswer = { status: number; contentType: string; body: string };

/**
 * Sends bytes exactly as given over a socket (no client library rewrites the path, refuses a huge
 * header or fixes a broken request line) and reads the whole answer.
 */
function sendRaw(request: string | Buffer): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const statusLine = /^HTTP\/1\.1 (\d{3})/.exec(head);
      if (!statusLine) return reject(new Error(`no HTTP answer: ${text.slice(0, 200)}`));
      const contentType = /^content-type:\s*(.+)$/im.exec(head)?.[1]?.trim() ?? '';
      resolve({ status: Number(statusLine[1]), contentType, body: rest.join('\r\n\r\n') });
    });
  });
}

function request(
  method: string,
  target: string,
  headers: Record<string, string> = {},
  body = '',
): string {
  const lines = [`${method} ${target} HTTP/1.1`, 'Host: localhost', 'Connection: close'];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  if (body || method === 'POST') lines.push(`Content-Length: ${Buffer.byteLength(body)}`);
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

const json = { 'Content-Type': 'application/json' };

/** Everything a client can get wrong before a route's own rules, and what each must answer. */
const badRequests: { name: string; send: string | Buffer; status: number }[] = [
  {
    name: 'a path parameter over the router limit',
    send: request('GET', `/api/products/${'1'.repeat(120)}`),
    status: 400,
  },
  {
    name: 'a broken percent-escape in a path parameter',
    send: request('GET', '/api/products/category/%FF'),
    status: 400,
  },
  {
    name: 'a half percent-escape in a path parameter',
    send: request('GET', '/api/products/slug/%E0%A4'),
    status: 400,
  },
  {
    name: 'a NUL character in a path parameter',
    send: request('GET', '/api/products/category/%00'),
    status: 400,
  },
  {
    name: 'a NUL character in a query parameter',
    send: request('GET', '/api/products?size=%00'),
    status: 400,
  },
  {
    name: 'a query string over the header size limit',
    send: request('GET', `/api/products?q=${'a'.repeat(20_000)}`),
    status: 400,
  },
  {
    name: 'a header over the header size limit',
    send: request('GET', '/api/products', { 'X-Padding': 'a'.repeat(20_000) }),
    status: 400,
  },
  { name: 'a request line that is not HTTP', send: 'HELLO THERE\r\n\r\n', status: 400 },
  {
    name: 'a header line without a colon',
    send: 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nno colon here\r\n\r\n',
    status: 400,
  },
  { name: 'an unknown API route', send: request('GET', '/api/no-such-thing'), status: 404 },
  {
    name: 'an unknown method on a known route',
    send: request('PATCH', '/api/health'),
    status: 404,
  },
  {
    name: 'a missing file of the docs page',
    send: request('GET', '/api/docs/static/no-such-file.js'),
    status: 404,
  },
  {
    name: 'JSON that does not parse',
    send: request('POST', '/api/auth/login', json, '{"identifier": "a", '),
    status: 400,
  },
  {
    name: 'an empty JSON body',
    send: request('POST', '/api/auth/login', json, ''),
    status: 400,
  },
  {
    name: 'a content type the call does not take',
    send: request('POST', '/api/auth/login', { 'Content-Type': 'application/xml' }, '<a/>'),
    status: 415,
  },
  {
    name: 'a content encoding the server does not know',
    send: request(
      'POST',
      '/api/auth/login',
      { ...json, 'Content-Encoding': 'bogus' },
      '{"identifier":"a","password":"b"}',
    ),
    status: 415,
  },
  {
    name: 'a gzip body that is not gzip',
    send: request(
      'POST',
      '/api/auth/login',
      { ...json, 'Content-Encoding': 'gzip' },
      '{"identifier":"a","password":"b"}',
    ),
    status: 400,
  },
  {
    name: 'a body over the size limit',
    send: request('POST', '/api/auth/login', json, `"${'x'.repeat(1_100_000)}"`),
    status: 413,
  },
  {
    name: 'a wrong type in a query parameter',
    send: request('GET', '/api/products?page=abc'),
    status: 400,
  },
  { name: 'a call that needs a sign-in', send: request('GET', '/api/auth/me'), status: 401 },
  {
    name: 'a malformed bearer token',
    send: request('GET', '/api/cart', { Authorization: 'Bearer not.a.token' }),
    status: 401,
  },
];

describe('every refusal speaks the contract', () => {
  it.each(badRequests)(
    '$name: the expected status, a contract code and a message',
    async ({ send, status }) => {
      const answer = await sendRaw(send);
      expect(answer.status).toBe(status);
      expect(answer.contentType).toMatch(/^application\/json/);
      const body = JSON.parse(answer.body) as Record<string, unknown>;
      expect(Object.keys(body).sort()).toEqual(
        'details' in body ? ['code', 'details', 'message'] : ['code', 'message'],
      );
      expect(errorCodes).toContain(body.code);
      expect(contractCodes[answer.status]).toContain(body.code);
      expect(body.message).toEqual(expect.stringMatching(/\S+ \S+/));
      expect(answer.body).not.toMatch(/FST_|HPE_|ERR_|statusCode|Bad Request/);
    },
  );
});
