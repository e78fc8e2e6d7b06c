import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, UserConfig } from 'vite';
import type { Language } from '@shop/contracts/languages';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import babel from '@rolldown/plugin-babel';
import { lingui, linguiTransformerBabelPreset } from '@lingui/vite-plugin';
import { formatter as poFormatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import tailwindcss from '@tailwindcss/vite';
import { defaultBrandName } from './src/lib/site.ts';
import { messageChunkName, messageGroupOf } from './src/app/i18n/message-groups.ts';
import { storefrontServiceWorker } from './pwa-plugin.ts';

// The API server (apps/server) serves /api and uploaded images under /media on this address;
// API_PROXY_TARGET points the dev server at another one (e.g. a second shop on another port).
const apiServer = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';
const proxy = { '/api': apiServer, '/media': apiServer };

/**
 * Writes the brotli (best quality) and gzip forms beside every text file of the build, which the
 * server sends as they are (@fastify/static preCompressed) instead of compressing each response
 * at a fast, weaker setting.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg)$/.test(fileName)) continue;
        const file = path.join(options.dir ?? 'dist', fileName);
        const body = readFileSync(file);
        if (body.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
      }
    },
  };
}

/**
 * index.html leaves the shop's name as %SHOP_NAME%: the API server writes the company's current
 * name in when it sends the page. Vite's dev server sends the page itself, with the default name.
 */
function defaultShopNameInDevelopment(): Plugin {
  return {
    name: 'default-shop-name',
    apply: 'serve',
    transformIndexHtml: (html) => html.replaceAll('%SHOP_NAME%', defaultBrandName),
  };
}

/**
 * In the built page, the app's code is fetched only once the page has shown itself: the entry
 * script and its modulepreloads become /start-app.js (public/), which finds the entry in its
 * data-app attribute and the chunks it needs in data-preload (the server adds the page's own) and
 * requests them together after the load event or the shopper's first touch. On a slow
 * connection the stylesheet and the first screen's image get the bandwidth first, and the
 * shopper reads the page while its code arrives (links work before that: they are real links).
 *
 * /start-app.js is a classic script after the stylesheet, not a module: it must be listening
 * for taps before the page's buttons are drawn, and a module would run only once the whole page
 * has been parsed (a while, for a shop page of fifty cards on a slow phone). It is downloaded
 * alongside the stylesheet, which holds up the first paint anyway, and runs once that has come.
 */
function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'start-app-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no module entry script');
        const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"[^>]*>/g)];
        // The entry's chunks, each after the chunks it imports (Vite's order), which the start
        // script runs one task each before the entry; the server adds the page's after them.
        const start = `<script src="/start-app.js" data-app="${entry[1]}" data-preload="${preloads.map((link) => link[1]).join(' ')}" data-entry-chunks="${preloads.length}"></script>`;
        return html
          .replace(entry[0], '')
          .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
          .replace('</head>', `  ${start}\n  </head>`);
      },
    },
  };
}

/**
 * The contracts' validation messages in Hindi (packages/contracts/src/locales/hi.po), for the
 * forms: keyed by their English text, as the server reads the same file, so not one of the
 * app's own catalogues (lingui.config.ts), whose ids Lingui derives from the text. Imported with
 * `?contracts`, the file becomes a module of compiled messages like those catalogues.
 */
function contractMessages(): Plugin {
  const po = poFormatter({ explicitIdAsDefault: true });
  return {
    name: 'contract-messages',
    load(id) {
      if (!id.endsWith('.po?contracts')) return null;
      const file = id.slice(0, -'?contracts'.length);
      this.addWatchFile(file);
      const catalog = po.parse(readFileSync(file, 'utf8'), {
        locale: 'hi',
        sourceLocale: 'en',
        filename: file,
      }) as Record<string, { translation?: string }>;
      const messages = Object.fromEntries(
        Object.entries(catalog)
          .filter(([, entry]) => entry.translation)
          .map(([english, entry]) => [english, compileMessage(entry.translation!)]),
      );
      return `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});`;
    },
  };
}

