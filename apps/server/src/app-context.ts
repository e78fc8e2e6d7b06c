import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { TokenService } from './auth/tokens.ts';
import type { Mailer } from './mail/mailer.ts';
import type { RateLimits } from './http/rate-limits.ts';
import type { ImageStore } from './images/image-store.ts';
import type { MailingDeps, OutboxWorker } from './mail/mail-outbox.ts';
import type { ResponseCache } from './http/response-cache.ts';
import type { DiskSpaceWatch } from './disk/disk-space.ts';

/** What route modules need from the running app; built once in buildApp. */
export type AppContext = {
  config: Config;
  database: Database;
  tokens: TokenService;
  mailer: Mailer;
  /** Server-side key for HMACs (reset codes); the JWT signing secret. */
  secret: string;
  rateLimits: RateLimits;
  images: ImageStore;
  /** Sends queued mail; kick it after a commit that queued some. */
  outbox: OutboxWorker;
  /** Public answers (catalogue JSON, server-rendered pages), emptied by declared changes. */
  publicCache: ResponseCache;
  /** The space left on the disk that holds DATA_DIR (the health check and the dashboard). */
  disk: DiskSpaceWatch;
  /** Set when a shutdown begins, so readiness turns 503 before the server stops listening. */
  lifecycle: { draining: boolean };
};

/**
 * A mailing change's dependencies from the running app: its database, PUBLIC_URL, signing key
 * and outbox.
 */
export const mailingDeps = (ctx: AppContext): MailingDeps => ({
  db: ctx.database.db,
  publicUrl: ctx.config.publicUrl,
  secret: ctx.secret,
  afterCommit: () => void ctx.outbox.kick(),
});
