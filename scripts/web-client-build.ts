// Whether apps/web/dist was built from the sources as they are now, and how to build it. A build
// leaves a hash of everything it was made from beside its output; a start compares that hash
// with the sources' (a few milliseconds) and rebuilds when they differ, e.g. after `git pull`.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** What the web client is built from, relative to the repository root. */
const WEB_SOURCES = ['apps/web', 'packages/contracts', 'package-lock.json'];
/** Generated or installed folders inside the sources: they change without the sources changing. */
const NOT_SOURCES = new Set(['node_modules', 'dist', 'dist-server', 'coverage']);

const distDir = (root: string) => path.join(root, 'apps/web/dist');
// A dot file: the server does not serve it with the client's files.
const stampFile = (root: string) => path.join(distDir(root), '.source-hash');

function sourceFiles(root: string, relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full)
    .filter((name) => !NOT_SOURCES.has(name))
    .flatMap((name) => sourceFiles(root, path.join(relative, name)));
}

/** One hash over the names and contents of every web source file. */
function webSourceHash(root: string): string {
  const hash = createHash('sha256');
  const files = WEB_SOURCES.flatMap((source) => sourceFiles(root, source)).sort();
  for (const file of files) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(root, file)));
    hash.update('\0');
  }
  return hash.digest('hex');
}

/** True when both builds exist and were built from the current sources. */
export function webBuildIsCurrent(root: string): boolean {
  const built = [
    path.join(distDir(root), 'index.html'),
    path.join(root, 'apps/web/dist-server/render-page.js'),
  ];
  if (!built.every((file) => existsSync(file)) || !existsSync(stampFile(root))) {
    return false;
  }
  return readFileSync(stampFile(root), 'utf8').trim() === webSourceHash(root);
}

/** Records that apps/web/dist is built from the sources as they are now. */
export function stampWebBuild(root: string, sourceHash = webSourceHash(root)): void {
  writeFileSync(stampFile(root), `${sourceHash}\n`);
}

/**
 * Builds the web client and stamps the result. `quiet` leaves out Vite's list of files (for
 * `npm start`, where the server's lines follow).
 */
export async function buildWebClient(
  root: string,
  options: { quiet?: boolean } = {},
): Promise<void> {
  // Hashed before building: a source edited during the build then counts as not built.
  const sourceHash = webSourceHash(root);
  // The browser's files, then the server's page renderer (see apps/web/package.json).
  for (const script of ['build:client', 'build:server']) {
    const args = [
      'run',
      script,
      '-w',
      'apps/web',
      ...(options.quiet ? ['--', '--logLevel', 'warn'] : []),
    ];
    // Always React's production build, whoever asks: the server's test run (NODE_ENV=test)
    // builds too, and a server started later must not find a development bundle.
    const build = spawn('npm', args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    const [code] = (await once(build, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`building the web client failed (exit code ${code})`);
  }
  stampWebBuild(root, sourceHash);
}
