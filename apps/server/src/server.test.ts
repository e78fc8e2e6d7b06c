import { spawn } from 'node:child_process';
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '@shop/demo-shop/demo-catalogue';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('server process', () => {
  it('starts on a new embedded database with the whole demo shop, prints the demo admin once and where the shop is, serves, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
    // Left by an older version: a world-readable folder and mail.
    chmodSync(dataDir, 0o755);
    mkdirSync(path.join(dataDir, 'mail'), { mode: 0o755 });
    chmodSync(path.join(dataDir, 'mail'), 0o755);
    writeFileSync(path.join(dataDir, 'mail', 'old.eml'), 'To: asha@example.com', { mode: 0o644 });
    chmodSync(path.join(dataDir, 'mail', 'old.eml'), 0o644);
    const child = spawn(process.execPath, [serverFile], {
      env: {
        ...process.env,
        PORT: '0',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));

    const address = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listen line:\n${output}`)), 45_000);
      const check = () => {
        const port = /Little Sprouts is open at http:\/\/localhost:(\d+)/.exec(output)?.[1];
        if (port) {
          clearTimeout(timer);
          resolve(`http://127.0.0.1:${port}`);
        } else setTimeout(check, 100);
      };
      check();
    });
    expect(output).toContain('Shop admin account');
    const password = /password: (\S+)/.exec(output)?.[1];
    expect(password).toBeTruthy();

    const health = await fetch(`${address}/api/health`);
    expect(health.status).toBe(200);
    // Seeded before listening: the first shopper already sees every product.
    const listing = await fetch(`${address}/api/products?limit=1`);
    const { pagination } = (await listing.json()) as { pagination: { totalItems: number } };
    expect(pagination.totalItems).toBe(demoProducts.length);
    const login = await fetch(`${address}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identifier: 'admin@littlesprouts.example', password }),
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { user: { userType: string } }).user.userType).toBe('ADMIN');

    // Everything in DATA_DIR is the shop user's alone: what was there, and what the server made
    // (the database's files, the demo pictures, the generated secret).
    const openToOthers = [dataDir, ...readdirSync(dataDir, { recursive: true, encoding: 'utf8' })]
      .map((name) => path.resolve(dataDir, name))
      .filter((file) => !lstatSync(file).isSymbolicLink() && (lstatSync(file).mode & 0o077) !== 0);
    expect(openToOthers).toEqual([]);
    expect(readdirSync(path.join(dataDir, 'db')).length).toBeGreaterThan(10);
    expect(readdirSync(path.join(dataDir, 'media'), { recursive: true }).length).toBeGreaterThan(
      10,
    );

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 60_000);
});
