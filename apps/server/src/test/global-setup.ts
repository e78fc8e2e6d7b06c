import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildWebClient, webBuildIsCurrent } from '../../../../scripts/web-client-build.ts';
import { pgliteExtensions, wrapPglite, wrapPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A tarball of a migrated PGlite data dir; each test file loads its own copy. */
    pgliteDumpFile: string;
    /** On PostgreSQL: a migrated database that each test file copies with CREATE DATABASE ... TEMPLATE. */
    pgTemplateDatabase: string;
    testDatabaseUrl: string;
  }
}

/**
 * Builds the web app when it is missing or older than its sources (the page tests render real
 * pages), and migrates once into a template; test files copy it instead of migrating again.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = fileURLToPath(new URL('../../../..', import.meta.url));
  if (!webBuildIsCurrent(root)) await buildWebClient(root, { quiet: true });
  const testDatabaseUrl = process.env.TEST_DATABASE_URL ?? '';
  project.provide('testDatabaseUrl', testDatabaseUrl);
  if (testDatabaseUrl) {
    const template = `shop_test_template_${process.pid}`;
    const admin = new pg.Client({ connectionString: testDatabaseUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const url = new URL(testDatabaseUrl);
    url.pathname = `/${template}`;
    const database = wrapPostgres(new pg.Pool({ connectionString: url.toString(), max: 2 }));
    await runMigrations(database);
    await database.close();
    project.provide('pgTemplateDatabase', template);
    project.provide('pgliteDumpFile', '');
    return async () => {
      // This run's databases only (the template and its copies): other runs may share the server.
      const leftovers = await admin.query<{ datname: string }>(
        `select datname from pg_database where left(datname, length($1)) = $1`,
        [template],
      );
      for (const { datname } of leftovers.rows) {
        await admin.query(`drop database if exists ${datname} with (force)`);
      }
      await admin.end();
    };
  }

  const client = await PGlite.create({ extensions: pgliteExtensions });
  const database = wrapPglite(client);
  await runMigrations(database);
  const dump = await client.dumpDataDir('none');
  const dir = mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteDumpFile', file);
  project.provide('pgTemplateDatabase', '');
  return async () => rmSync(dir, { recursive: true, force: true });
}
