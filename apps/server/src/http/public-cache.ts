import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { announceCatalogueChange, listenForCatalogueChanges } from './catalogue-changes.ts';
import {
  clearOnDeclaredChanges,
  createResponseCache,
  type ResponseCache,
} from './response-cache.ts';

/**
 * The one cache of public answers: the catalogue's JSON and the server-rendered pages, the same
 * for every shopper and far more frequent than writes. Every /api write declares what it changes
 * (`config.changes`: orders change stock); those that change anything it holds empty it. An
 * embedded database belongs to this one process, so only its own writes change it; on
 * PostgreSQL other instances announce theirs, and entries older than a minute are refreshed
 * anyway in case a change came from elsewhere (a script, psql).
 */
export function registerPublicCache(app: FastifyInstance, database: Database): ResponseCache {
  const { pool } = database;
  const cache = createResponseCache({ freshMs: pool ? 60_000 : Number.POSITIVE_INFINITY });
  clearOnDeclaredChanges(
    app,
    cache,
    pool ? () => announceCatalogueChange(pool, app.log) : undefined,
  );
  if (pool) {
    const listener = listenForCatalogueChanges(pool, () => cache.clear(), app.log);
    app.addHook('onClose', () => listener.stop());
  }
  return cache;
}
