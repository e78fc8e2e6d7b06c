// `npm start`: build the web client if it has not been built yet, then run the server, which
// migrates the database and serves the web client and the API on one port.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

if (!existsSync(`${root}apps/web/dist/index.html`)) {
  console.log('Building the web client (first start only)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/server/src/server.ts');
