import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { backupMadeResponseSchema } from '@shop/contracts/backups';
import type { AppContext } from '../app-context.ts';
import { access } from '../auth/access.ts';
import { AppError } from '../http/app-error.ts';
import { errorResponses } from '../http/openapi.ts';
import { backupSchedule } from './automatic-backups.service.ts';
import { backupStatus } from './backup-status.service.ts';
import { makeBackup } from './backups.service.ts';

export function backupsRoutes(fastify: FastifyInstance, ctx: AppContext): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post('/admin/backups', {
    // A backup reads the shop and changes nothing any cached answer holds.
    config: { ...access.admin, changes: 'nothing cached' },
    schema: {
      tags: ['operations'],
      summary: 'Back up the shop now',
      description:
        'What `npm run backup` does, from the dashboard: the database, the pictures and the ' +
        'generated secret into one file in BACKUP_DIR, while the shop keeps serving (one backup ' +
        'at a time: a second request waits for the first). Answers the file written and the ' +
        "dashboard's backup status after it; 503 with the reason when the backup fails (the " +
        'dashboard then shows that failure too).',
      response: { 200: backupMadeResponseSchema, ...errorResponses(401, 403, 503) },
    },
    handler: async () => {
      const made = await makeBackup({
        database: ctx.database,
        dataDir: ctx.config.dataDir,
        backupDir: ctx.config.backupDir,
        trigger: 'MANUAL',
        images: ctx.images,
      }).catch((error: unknown) => {
        const reason = error instanceof Error ? error.message : String(error);
        throw new AppError('SERVICE_UNAVAILABLE', 503, `The backup failed: ${reason}`);
      });
      const now = new Date();
      const schedule = backupSchedule(ctx.config, ctx.database.kind, now);
      return {
        file: path.basename(made.file),
        sizeBytes: made.sizeBytes,
        backup: await backupStatus(ctx.database.db, schedule, now),
      };
    },
  });
}
