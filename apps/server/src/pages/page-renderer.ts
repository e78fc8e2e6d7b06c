import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { inProcessCall } from '../http/logging.ts';
import type { PageRendererModule, RenderedPage } from '@shop/contracts/page-rendering';

/** The client build's manifest: for each source file, its chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; name?: string; imports?: string[] }>;

export type PageRenderer = {
  render(request: Request): Promise<RenderedPage>;
  /** dist/index.html as built: the scripts and styles every page loads. */
  template: string;
  /** The chunks a page's lazily loaded modules need, beyond what index.html loads. */
  preloadsFor(modules: string[]): string[];
};

/**
 * Loads the web app's server build and the client build it belongs to, or answers undefined
 * when the web app has not been built. The app's API calls during a render are answered by
 * `app.inject`: the same routes, validation and cache as over the network, without a socket.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  dirs: { client: string; server: string },
): Promise<PageRenderer | undefined> {
  const rendererFile = path.join(dirs.server, 'render-page.js');
  const manifestFile = path.join(dirs.client, '.vite/manifest.json');
  const templateFile = path.join(dirs.client, 'index.html');
  if (![rendererFile, manifestFile, templateFile].every((file) => existsSync(file)))
    return undefined;

  const [renderer, manifest, template] = await Promise.all([
    import(pathToFileURL(rendererFile).href) as Promise<PageRendererModule>,
    readFile(manifestFile, 'utf8').then((text) => JSON.parse(text) as Manifest),
    readFile(templateFile, 'utf8'),
  ]);
  const render = renderer.createPageRenderer({
    transport: async (url, init) => {
      const answer = await app.inject({
        method: (init.method ?? 'GET') as 'GET',
        url,
        headers: {
          accept: 'application/json',
          'accept-language': new Headers(init.headers).get('accept-language') ?? 'en',
          [inProcessCall.header]: inProcessCall.token,
        },
      });
      return new Response(answer.rawPayload.length ? new Uint8Array(answer.rawPayload) : null, {
        status: answer.statusCode,
        headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
      });
    },
    onRecoverableError: (error) => app.log.warn({ err: error }, 'a page part failed to render'),
  });
  const loadedByTemplate = new Set(chunksOf(manifest, 'index.html'));
  const keyOf = manifestKeys(manifest);
  return {
    render,
    template,
    preloadsFor: (modules) => [
      ...new Set(
        modules.flatMap((module) => {
          const key = keyOf(module);
          return key ? chunksOf(manifest, key).filter((f) => !loadedByTemplate.has(f)) : [];
        }),
      ),
    ],
  };
}

/**
 * A module's key in the manifest: a source file is its own key; a chunk the build named (the
 * texts' `messages-en-browsing`) is keyed by its file's name, hash included, so it is found by
 * its name.
 */
function manifestKeys(manifest: Manifest): (module: string) => string | undefined {
  const namedChunks = new Map(
    Object.entries(manifest)
      .filter(([key, chunk]) => key.startsWith('_') && chunk.name)
      .map(([key, chunk]) => [chunk.name, key]),
  );
  return (module) => (manifest[module] ? module : namedChunks.get(module));
}

/** A chunk's file and, transitively, the files of the chunks it imports. */
function chunksOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((child) => chunksOf(manifest, child, seen))];
}
