import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { LoginResponse } from '@shop/contracts/accounts';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { MailMessage, Mailer } from '../mail/mailer.ts';
import { createTestDatabase } from './test-database.ts';

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

export type TestApp = {
  app: FastifyInstance;
  database: Database;
  mail: ReturnType<typeof createRecordingMailer>;
  close(): Promise<void>;
};

export async function createTestApp(
  overrides: Partial<Omit<BuildAppOptions, 'config' | 'database'>> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', JWT_SECRET: TEST_JWT_SECRET });
  const mail = createRecordingMailer();
  const app = await buildApp({
    config,
    database,
    mailer: mail,
    logger: false,
    webDistDir: path.join(dataDir, 'no-web-client'),
    ...overrides,
  });
  await app.ready();
  return { app, database, mail, close: () => app.close() };
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
