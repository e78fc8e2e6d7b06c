// `npm run db:new-cluster -w apps/server`: makes the empty cluster a new embedded database starts
// from (new-cluster.ts), for the installed PGlite, and removes those of other releases.
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from './client.ts';
import { newClusterFile } from './new-cluster.ts';

const cluster = await PGlite.create({ extensions: pgliteExtensions });
const copy = await cluster.dumpDataDir('gzip');
await cluster.close();
const folder = path.dirname(newClusterFile);
for (const old of readdirSync(folder)) rmSync(path.join(folder, old));
writeFileSync(newClusterFile, Buffer.from(await copy.arrayBuffer()));
console.log(`${path.relative(process.cwd(), newClusterFile)}: ${(copy.size / 1e6).toFixed(1)} MB`);
