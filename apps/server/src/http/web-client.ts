import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { notFound } from './app-error.ts';

const webDistDir = fileURLToPath(new URL('../../../web/dist', import.meta.url));

/** Where apps/web/index.html puts the shop's name (title, description, og:site_name, noscript). */
const SHOP_NAME_SLOT = /%SHOP_NAME%/g;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export type WebClient = {
  /** index.html with the shop's current name written in: the page every client route gets. */
  pageHtml(): Promise<string>;
};

/**
 * Serves the built web client: hashed assets cached for a year, everything else revalidated,
 * and any non-API path answered with index.html (the shop's name filled in) so client routes
 * work from a direct URL. Returns undefined when no built client was found.
 */
export async function registerWebClient(
  app: FastifyInstance,
  options: { distDir?: string; shopName: () => Promise<string> },
): Promise<WebClient | undefined> {
  const distDir = options.distDir ?? webDistDir;
  const indexFile = path.join(distDir, 'index.html');
  const hasClient = existsSync(indexFile);
  const client = hasClient ? pageWithShopName(indexFile, options.shopName) : undefined;
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // The file itself still holds the name's placeholder: index.html is only sent filled in.
      allowedPath: (pathName) => !pathName.startsWith('/index.html'),
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
    if (path.startsWith('/api/') || path === '/api' || !client || request.method !== 'GET') {
      throw notFound(`No such address: ${request.method} ${path}`);
    }
    if (/\.[a-z0-9]+$/i.test(path) && path !== '/index.html') throw notFound('No such file.');
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(await client.pageHtml());
  });
  return client;
}

/** Reads index.html once and fills it in again only when the shop's name has changed. */
function pageWithShopName(indexFile: string, shopName: () => Promise<string>): WebClient {
  let template: Promise<string> | undefined;
  let filled: { name: string; html: string } | undefined;
  return {
    async pageHtml() {
      template ??= readFile(indexFile, 'utf8');
      const name = await shopName();
      if (filled?.name !== name) {
        const html = (await template).replace(SHOP_NAME_SLOT, () => escapeHtml(name));
        filled = { name, html };
      }
      return filled.html;
    },
  };
}
