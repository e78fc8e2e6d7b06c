// Gzip and brotli sizes of what the browser must load first, from the Vite build in
// apps/web/dist (`npm run build` first): the storefront's initial JS and CSS (everything
// index.html loads: its stylesheet, /start-app.js and the app that starts once the page has
// painted, the entry with its static imports) and the admin
// area's (the chunks of its layout and dashboard route, on top of the storefront's).
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// BENCH_WEB_DIST measures another build folder, e.g. one made with a different chunking.
const dist = process.env.BENCH_WEB_DIST
  ? `${process.env.BENCH_WEB_DIST.replace(/\/$/, '')}/`
  : fileURLToPath(new URL('../apps/web/dist/', import.meta.url));
const STOREFRONT_JS_BUDGET_KB = 110;
const adminRoutes = ['src/app/layouts/admin-layout.tsx', 'src/app/routes/admin/dashboard-page.tsx'];

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8')) as Record<
  string,
  ManifestChunk
>;

const html = readFileSync(`${dist}index.html`, 'utf8');
const eager = [
  ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
  ...html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="\/([^"]+)"/g),
].map((match) => match[1]!);

/** The files a chunk needs before it runs: itself, its static imports (transitively), their CSS. */
function filesOf(key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imported of chunk.imports ?? []) filesOf(imported, seen);
  return seen;
}
const storefront = new Set(eager);
// The entry that /start-app.js imports after the first paint, with everything it imports.
if (!manifest['index.html']) throw new Error('index.html is not in the build manifest');
for (const file of filesOf('index.html')) storefront.add(file);
const admin = new Set<string>();
for (const route of adminRoutes) {
  if (!manifest[route]) throw new Error(`${route} is not in the build manifest`);
  for (const file of filesOf(route)) if (!storefront.has(file)) admin.add(file);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
function report(label: string, files: string[], budgetKb?: number) {
  const bodies = files.map((file) => readFileSync(`${dist}${file}`));
  const sum = (sizes: number[]) => sizes.reduce((total, size) => total + size, 0);
  const raw = sum(bodies.map((body) => body.length));
  const gzip = sum(bodies.map((body) => gzipSync(body, { level: 9 }).length));
  const brotli = sum(
    bodies.map(
      (body) =>
        brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    ),
  );
  const verdict =
    budgetKb === undefined
      ? ''
      : `, target <= ${budgetKb} KB gzip: ${gzip / 1024 <= budgetKb ? 'met' : 'NOT met'}`;
  console.log(
    `web ${label}: ${files.length} files, ${kb(raw)} raw, ${kb(gzip)} gzip, ${kb(brotli)} brotli${verdict}`,
  );
}

const js = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.js'));
const css = (files: Iterable<string>) => [...files].filter((file) => file.endsWith('.css'));
report('storefront initial JS', js(storefront), STOREFRONT_JS_BUDGET_KB);
report('storefront initial CSS', css(storefront));
report('admin route JS (after the storefront initial JS)', js(admin));
report('admin route CSS (after the storefront initial CSS)', css(admin));
report('admin initial JS in all', [...js(storefront), ...js(admin)]);
