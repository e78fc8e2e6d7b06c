// Runs a server in a child process of its own, so a load generator in this process does not
// share an event loop (or a CPU core's worth of time slices) with what it measures.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { waitForAnswer } from './wait-for-answer.ts';

const serverEntry = fileURLToPath(new URL('../apps/server/src/server.ts', import.meta.url));

/**
 * A loopback port nobody listens on right now, from BENCH_PORTS ("3600-3699" unless set): the
 * range this machine's benchmarks may use without meeting anybody else's servers.
 */
export async function freePort(): Promise<number> {
  const [from, to] = (process.env.BENCH_PORTS ?? '3600-3699').split('-').map(Number);
  for (let port = from!; port <= to!; port++) {
    const probe = net.createServer();
    const free = await new Promise<boolean>((resolve) => {
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (free) {
      await new Promise((resolve) => probe.close(resolve));
      if (!taken.has(port)) {
        taken.add(port);
        return port;
      }
    }
  }
  throw new Error(`no free port in BENCH_PORTS ${from}-${to}`);
}
// Ports handed out but perhaps not listened on yet by their server.
const taken = new Set<number>();

export type ServerProcess = { url: string; child: ChildProcess; stop(): Promise<void> };

/**
 * Starts `node <script>` with these environment variables (PORT is added) and waits until
 * `readyPath` answers 200. Output goes to this process's stderr, prefixed with the label.
 */
export async function startServerProcess(options: {
  label: string;
  script?: string;
  args?: string[];
  env: Record<string, string | undefined>;
  readyPath?: string;
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env, PORT: String(port) };
  for (const [key, value] of Object.entries(options.env)) if (value === undefined) delete env[key];
  const child = spawn(process.execPath, [options.script ?? serverEntry, ...(options.args ?? [])], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const forward = (chunk: Buffer) =>
    process.stderr.write(
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${options.label}] ${line}\n`)
        .join(''),
    );
  child.stdout.on('data', forward);
  child.stderr.on('data', forward);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForAnswer(`${url}${options.readyPath ?? '/api/health'}`, {
      child,
      accept: (status) => status >= 200 && status < 300,
      timeoutMs: options.timeoutMs ?? 600_000,
      intervalMs: 250,
      name: options.label,
    });
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    child,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * The demo shop (seeded on first start) served by the real server in a process of its own, on
 * the embedded database in `dataDir`.
 */
export function startDemoShop(dataDir: string): Promise<ServerProcess> {
  return startServerProcess({
    label: 'demo shop',
    env: {
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: undefined,
      SEED_DEMO: 'true',
      JWT_SECRET: 'bench-signing-secret-that-is-long-enough',
      ADMIN_EMAIL: 'bench-admin@littlesprouts.example',
      ADMIN_PASSWORD: 'Bench-admin-pass-1',
      LOG_LEVEL: 'warn',
    },
  });
}
