import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { demoProducts } from '@shop/demo-shop/demo-catalogue';

const serverFile = fileURLToPath(new URL('./server.ts', import.meta.url));

describe('server process', () => {
  it('starts on a new embedded database with the whole demo shop, prints the demo admin once and where the shop is, serves, and stops on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-server-'));
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

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('shutting down');
  }, 60_000);
});
