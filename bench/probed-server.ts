// Runs the real server (apps/server/src/server.ts) as a child process, the way it is deployed,
// with the memory probe preloaded so the bench can ask it for its memory over IPC.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { BENCH_JWT_SECRET } from './bench-app.ts';
import { waitForAnswer } from './wait-for-answer.ts';

const serverFile = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));
const probeFile = fileURLToPath(new URL('./memory-probe.ts', import.meta.url));

export type MemorySample = { rss: number; heapUsed: number; heapTotal: number; external: number };

export type ProbedServer = {
  pid: number;
  url: string;
  child: ChildProcess;
  /** Set once the process has ended, with how it ended. */
  exit: { code: number | null; signal: string | null } | undefined;
  /** Memory of the server process, heap measured after a full collection. */
  memory(): Promise<MemorySample>;
  /** SIGTERM (graceful: in-flight requests finish), then SIGKILL after 15 s. */
  stop(): Promise<void>;
};

/**
 * The settings of a shop server on a scratch PostgreSQL database, behind the loopback proxy, with
 * a first-start admin named after the script (`<name>-admin@example.com`).
 */
export function shopServerEnv(databaseUrl: string, dataDir: string, name: string) {
  const capitalized = name[0]!.toUpperCase() + name.slice(1);
  return {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    JWT_SECRET: BENCH_JWT_SECRET,
    TRUST_PROXY: '127.0.0.1',
    ADMIN_EMAIL: `${name}-admin@example.com`,
    ADMIN_PASSWORD: `${capitalized}-admin-pass-1`,
  };
}

export function startProbedServer(options: {
  port: number;
  env: Record<string, string>;
  /** stdout and stderr of the server go here. */
  logFile: string;
  cwd: string;
}): ProbedServer {
  const log = openSync(options.logFile, 'a');
  const child = spawn(process.execPath, ['--expose-gc', '--import', probeFile, serverFile], {
    cwd: options.cwd,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(options.port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...options.env,
    },
    stdio: ['ignore', log, log, 'ipc'],
  });
  const server: ProbedServer = {
    pid: child.pid!,
    url: `http://127.0.0.1:${options.port}`,
    child,
    exit: undefined,
    memory: async () => {
      if (server.exit) throw new Error(`server ${server.pid} has exited`);
      const answer = once(child, 'message', { signal: AbortSignal.timeout(10_000) });
      child.send('memory');
      const [message] = (await answer) as [MemorySample];
      return message;
    },
    stop: async () => {
      if (server.exit) return;
      const ended = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await ended;
      clearTimeout(timer);
    },
  };
  child.on('exit', (code, signal) => {
    server.exit = { code, signal };
  });
  return server;
}

/** Waits until GET /api/ready is 200 (the server migrated, bootstrapped and listens). */
export function waitReady(server: ProbedServer, timeoutMs = 120_000): Promise<void> {
  return waitForAnswer(`${server.url}/api/ready`, {
    child: server.child,
    timeoutMs,
    name: `server ${server.pid}`,
  });
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
