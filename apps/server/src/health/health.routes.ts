import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema, readyResponseSchema } from '@shop/contracts/health';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { AppError } from '../http/app-error.ts';
import { errorResponses } from '../http/openapi.ts';

export function healthRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    config: access.public,
    schema: {
      tags: ['operations'],
      summary: 'Liveness with a database round trip',
      response: { 200: healthResponseSchema, ...errorResponses(503) },
    },
    handler: async (request) => {
      try {
        await ctx.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'The database is unreachable.');
      }
      return { status: 'ok' as const, db: 'ok' as const };
    },
  });

  app.get('/ready', {
    config: access.public,
    schema: {
      tags: ['operations'],
      summary: 'Readiness: the database answers and the instance is not shutting down',
      description:
        'Load balancers route to an instance only while this is 200; it turns 503 as soon as a shutdown starts, while /api/health (liveness) stays up until the process exits.',
      response: { 200: readyResponseSchema, ...errorResponses(503) },
    },
    handler: async () => {
      if (ctx.lifecycle.draining) {
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'This instance is shutting down.');
      }
      try {
        await ctx.database.db.execute(sql`select 1`);
      } catch {
        throw new AppError('SERVICE_UNAVAILABLE', 503, 'The database is unreachable.');
      }
      return { status: 'ready' as const };
    },
  });
}
