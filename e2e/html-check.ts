// The W3C's Nu Html Checker (vnu.jar, needs Java) on every public page as the server renders it:
// the demo shop started as `npm start` starts it (the web client must be built), each page's HTML
// fetched and checked; any error fails the run. `npm run html-check -w e2e`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const repository = new URL('..', import.meta.url).pathname;
// The jar alone: the package's own runner would download a Java if none is found.
const vnuJar = fileURLToPath(import.meta.resolve('vnu-jar/build/dist/vnu.jar'));

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitForShop(url: string, shop: ReturnType<typeof spawn>): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (shop.exitCode !== null) throw new Error(`the shop exited (${shop.exitCode})`);
    const ready = await fetch(`${url}/api/ready`).then(
      (res) => res.ok,
      () => false,
    );
    if (ready) return;
    await sleep(200);
  }
  throw new Error('the shop did not answer within 2 minutes');
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'html-check-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const shop = spawn(process.execPath, ['scripts/start.ts'], {
  cwd: repository,
  env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit'],
});

try {
  await waitForShop(url, shop);
  const first = async (api: string) => {
    const body = (await (await fetch(`${url}${api}`)).json()) as {
      data: { id: string; slug: string }[];
    };
    return body.data[0]!;
  };
  const categories = (await (await fetch(`${url}/api/categories`)).json()) as {
    data: { id: string }[];
  };
  const pages = [
    '/',
    '/shop',
    `/shop?categoryId=${categories.data[0]!.id}`,
    `/product/${(await first('/api/products?limit=1')).slug}`,
    '/about',
    `/page/${(await first('/api/legal-pages')).slug}`,
    '/login',
    '/register',
    '/shop?page=99',
    '/no-such-page',
  ];
  const files: string[] = [];
  for (const [i, page] of pages.entries()) {
    const res = await fetch(`${url}${page}`);
    const file = path.join(dataDir, `page-${i}.html`);
    writeFileSync(file, await res.text());
    files.push(file);
    console.log(`${page}: ${res.status}`);
  }
  const checked = spawnSync(
    'java',
    ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
    { encoding: 'utf8' },
  );
  if (checked.error || checked.status !== 0) {
    throw new Error(
      `vnu.jar could not run (is Java installed?): ${checked.error ?? checked.stderr}`,
    );
  }
  const { messages } = JSON.parse(checked.stderr) as {
    messages: { url: string; type: string; message: string; lastLine?: number; extract?: string }[];
  };
  for (const message of messages) {
    const page = pages[files.findIndex((file) => message.url.endsWith(file))];
    console.log(`${page}:${message.lastLine ?? ''} ${message.type}: ${message.message}`);
    if (message.extract) console.log(`    ${message.extract.replace(/\s+/g, ' ')}`);
  }
  console.log(`Nu Html Checker: ${messages.length} errors on ${pages.length} pages`);
  process.exitCode = messages.length === 0 ? 0 : 1;
} finally {
  shop.kill('SIGTERM');
  await new Promise((resolve) => shop.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
