// `npm run db:new-cluster -w apps/server`: makes the cluster a new embedded database starts from
// (new-cluster.ts), migrated, for the installed PGlite, and removes those of other releases.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions, wrapPglite } from './client.ts';
import { runMigrations } from './migrate.ts';
import { newClusterFile } from './new-cluster.ts';

const cluster = await PGlite.create({ extensions: pgliteExtensions });
await runMigrations(wrapPglite(cluster));
const copy = await cluster.dumpDataDir('gzip');
await cluster.close();
const folder = path.dirname(newClusterFile);
for (const old of readdirSync(folder)) rmSync(path.join(folder, old));
writeFileSync(newClusterFile, Buffer.from(await copy.arrayBuffer()));
console.log(`${path.relative(process.cwd(), newClusterFile)}: ${(copy.size / 1e6).toFixed(1)} MB`);
