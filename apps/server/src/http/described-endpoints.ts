import type { FastifyInstance, FastifySchema } from 'fastify';
import { z } from 'zod';
import type { EndpointDescriptor } from '@shop/contracts/endpoints';

const source = '@shop/contracts/endpoints';

/** What a route declares differently from its descriptor, or undefined when it matches. */
function mismatch(path: string, schema: FastifySchema, descriptor: EndpointDescriptor) {
  const sameObject: [string, unknown, unknown][] = [
    ['params', schema.params, descriptor.params],
    ['querystring', schema.querystring, descriptor.query],
    ['headers', schema.headers, descriptor.headers],
  ];
  if (descriptor.body !== 'multipart') sameObject.push(['body', schema.body, descriptor.body]);
  for (const [part, declared, described] of sameObject) {
    if (declared === described) continue;
    if (declared === undefined)
      return `its route declares no ${part} schema; its descriptor names one`;
    if (described === undefined)
      return `its route declares a ${part} schema its descriptor does not name`;
    return `its route's ${part} schema is another object than its descriptor's`;
  }

  if (descriptor.body === 'multipart') {
    const consumes = (schema as { consumes?: string[] }).consumes ?? [];
    if (schema.body !== undefined || !consumes.includes('multipart/form-data')) {
      return "the descriptor's body is multipart: its route must consume multipart/form-data and have no body schema";
    }
  }

  const successes = Object.entries((schema.response ?? {}) as Record<string, unknown>).filter(
    ([status]) => status.startsWith('2'),
  );
  if (successes.length === 0) return 'its route declares no 2xx response schema';
  for (const [status, declared] of successes) {
    if (declared !== descriptor.answer) {
      return `its route's ${status} response schema is another object than its descriptor's answer`;
    }
  }

  // The web client fills the path from the `:name` segments; the server validates by the schema.
  const named = [...path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
  const params =
    descriptor.params instanceof z.ZodObject ? Object.keys(descriptor.params.shape) : [];
  if (named.join() !== params.sort().join()) {
    return `its path names [${named.join(', ')}] but its params schema [${params.join(', ')}]`;
  }
  return undefined;
}

/**
 * Keeps the routes to the one description of the JSON API in @shop/contracts/endpoints, which
 * the web client takes its types from. Every route of the /api scope (the JSON API, and only it:
 * the docs, /api/openapi.json, /media files, the SEO pages and the web client are registered
 * outside that scope) needs a descriptor of its method and path, and must use that descriptor's
 * schema objects themselves for its params, querystring, headers, body and 2xx answers; and every
 * descriptor needs its route. Either mistake fails the start, with the call it is about.
 */
export function requireDescribedEndpoints(
  api: FastifyInstance,
  descriptors: Record<string, EndpointDescriptor>,
): void {
  const routed = new Set<string>();
  api.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue; // Fastify's own twin of each GET route
      const key = `${method} ${route.routePath}`;
      const descriptor = Object.hasOwn(descriptors, key) ? descriptors[key] : undefined;
      if (!descriptor) throw new Error(`${key} has no endpoint descriptor in ${source}`);
      const problem = mismatch(route.routePath, route.schema ?? {}, descriptor);
      if (problem) throw new Error(`${key} does not match its descriptor in ${source}: ${problem}`);
      routed.add(key);
    }
  });
  api.addHook('onReady', async () => {
    const unrouted = Object.keys(descriptors).filter((key) => !routed.has(key));
    if (unrouted.length > 0) {
      throw new Error(`Endpoint descriptors in ${source} without a route: ${unrouted.join(', ')}`);
    }
  });
}
