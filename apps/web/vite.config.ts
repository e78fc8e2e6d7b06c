import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defaultBrandName } from './src/lib/site.ts';

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

/*
 * React Router's package exports only its development build (the same code with its warnings
 * switched on); a production build takes the twin under dist/production, whose warnings the
 * minifier then drops. Both entry files import the same chunks, so they stay one copy.
 */
const reactRouterProduction = path.resolve(
  import.meta.dirname,
  '../../node_modules/react-router/dist/production',
);

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress(), defaultShopNameInDevelopment()],
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
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // bench/web-size.ts reads the chunk graph from it; the server does not serve dot folders.
    manifest: true,
    // Every browser of the build target but Safari 16 preloads modules itself; there, without
    // the polyfill, the chunks simply load when imported.
    modulePreload: { polyfill: false },
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
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    restoreMocks: true,
    testTimeout: 20_000,
  },
}));
