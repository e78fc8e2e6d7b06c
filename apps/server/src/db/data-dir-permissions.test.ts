import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tightenFolder } from './data-dir-permissions.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'shop-permissions-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const modeOf = (file: string) => lstatSync(file).mode & 0o777;

describe('tightening DATA_DIR', () => {
  it('takes every group and other bit off its folders and files, and follows no link', () => {
    const dataDir = path.join(scratch, 'data');
    const outside = path.join(scratch, 'outside.txt');
    writeFileSync(outside, 'not the shop');
    chmodSync(outside, 0o644);
    // As an older version left it: 0755 folders, 0666 database files, 0644 mail.
    for (const folder of ['db/base/1', 'mail', 'media/products', 'backups']) {
      mkdirSync(path.join(dataDir, folder), { recursive: true, mode: 0o755 });
      chmodSync(path.join(dataDir, folder), 0o755);
    }
    chmodSync(dataDir, 0o755);
    const files = {
      'db/postgresql.auto.conf': 0o666,
      'db/base/1/1259': 0o666,
      'mail/order-confirmation.eml': 0o644,
      'media/products/a-full.webp': 0o644,
      'jwt-secret': 0o600,
      'run.sh': 0o755,
    };
    for (const [name, mode] of Object.entries(files)) {
      writeFileSync(path.join(dataDir, name), name);
      chmodSync(path.join(dataDir, name), mode);
    }
    symlinkSync(outside, path.join(dataDir, 'media', 'link-out'));

    const result = tightenFolder(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    for (const folder of ['db', 'db/base', 'db/base/1', 'mail', 'media/products', 'backups']) {
      expect(modeOf(path.join(dataDir, folder)), folder).toBe(0o700);
    }
    for (const name of Object.keys(files).filter((name) => name !== 'run.sh')) {
      expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
    }
    expect(modeOf(path.join(dataDir, 'run.sh'))).toBe(0o700);
    expect(statSync(outside).mode & 0o777).toBe(0o644);
    // 8 folders (DATA_DIR included) and 5 files had bits to take off; the secret had none.
    expect(result).toEqual({ changed: 13, refused: [] });
    expect(tightenFolder(dataDir)).toEqual({ changed: 0, refused: [] });
  });

  it('does nothing for a DATA_DIR that does not exist yet', () => {
    expect(tightenFolder(path.join(scratch, 'missing'))).toEqual({ changed: 0, refused: [] });
  });
});
