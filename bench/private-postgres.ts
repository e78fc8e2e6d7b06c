// A throwaway PostgreSQL cluster in a temp dir on its own port, for scripts that must stop and
// start the database, replicate it or measure its CPU alone, without touching the machine's
// shared server.
// Uses the Debian binaries in /usr/lib/postgresql/<version>/bin; as root it runs them as the
// `postgres` user (initdb refuses root).
import { execFile, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chownSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type PrivatePostgres = {
  port: number;
  /** URL of a database on this cluster (postgres:// with trust auth on loopback). */
  urlFor(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** pg_ctl stop: 'fast' disconnects clients and shuts down cleanly, 'immediate' is a crash. */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  start(): Promise<void>;
  /** pg_ctl promote: a standby becomes a primary that takes writes. */
  promote(): Promise<void>;
  postmasterPid(): number;
  logFile: string;
  /** Stops the cluster and deletes its files. */
  destroy(): void;
};

function binDir(): string {
  const versions = readdirSync('/usr/lib/postgresql')
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  if (versions.length === 0) throw new Error('no PostgreSQL in /usr/lib/postgresql');
  return `/usr/lib/postgresql/${versions[0]}/bin`;
}

export function startPrivatePostgres(options: {
  port: number;
  settings?: Record<string, string>;
  /**
   * Makes this cluster a streaming standby of `primary` (a base backup of it, then its WAL as it
   * is written), named `name` for the primary's synchronous_standby_names.
   */
  standbyOf?: { primary: PrivatePostgres; name: string };
}): PrivatePostgres {
  const bin = binDir();
  const root = mkdtempSync(path.join(os.tmpdir(), 'shop-private-pg-'));
  const dataDir = path.join(root, 'data');
  const logFile = path.join(root, 'postgres.log');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { uid, gid } = statSync('/var/lib/postgresql');
    chownSync(root, uid, gid);
  }
  const command = (tool: string, args: string[]): [string, string[]] =>
    asRoot
      ? ['runuser', ['-u', 'postgres', '--', `${bin}/${tool}`, ...args]]
      : [`${bin}/${tool}`, args];
  const runSync = (tool: string, args: string[]) => {
    const result = spawnSync(...command(tool, args), { encoding: 'utf8', cwd: root });
    if (result.status !== 0) {
      throw new Error(`${tool} ${args.join(' ')} failed:\n${result.stderr}${result.stdout}`);
    }
  };
  // Asynchronous, so a load running in the same process is not frozen while pg_ctl waits.
  const run = async (tool: string, args: string[]) => {
    await promisify(execFile)(...command(tool, args), { cwd: root });
  };
  const serverOptions = [
    `-p ${options.port}`,
    `-k ${root}`,
    '-c listen_addresses=127.0.0.1',
    ...Object.entries(options.settings ?? {}).map(([key, value]) => `-c ${key}=${value}`),
  ].join(' ');

  if (options.standbyOf) {
    const { primary, name } = options.standbyOf;
    // -R writes standby.signal and primary_conninfo (with the name) into the copy.
    runSync('pg_basebackup', [
      '-D',
      dataDir,
      '-d',
      `host=127.0.0.1 port=${primary.port} user=postgres application_name=${name}`,
      '-X',
      'stream',
      '-R',
      '--no-sync',
    ]);
  } else {
    runSync('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  }
  const cluster: PrivatePostgres = {
    port: options.port,
    logFile,
    urlFor: (database) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    createDatabase: async (name) => {
      const admin = new pg.Client({ connectionString: cluster.urlFor('postgres') });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      return cluster.urlFor(name);
    },
    start: () => run('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', 'start']),
    stop: (mode = 'fast') => run('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']),
    promote: () => run('pg_ctl', ['-D', dataDir, '-w', 'promote']),
    postmasterPid: () =>
      Number(readFileSync(path.join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]),
    destroy: () => {
      try {
        runSync('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // already stopped
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
  runSync('pg_ctl', ['-D', dataDir, '-l', logFile, '-o', serverOptions, '-w', 'start']);
  return cluster;
}
