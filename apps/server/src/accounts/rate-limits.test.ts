import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { useTestApp } from '../test/test-app.ts';

const window = { windowMs: 60_000 };
const t = await useTestApp({
  rateLimits: {
    loginPerIp: { max: 8, ...window },
    loginPerAccount: { max: 3, ...window },
    codeRequestPerIp: { max: 4, ...window },
    codeRequestPerAccount: { max: 2, ...window },
  },
});

const login = (identifier: string, ip = '203.0.113.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password: 'guess-guess-guess' },
    remoteAddress: ip,
  });

describe('rate limits', () => {
  it('stops guessing one account from many addresses', async () => {
    const email = 'guarded@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'guarded', email, password: 'Right-password-1' },
    });
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(email, `198.51.100.${i}`)).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    const limited = await login(email, '198.51.100.77');
    expect(limited.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(limited.json().message).toMatch(/Too many attempts/);
  });

  it('counts one account once, whether it is named by email or by username', async () => {
    const email = 'twonames@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'TwoNames', email, password: 'Right-password-1' },
    });
    const names = [email, 'twonames', 'TWONAMES@example.com', 'TwoNames', email];
    const statuses = [];
    for (const [i, name] of names.entries()) {
      statuses.push((await login(name, `198.51.100.${20 + i}`)).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
  });

  it('counts wrong passwords only: an owner signing in again and again is never locked out', async () => {
    const email = 'frequent@example.com';
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { username: 'frequent', email, password: 'Right-password-1' },
    });
    const signIn = (password: string, i: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: email, password },
        remoteAddress: `198.51.100.${50 + i}`,
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signIn('guess-guess-guess', i)).statusCode);
      statuses.push((await signIn('Right-password-1', i)).statusCode);
    }
    expect(statuses).toEqual([401, 200, 401, 200, 401, 200, 401, 200, 401, 200, 401, 200]);
    for (let i = 0; i < 3; i++) await signIn('guess-guess-guess', i);
    expect((await signIn('Right-password-1', 9)).statusCode).toBe(429);
  });

  it('stops one address guessing many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await login(`user-${i}`, '192.0.2.9')).statusCode);
    expect(statuses.slice(0, 8).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(8)).toEqual([429, 429]);
  });

  it('limits reset-code requests per email', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password/request-otp',
        payload: { email: 'limit-me@example.com' },
        remoteAddress: `198.51.100.${100 + i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('rate limits across instances', () => {
  it('count attempts made on any instance of the server (the counters live in the database)', async () => {
    const limits = {
      loginPerIp: { max: 100, windowMs: 60_000 },
      loginPerAccount: { max: 2, windowMs: 60_000 },
    };
    const second = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-a-')),
        LOG_LEVEL: 'silent',
      }),
      database: { ...t.database, close: async () => {} },
      logger: false,
      rateLimits: limits,
    });
    const first = await buildApp({
      config: loadConfig({
        DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-b-')),
        LOG_LEVEL: 'silent',
      }),
      database: { ...t.database, close: async () => {} },
      logger: false,
      rateLimits: limits,
    });
    const attempt = (app: typeof first) =>
      app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { identifier: 'shared-counter@example.com', password: 'guess-guess-guess' },
      });
    expect((await attempt(first)).statusCode).toBe(401);
    expect((await attempt(second)).statusCode).toBe(401);
    expect((await attempt(first)).statusCode).toBe(429);
    expect((await attempt(second)).statusCode).toBe(429);
    await first.close();
    await second.close();
  });
});
