import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error.ts';
import type { ImageStore } from './image-store.ts';

const KEY = /^[a-z0-9-]+(\/[a-z0-9-]+)*\.webp$/;

/** Uploaded images under server-made names, as image/webp, cached for a year (names never change). */
export function mediaRoutes(app: FastifyInstance, store: ImageStore): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!KEY.test(key)) throw notFound('No such image.');
      const data = await store.get(key);
      if (!data) throw notFound('No such image.');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
}
