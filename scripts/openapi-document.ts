// Writes the OpenAPI document the shop publishes at /api/openapi.json to the file it is given,
// from an app that never listens (on an empty embedded database in a temporary folder).
// `npm run lint:openapi` then checks it with Redocly's recommended rules (redocly.yaml).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPgliteFolder } from '../apps/server/src/db/client.ts';

const [target] = process.argv.slice(2);
if (!target) throw new Error('Usage: node scripts/openapi-document.ts <file>');
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-openapi-'));
try {
  const config = loadConfig({
    DATA_DIR: scratch,
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'a-signing-secret-only-for-writing-the-openapi-document',
  });
  const app = await buildApp({
    config,
    database: await openPgliteFolder(path.join(scratch, 'db')),
    logger: false,
    // No web client or page renderer: the document describes the API only.
    webDistDir: path.join(scratch, 'no-web-client'),
    webServerDir: path.join(scratch, 'no-page-renderer'),
  });
  await app.ready();
  mkdirSync(path.dirname(path.resolve(target)), { recursive: true });
  writeFileSync(target, JSON.stringify(app.swagger(), null, 2));
  await app.close();
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
