import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './app-error.ts';

export const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/**
 * Serves the built web client: hashed assets cached for a year, everything else revalidated,
 * and any non-API path falls back to index.html so client routes work from a direct URL.
 * Returns whether a built client was found.
 */
export async function registerWebClient(
  app: FastifyInstance,
  distDir = webDistDir,
): Promise<boolean> {
  const hasClient = existsSync(`${distDir}/index.html`);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, filePath) => {
        res.header(
          'cache-control',
          filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    if (path.startsWith('/api/') || path === '/api' || !hasClient || request.method !== 'GET') {
      throw notFound(`No such address: ${request.method} ${path}`);
    }
    if (/\.[a-z0-9]+$/i.test(path)) throw notFound('No such file.');
    return reply.sendFile('index.html');
  });
  return hasClient;
}
