import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/app-error.ts';
import { IMAGE_CACHE_CONTROL, isImageKey, type ImageStore } from './image-store.ts';

/**
 * Uploaded images under server-made names, as image/webp, cached for a year (names never change),
 * from whichever store holds them; 503 while a bucket does not answer.
 */
export function mediaRoutes(app: FastifyInstance, store: ImageStore): void {
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema: { hide: true } },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isImageKey(key)) throw notFound('No such image.');
      const data = await store.get(key);
      if (!data) throw notFound('No such image.');
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', IMAGE_CACHE_CONTROL)
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  );
}
