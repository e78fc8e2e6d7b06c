// The real server app on the benchmark database, listening on a free loopback port.
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDiskImageStore } from '../apps/server/src/images/image-store.ts';
import { benchDataDir, openBenchDatabase } from './bench-database.ts';
import type { Database } from '../apps/server/src/db/client.ts';
import { defaultRateLimits, type RateLimits } from '../apps/server/src/http/rate-limits.ts';

export const BENCH_JWT_SECRET = 'bench-signing-secret-that-is-long-enough';

export async function startBenchApp(
  options: { relaxedRateLimits?: boolean } = {},
): Promise<{ app: FastifyInstance; url: string; database: Database }> {
  const database = await openBenchDatabase();
  const config = loadConfig({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'shop-bench-')),
    LOG_LEVEL: 'warn',
    JWT_SECRET: BENCH_JWT_SECRET,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    images: createDiskImageStore(path.join(benchDataDir, 'media')),
    // Load tests sign many shoppers in from one address; the limits are not what they measure.
    ...(options.relaxedRateLimits
      ? {
          rateLimits: Object.fromEntries(
            Object.keys(defaultRateLimits).map((name) => [name, { max: 1e9, windowMs: 60_000 }]),
          ) as RateLimits,
        }
      : {}),
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url, database };
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}
