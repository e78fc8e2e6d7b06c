import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '../test/test-database.ts';

const lines: string[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-logs-'));
let app: FastifyInstance;

/** The real file mailer writes .eml files; the code is read from there, as a shopper would. */
function mailedText(): string {
  const dir = path.join(dataDir, 'mail');
  return readdirSync(dir)
    .map((file) => readFileSync(path.join(dir, file), 'utf8'))
    .join('\n');
}

beforeAll(async () => {
  app = await buildApp({
    config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }),
    database: await createTestDatabase(),
    logStream: { write: (line) => void lines.push(line) },
  });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url, payload, headers, remoteAddress: '198.51.100.23' });

describe('logs of the auth flows', () => {
  it('hold no password, code or token, and record failed sign-ins and refused access', async () => {
    const password = 'Secret-Mango-Password-1';
    const email = 'logcheck@example.com';
    await post('/api/auth/register', { username: 'logcheck', email, password });
    const login = await post('/api/auth/login', { identifier: email, password });
    const token: string = login.json().token;
    await post('/api/auth/login', { identifier: email, password: 'Wrong-Guess-Password-9' });
    await app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: { authorization: `Bearer ${token}` },
      remoteAddress: '198.51.100.23',
    });
    await app.inject({
      method: 'GET',
      url: '/api/cart',
      headers: { authorization: 'Bearer forged.token.value' },
      remoteAddress: '198.51.100.24',
    });
    await post('/api/auth/forgot-password/request-otp', { email });
    let code = '';
    await vi.waitFor(() => {
      code = /password is (\d{6})/.exec(mailedText())?.[1] ?? '';
      expect(code).toMatch(/^\d{6}$/);
    });
    await post('/api/auth/forgot-password/reset', {
      email,
      otp: code,
      newPassword: 'Another-Secret-Pass-2',
    });
    const changed = await app.inject({
      method: 'PUT',
      url: '/api/users/change-password',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'Another-Secret-Pass-2', newPassword: 'Third-Secret-Pass-3' },
    });

    const log = lines.join('');
    for (const secret of [
      password,
      'Wrong-Guess-Password-9',
      'Another-Secret-Pass-2',
      'Third-Secret-Pass-3',
      code,
      token,
    ]) {
      expect(log).not.toContain(secret);
    }
    if (changed.statusCode === 200) expect(log).not.toContain(changed.json().token);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const failed = entries.find((e) => e.msg === 'sign-in failed');
    expect(failed).toMatchObject({ identifier: email, ip: '198.51.100.23' });
    expect(typeof failed?.time).toBe('number');
    const refused = entries.find((e) => e.msg === 'request refused' && e.code === 'FORBIDDEN');
    expect(refused).toMatchObject({ ip: '198.51.100.23' });
    expect(refused?.userId).toEqual(expect.any(String));
    expect(typeof refused?.time).toBe('number');
    const unauthenticated = entries.find(
      (e) => e.msg === 'request refused' && e.ip === '198.51.100.24',
    );
    expect(unauthenticated).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(typeof unauthenticated?.time).toBe('number');
    expect(log).not.toContain('forged.token.value');
  });
});

describe('cross-origin and body limits', () => {
  it('never echoes a foreign Origin', async () => {
    const res = await app.inject({
      method: 'OPTIONS',
      url: '/api/products',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
    expect(get.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('refuses a 50 MB body with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(50 * 1024 * 1024, 'a'),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });
});
