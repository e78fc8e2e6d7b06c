// How long the server's start takes to make DATA_DIR private (tightenFolder): a DATA_DIR as an
// older version left it, with 20,000 files (0644 and 0666) in 200 folders (0755), tightened once,
// then again with nothing left to change (every later start).
//   npm run data-dir-permissions -w bench [-- <files>]
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { tightenFolder } from '../apps/server/src/db/data-dir-permissions.ts';

const FILES = Number(process.argv[2] ?? 20_000);
const PER_FOLDER = 100;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-permissions-'));
try {
  for (let index = 0; index < FILES; index += 1) {
    const folder = path.join(dataDir, 'media', `f${Math.floor(index / PER_FOLDER)}`);
    if (index % PER_FOLDER === 0) {
      mkdirSync(folder, { recursive: true });
      chmodSync(folder, 0o755);
    }
    const file = path.join(folder, `${index}.webp`);
    writeFileSync(file, 'x');
    chmodSync(file, index % 2 === 0 ? 0o644 : 0o666);
  }
  for (const round of ['first start (all open)', 'later start (all private)']) {
    const started = performance.now();
    const { changed } = tightenFolder(dataDir);
    const ms = performance.now() - started;
    console.log(`${round}: ${FILES} files, ${changed} changed in ${ms.toFixed(0)} ms`);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
