import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './app-error.ts';

/** apps/web's two builds: the browser's files, and the server's page renderer. */
export const webBuildDirs = {
  client: fileURLToPath(new URL('../../../web/dist', import.meta.url)),
  server: fileURLToPath(new URL('../../../web/dist-server', import.meta.url)),
};

/**
 * Serves the built web client's files: hashed assets cached for a year, everything else
 * revalidated. index.html itself is never sent as a file: pages are rendered into it (see
 * pages/). Any other unknown address is a 404 with the API's error body.
 *
 * The service worker (sw.js, apps/web/pwa-plugin.ts) is revalidated like the rest, so the
 * browser's update check always sees a new release; Service-Worker-Allowed says outright that
 * it may control the whole site, / and /hi/ alike (its own folder, so the header only confirms).
 */
export async function registerWebClient(app: FastifyInstance, distDir: string): Promise<void> {
  if (existsSync(path.join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The file holds the shop name's placeholder and no page: it is only sent filled in.
      allowedPath: (pathName) => !pathName.startsWith('/index.html'),
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
        if (/[\\/]sw\.js(\.br|\.gz)?$/.test(filePath)) res.header('service-worker-allowed', '/');
      },
    });
  }
  app.setNotFoundHandler(async (request) => {
    const path = request.url.split('?')[0] ?? '';
    throw notFound('No such address: {method} {path}', { method: request.method, path });
  });
}
