import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client.ts';
import { finishInterruptedRestores } from './interrupted-restore.service.ts';

/** Writes `files` (relative path -> text) under `root`. */
function lay(root: string, files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
}

const read = (root: string, name: string) => readFileSync(path.join(root, name), 'utf8');
const newDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'shop-interrupted-restore-'));

describe('a restore killed during its swap', () => {
  it('is finished: the new database, pictures and secret are in DATA_DIR and the work folder is gone', async () => {
    const dataDir = newDataDir();
    // Killed after the old database and pictures moved out and the new database moved in: the
    // new pictures and secret still wait in the work folder, the old secret is still in place.
    lay(dataDir, {
      'db/PG_VERSION': 'new database',
      'jwt-secret': 'old secret',
      '.restore-abc/old/media/a.webp': 'old picture',
      '.restore-abc/old/db/PG_VERSION': 'old database',
      '.restore-abc/new/media/b.webp': 'new picture',
      '.restore-abc/new/jwt-secret': 'new secret',
    });

    const done = await finishInterruptedRestores(dataDir);

    expect(done).toEqual([
      'finished the interrupted restore in .restore-abc (moved in: jwt-secret, media)',
    ]);
    expect(read(dataDir, 'db/PG_VERSION')).toBe('new database');
    expect(read(dataDir, 'media/b.webp')).toBe('new picture');
    expect(existsSync(path.join(dataDir, 'media/a.webp'))).toBe(false);
    expect(read(dataDir, 'jwt-secret')).toBe('new secret');
    expect(readdirSync(dataDir).sort()).toEqual(['db', 'jwt-secret', 'media']);
  });

  it('killed before the swap, leaves DATA_DIR as it was and removes only the work folder', async () => {
    const dataDir = newDataDir();
    lay(dataDir, {
      'db/PG_VERSION': 'old database',
      '.restore-xyz/archive/database.tar': 'half extracted',
      '.restore-xyz/new/db/PG_VERSION': 'half made',
    });

    const done = await finishInterruptedRestores(dataDir);

    expect(done).toEqual([
      'removed .restore-xyz, left by a restore stopped before it changed anything',
    ]);
    expect(read(dataDir, 'db/PG_VERSION')).toBe('old database');
    expect(readdirSync(dataDir)).toEqual(['db']);
  });

  it('is finished before the embedded database opens, so the start opens the restored shop', async () => {
    const dataDir = newDataDir();
    // The restored database, made whole in the work folder; the old one had moved out when the
    // restore was killed, so without the finish the start would make a new, empty database.
    const scratch = newDataDir();
    const restored = await openDatabase({ databaseUrl: undefined, dataDir: scratch });
    await restored.exec(
      "create table restored_marker (note text); insert into restored_marker values ('restored')",
    );
    await restored.close();
    lay(dataDir, { '.restore-k/old/db/PG_VERSION': 'old database' });
    mkdirSync(path.join(dataDir, '.restore-k/new'));
    renameSync(path.join(scratch, 'db'), path.join(dataDir, '.restore-k/new/db'));

    const finished: string[] = [];
    const database = await openDatabase(
      { databaseUrl: undefined, dataDir },
      {
        beforeOpen: async (dir) => {
          finished.push(...(await finishInterruptedRestores(dir)));
        },
      },
    );
    const { rows } = await database.pglite!.query<{ note: string }>(
      'select note from restored_marker',
    );
    await database.close();

    expect(finished).toEqual(['finished the interrupted restore in .restore-k (moved in: db)']);
    expect(rows).toEqual([{ note: 'restored' }]);
    expect(existsSync(path.join(dataDir, '.restore-k'))).toBe(false);
  });
});
