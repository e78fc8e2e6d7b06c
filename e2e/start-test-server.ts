// Starts the real shop as `npm start` does (the web client built if missing or stale, a new
// embedded database with the demo shop loaded before it listens) on a fresh data folder.
import { rmSync } from 'node:fs';

const dataDir = process.env.DATA_DIR;
if (!dataDir?.includes('/e2e/')) throw new Error(`refusing to wipe unexpected DATA_DIR ${dataDir}`);
rmSync(dataDir, { recursive: true, force: true });
process.chdir(new URL('..', import.meta.url).pathname);
await import('../scripts/start.ts');
