import type { FastifyInstance, onRequestHookHandler } from 'fastify';

/**
 * Answers to a signed-in caller (every route whose access rule names a kind of user: her orders,
 * addresses, refund UPI ID, the admin's lists) are hers alone: no cache on the way may keep them
 * and the browser may not store them on disk. A route that sends a file may still replace it;
 * an error answer is `no-store` whatever the route (http/error-handler.ts). Public routes get no
 * hook at all.
 */
export function markPrivateAnswers(app: FastifyInstance): void {
  const markPrivate: onRequestHookHandler = (_request, reply, done) => {
    reply.header('cache-control', 'private, no-store');
    done();
  };
  app.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    if (!rule || rule.role === 'public') return;
    // A new array: Fastify's HEAD twin of a GET route starts from a copy of the same options.
    route.onRequest = [markPrivate, ...[route.onRequest ?? []].flat()];
  });
}
