import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, signInAdmin, signUpCustomer, useTestApp } from '../test/test-app.ts';

const backupDir = mkdtempSync(path.join(os.tmpdir(), 'shop-backups-now-'));
afterAll(() => rmSync(backupDir, { recursive: true, force: true }));
const t = await useTestApp({}, { BACKUP_DIR: backupDir });
const admin = await signInAdmin(t);

const backUpNow = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/admin/backups', headers });

describe('POST /admin/backups', () => {
  it('backs the shop up now and answers the status the dashboard then shows', async () => {
    const res = await backUpNow(bearer(admin));
    expect(res.statusCode, res.body).toBe(200);
    const made = res.json();
    expect(made.file).toMatch(/^shop-backup-\d{8}-\d{6}\.tar\.gz$/);
    expect(made.sizeBytes).toBeGreaterThan(0);
    expect(existsSync(path.join(backupDir, made.file))).toBe(true);
    expect(made.backup).toMatchObject({ lastBackupFile: made.file, lastFailure: null });
    expect(Date.now() - Date.parse(made.backup.lastBackupAt)).toBeLessThan(60 * 60_000);

    const dashboard = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dashboard',
      headers: bearer(admin),
    });
    expect(dashboard.json().data.backup).toEqual(made.backup);
  });

  it('is for admins only: 401 for visitors, 403 for customers', async () => {
    expect((await backUpNow()).statusCode).toBe(401);
    const { token } = await signUpCustomer(t.app);
    expect((await backUpNow(bearer(token))).statusCode).toBe(403);
  });
});
