import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { AppError } from '../http/app-error.ts';
import { errorResponses } from '../http/openapi.ts';

const healthSchema = z.object({ status: z.literal('ok'), db: z.literal('ok') });

export function healthRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    config: access.public,
    schema: {
      tags: ['operations'],
      summary: 'Liveness with a database round trip',
      response: { 200: healthSchema, ...errorResponses(503) },
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
}
