import type { FastifyInstance } from 'fastify';
import { diskFull, type DiskSpaceWatch } from './disk-space.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A write small enough to let through on a full disk (signing in: one counter row), so the
     * owner can still reach the dashboard that says what is wrong.
     */
    smallWrite?: true;
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * While the disk that holds the embedded database is full, every request that would write is
 * answered 503 before it starts: a write that began could leave the database unable to write
 * its log, and it would stop (db/reopening-pglite.ts). Reads go on. The space is measured at
 * most once a second, so a disk filled faster than that still reaches the database, whose own
 * refusal is answered the same way (http/error-handler.ts).
 */
export function refuseWritesWhenDiskFull(app: FastifyInstance, disk: DiskSpaceWatch): void {
  app.addHook('onRequest', async (request) => {
    if (READS.has(request.method) || request.routeOptions.config.smallWrite) return;
    if (disk.read()?.state === 'full') throw diskFull();
  });
}