/*
 * React Router's package exports only its development build (the same code with its warnings
 * switched on); a production build takes the twin under dist/production, whose warnings the
 * minifier then drops. Both entry files import the same chunks, so they stay one copy.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production',
);

const clientBuild = {
  outDir: 'dist',
  assetsDir: 'assets',
  // The server reads it to preload each page's chunks; bench/web-size.ts reads the chunk graph.
  // The server does not serve dot folders.
  manifest: true,
  // Every browser of the build target but Safari 16 preloads modules itself; there, without
  // the polyfill, the chunks simply load when imported.
  modulePreload: { polyfill: false },
  // Fonts stay files, however small (the rupee sign's is 1.3 KB): inlined, they would be bytes of
  // the stylesheet, which holds up the first paint, and downloaded whether a page uses them or not.
  assetsInlineLimit: (file) => (file.endsWith('.woff2') ? false : undefined),
  rolldownOptions: {
    output: {
      // The libraries every page runs, in one file: left to itself the bundler cuts the ones
      // lazy chunks share into half a dozen files of a few hundred bytes, each compressed
      // (and requested) on its own.
      codeSplitting: {
        groups: [
          {
            name: 'framework',
            test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query)|clsx)[\\/]/,
          },
          // A language's catalogues of one group (src/app/i18n/message-groups.ts) in one chunk:
          // one request for a page's texts, not one per feature.
          {
            debugName: 'messages',
            name: (id) => {
              const language = /[\\/]locales[\\/](en|hi)\.po(\?|$)/.exec(id)?.[1] as
                Language | undefined;
              return language ? messageChunkName(language, messageGroupOf(id)) : null;
            },
          },
        ],
      },
    },
  },
} satisfies UserConfig['build'];

/**
 * The server's side of the same app (`vite build --ssr`): apps/server renders pages with it.
 * Libraries stay imports from node_modules; the app's code is bundled, lazy pages as chunks.
 */
const serverBuild = {
  rolldownOptions: { input: 'src/app/server/render-page.tsx' },
  outDir: 'dist-server',
  emptyOutDir: true,
  copyPublicDir: false,
} satisfies UserConfig['build'];

/*
 * Lingui's macros (<Trans>, t`…`) become message lookups by Babel, only in the files that import
 * them, before React's transform; `.po` catalogues become compiled modules. Lingui's own native
 * transform would skip Babel, but its binary is an optional dependency that npm leaves out when
 * it runs on a Node.js older than the project's (docs/decisions/012-translations-with-lingui.md).
 */
process.env.LINGUI_SUPPRESS_BABEL_WARNING = '1';
// Named, not searched for from the working directory: tools run this file from the repository's root.
const linguiConfig = { configPath: path.join(import.meta.dirname, 'lingui.config.ts') };

/*
 * Test files share one page and module cache per worker (isolate: false): src/test/setup.ts puts
 * the page back as a test found it, and loading jsdom and the app's modules once per worker
 * instead of once per file takes the suite from about eight minutes to two. A file that replaces
 * a module with vi.mock, or switches a module's behaviour for the whole page (deferred
 * hydration), runs isolated, or it would leak into the files after it.
 */
const testFilesThatChangeModules = [
  'src/components/ui/deferred-hydration.test.tsx',
  'src/features/admin-reports/components/reports.test.tsx',
  'src/features/orders/components/order-history.test.tsx',
  'src/features/admin-catalog/components/product-editor-dialog.test.tsx',
  'src/features/admin-orders/components/order-details-dialog.test.tsx',
  'src/features/admin-orders/components/order-manager.test.tsx',
  'src/features/returns/components/return-request-list.test.tsx',
  'src/features/payments/components/upi-payment-screen.test.tsx',
];

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    babel({ presets: [linguiTransformerBabelPreset(undefined, linguiConfig)] }),
    react(),
    lingui(linguiConfig),
    contractMessages(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [precompress(), startAppAfterFirstPaint()]),
    ...(isSsrBuild || command === 'serve' ? [] : storefrontServiceWorker()),
    defaultShopNameInDevelopment(),
  ],
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: `${reactRouterProduction}/index.mjs` },
            { find: /^react-router\/dom$/, replacement: `${reactRouterProduction}/dom-export.mjs` },
          ],
        }
      : {},
  server: { proxy },
  preview: { proxy },
  // The contracts package is TypeScript source: the server build compiles it in.
  ssr: { noExternal: ['@shop/contracts'] },
  build: isSsrBuild ? serverBuild : clientBuild,
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'shared-modules',
          include: ['{src,scripts}/**/*.test.{ts,tsx}'],
          exclude: testFilesThatChangeModules,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'isolated', include: testFilesThatChangeModules } },
    ],
  },
}));
