import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { healthResponseSchema, readyResponseSchema } from '@shop/contracts/health';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { humanSize } from '../disk/disk-space.ts';
import { AppError } from '../http/app-error.ts';
import { errorResponses } from '../http/openapi.ts';

const unavailable = (message: string, values?: Record<string, string>) =>
  new AppError('SERVICE_UNAVAILABLE', 503, message, undefined, values);

export function healthRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/health', {
    config: access.public,
    schema: {
      tags: ['operations'],
      summary: 'Liveness with a database round trip',
      description:
        'A 503 says what is wrong: the database does not answer, the embedded database is reopening after it stopped, or the disk that holds DATA_DIR is full (the shop takes no orders, photos or backups until there is room; it goes on by itself).',
      response: { 200: healthResponseSchema, ...errorResponses(503) },
    },
    handler: async (request) => {
      if (ctx.database.embedded?.state() === 'reopening') {
        throw unavailable(
          'The embedded database stopped when a write failed and reopens by itself once the disk has room.',
        );
      }
      try {
        await ctx.database.db.execute(sql`select 1`);
      } catch (err) {
        request.log.error({ err }, 'database unreachable');
        throw unavailable('The database is unreachable.');
      }
      const disk = ctx.disk.read();
      if (disk?.state === 'full') {
        throw unavailable(
          'The disk that holds the shop’s data ({dir}) is full: {free} free of {total}. Orders, photos and backups cannot be saved until room is made.',
          { dir: ctx.disk.dir, free: humanSize(disk.freeBytes), total: humanSize(disk.totalBytes) },
        );
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
      if (ctx.lifecycle.draining) throw unavailable('This instance is shutting down.');
      try {
        await ctx.database.db.execute(sql`select 1`);
      } catch {
        throw unavailable('The database is unreachable.');
      }
      return { status: 'ready' as const };
    },
  });
}
