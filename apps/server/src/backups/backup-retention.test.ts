import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pruneBackups } from './backup-retention.ts';

async function folderWith(names: string[]): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'shop-backups-'));
  for (const name of names) await writeFile(path.join(dir, name), 'x');
  return dir;
}

const backup = (day: number) =>
  `shop-backup-2026-11-${String(day).padStart(2, '0')}T03-30-00Z.tar.gz`;

describe('pruneBackups', () => {
  it('deletes the oldest backups beyond the number kept', async () => {
    const dir = await folderWith([backup(3), backup(1), backup(4), backup(2)]);
    expect(await pruneBackups(dir, 2)).toEqual([backup(1), backup(2)]);
    expect((await readdir(dir)).sort()).toEqual([backup(3), backup(4)]);
  });

  it('deletes nothing while there are no more than it keeps', async () => {
    const dir = await folderWith([backup(1), backup(2)]);
    expect(await pruneBackups(dir, 2)).toEqual([]);
    expect(await readdir(dir)).toHaveLength(2);
  });

  it('leaves other files and backups still being written alone', async () => {
    const others = [
      'notes.txt',
      `${backup(1)}.tmp`,
      `.${backup(2)}.partial`,
      'shop-backup-2026-11-01.zip',
    ];
    const dir = await folderWith([...others, backup(5), backup(6)]);
    expect(await pruneBackups(dir, 1)).toEqual([backup(5)]);
    expect((await readdir(dir)).sort()).toEqual([...others, backup(6)].sort());
  });
});
