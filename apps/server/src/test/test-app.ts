import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll } from 'vitest';
import type { LoginResponse } from '@shop/contracts/accounts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import { defaultRateLimits, type RateLimits } from '../http/rate-limits.ts';
import type { Database } from '../db/client.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { createTestDatabase } from './test-database.ts';
import { ensureAdmin } from '../accounts/accounts.service.ts';

/** A Mailer that keeps what it was asked to send, so tests can read the mail. */
export function createRecordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    send: async (message) => {
      sent.push(message);
    },
  };
}

const relaxed = { max: 100_000, windowMs: 60_000 };
/** Limits no test meets; a test of one limit sets that one lower on top of these. */
export const relaxedRateLimits = Object.fromEntries(
  Object.keys(defaultRateLimits).map((name) => [name, relaxed]),
) as RateLimits;

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  mail: ReturnType<typeof createRecordingMailer>;
  close(): Promise<void>;
};

/** `settings` are environment variables (e.g. PUBLIC_URL) on top of the tests' own. */
export async function createTestApp(
  overrides: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
  settings: NodeJS.ProcessEnv = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    ...settings,
  });
  const mail = createRecordingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: mail,
    logger: false,
    webDistDir: path.join(dataDir, 'no-web-client'),
    // Tests sign in many users from one address; the rate-limit tests set their own limits.
    rateLimits: relaxedRateLimits,
    ...overrides,
  });
  await app.ready();
  return { app, database, mail, close: () => app.close() };
}

/**
 * The app of one test file, built while the file loads and closed after its last test. Awaited at
 * the top of the file (`const t = await useTestApp();`), so the tests below, and what the file
 * makes with it there (`const admin = await signInAdmin(t);`), are plain constants.
 */
export async function useTestApp(...options: Parameters<typeof createTestApp>): Promise<TestApp> {
  const t = await createTestApp(...options);
  afterAll(() => t.close());
  return t;
}

/** Known to tests so they can forge expired or otherwise odd tokens with the real key. */
export const TEST_JWT_SECRET = 'test-signing-secret-that-is-long-enough-for-hs256';

let userCounter = 0;

/** Registers a customer through the API and signs it in. */
export async function signUpCustomer(
  app: FastifyInstance,
  fields: { username?: string; email?: string; password?: string } = {},
): Promise<LoginResponse & { password: string }> {
  userCounter += 1;
  const suffix = `${process.pid}${userCounter}`;
  const username = fields.username ?? `shopper${suffix}`;
  const email = fields.email ?? `shopper${suffix}@example.com`;
  const password = fields.password ?? 'Sunny-days-42';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, email, password },
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: email, password },
  });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  return { ...(login.json() as LoginResponse), password };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `call(token, method, url, payload?)`: a request to the app as the user of that token. */
export const callerOf =
  (t: TestApp) =>
  (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

let adminCounter = 0;

/** An ADMIN account (as ADMIN_EMAIL would make it), signed in. */
export async function signInAdmin(t: TestApp): Promise<string> {
  adminCounter += 1;
  const email = `admin${process.pid}-${adminCounter}@example.com`;
  await ensureAdmin(t.database.db, { email, password: 'Admin-pass-123' });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier: email, password: 'Admin-pass-123' },
  });
  return (res.json() as LoginResponse).token;
}

/** A real image of the given format, made by sharp, for upload tests. */
export async function makeImage(
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  width = 64,
  height = 80,
): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 240, g: 128, b: 128 } },
  })
    .toFormat(format)
    .toBuffer();
}

/** A multipart body for app.inject, built by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string>,
  files: { name: string; data: Buffer; filename?: string; type?: string }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const file of files) {
    form.append(
      file.name,
      new Blob([file.data], { type: file.type ?? 'image/png' }),
      file.filename ?? 'upload.png',
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
