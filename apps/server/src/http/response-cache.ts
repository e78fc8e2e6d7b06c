import { createHash } from 'node:crypto';
import { brotliCompress, brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  onSendHookHandler,
} from 'fastify';

/** A body's compressed forms, made on first demand; `finest` once brotli's is the smallest. */
type Encoded = { br?: Buffer; gzip?: Buffer; finest?: boolean };

/**
 * A serialized public response kept in memory: the JSON text, its ETag and, made on first demand,
 * its brotli and gzip forms (compressing the same page for every shopper is wasted CPU).
 */
type Entry = {
  body: Buffer;
  status: number;
  etag: string;
  /** Content-Type, ETag and the cache headers, made once: a hit only hands them over. */
  headers: Record<string, string>;
  storedAt: number;
  /** When this very body was first stored: a refresh that finds it unchanged keeps the time. */
  unchangedSince: number;
  /** Shared by the refreshes that find the same body, so it is compressed once, not each time. */
  encoded: Encoded;
};

export type ResponseCacheOptions = {
  /** How long an entry is served without asking the database again. */
  freshMs?: number;
  /** After that, how long the old entry may still be served while one refresh runs behind it. */
  staleMs?: number;
  maxEntries?: number;
  now?: () => number;
};

export type ResponseCache = {
  /**
   * Sends the cached response for this URL, or computes it once (concurrent requests for the
   * same URL share one computation) through the route's own serializer. Answers 304 when the
   * request's If-None-Match names the current ETag.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<unknown>,
  ): Promise<void>;
  /**
   * A route's onRequest hook: answers from a fresh entry before the request is parsed and
   * validated (an entry exists only for a URL that passed both), else lets the route run. A
   * callback rather than an async hook: a hit costs no promise and no extra tick.
   */
  serveFresh(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
  /**
   * Spread into a cached route's options: `serveFresh` first, and no @fastify/compress hooks
   * (the cache keeps its own compressed forms; anything else such a route sends is small).
   */
  readonly routeOptions: { onRequest: ResponseCache['serveFresh']; compress: false };
  /**
   * Like send, for a server-rendered page: its HTML and status. Pages with status 200 or 404 are
   * kept; any other (an error page) is sent once and not kept.
   */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    render: () => Promise<RenderedHtml>,
  ): Promise<void>;
  /** Forgets everything, including computations still running (they may have read old rows). */
  clear(): void;
  readonly size: number;
};

export type RenderedHtml = { status: number; html: string };

/** What a computation gives: a representation, and whether it may be kept for others. */
type Representation = { body: Buffer; type: string; status: number; keep: boolean };

// Below this, a compressed body saves less than the Content-Encoding header costs.
const COMPRESS_THRESHOLD = 1024;
const JSON_TYPE = 'application/json; charset=utf-8';
const HTML_TYPE = 'text/html; charset=utf-8';
const KEPT_PAGE_STATUSES = new Set([200, 404]);

export function createResponseCache(options: ResponseCacheOptions = {}): ResponseCache {
  const freshMs = options.freshMs ?? 1000;
  const staleMs = options.staleMs ?? 10_000;
  const maxEntries = options.maxEntries ?? 500;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  // Bumped by clear(): a computation that began before a write must not store what it read.
  let generation = 0;

  function fill(key: string, produce: () => Promise<Representation>) {
    const running = pending.get(key);
    if (running) return running;
    const startedIn = generation;
    const job = produce().then(({ body, type, status, keep }) => {
      const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
      const previous = entries.get(key);
      const unchanged = previous?.etag === etag ? previous : undefined;
      const entry: Entry = {
        body,
        status,
        etag,
        headers: {
          'content-type': type,
          // Shared caches may keep it, but must ask again each time: stock and prices change.
          'cache-control': 'public, no-cache',
          etag,
          vary: 'accept-encoding',
        },
        storedAt: now(),
        unchangedSince: unchanged?.unchangedSince ?? now(),
        encoded: unchanged?.encoded ?? {},
      };
      if (keep && startedIn === generation) {
        // Re-inserting moves the key to the end, so the Map's order is least recently filled first.
        entries.delete(key);
        entries.set(key, entry);
        if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      }
      return entry;
    });
    pending.set(key, job);
    const forget = () => {
      if (pending.get(key) === job) pending.delete(key);
    };
    job.then(forget, forget);
    return job;
  }

  async function sendCached(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<Representation>,
  ) {
    const key = request.url;
    let entry = entries.get(key);
    const age = entry ? now() - entry.storedAt : 0;
    if (entry && age > freshMs + staleMs) entry = undefined;
    if (!entry) {
      entry = await fill(key, produce);
    } else if (age > freshMs) {
      fill(key, produce).catch((error: unknown) =>
        request.log.warn({ err: error, url: key }, 'refreshing a cached response failed'),
      );
    }
    serve(request, reply, entry, now);
  }

  function serveFresh(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) {
    const entry = entries.get(request.url);
    if (entry && now() - entry.storedAt <= freshMs) serve(request, reply, entry, now);
    else done();
  }

  return {
    send(request, reply, compute) {
      return sendCached(request, reply, async () => {
        const serialized = reply.serialize(await compute());
        const body =
          typeof serialized === 'string'
            ? Buffer.from(serialized)
            : Buffer.from(new Uint8Array(serialized));
        return { body, type: JSON_TYPE, status: 200, keep: true };
      });
    },
    sendPage(request, reply, render) {
      return sendCached(request, reply, async () => {
        const { status, html } = await render();
        return {
          body: Buffer.from(html),
          type: HTML_TYPE,
          status,
          keep: KEPT_PAGE_STATUSES.has(status),
        };
      });
    },
    serveFresh,
    routeOptions: { onRequest: serveFresh, compress: false },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
}

function serve(
  request: FastifyRequest,
  reply: FastifyReply,
  entry: Entry,
  now: () => number,
): void {
  reply.headers(entry.headers);
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.removeHeader('content-type');
    reply.code(304).send();
    return;
  }
  reply.code(entry.status);
  const encoding =
    entry.body.length >= COMPRESS_THRESHOLD
      ? preferredEncoding(request.headers['accept-encoding'])
      : undefined;
  if (!encoding) {
    reply.send(entry.body);
    return;
  }
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? // A first answer waits for this: quality 4 compresses a 29 KB search page in 0.3 ms to
        // 5.5 KB (quality 5: 0.5 ms, 1 % smaller; 11 would take tens of milliseconds).
        brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } })
      : gzipSync(entry.body);
  reply.header('content-encoding', encoding);
  reply.send(entry.encoded[encoding]);
  if (encoding === 'br') compressFinelyOnceSteady(entry, now);
}

/* A shop page of fifty products is 466 KB of HTML: brotli's quality 4 sends it in 49 KB, its
 * finest (11) in 40.5 KB, but takes 400 ms of CPU. On a phone's slow connection those 9 KB are
 * the wait before its first photo is even asked for. So a large body that has stayed the same
 * for a while (no stock or price changed it) is compressed again at quality 11 on libuv's thread
 * pool, off the event loop, one body at a time across the process; the answers after it send
 * the smaller form. A body that keeps changing (a busy sale) stays at quality 4. */
const FINEST_BROTLI_MIN_BYTES = 32 * 1024;
const STEADY_MS = 10_000;
let finestBrotliRunning = false;

function compressFinelyOnceSteady(entry: Entry, now: () => number): void {
  const { encoded } = entry;
  // Cheapest first: most cached answers are small JSON, and this runs on every hit.
  if (entry.body.length < FINEST_BROTLI_MIN_BYTES || encoded.finest || finestBrotliRunning) return;
  if (now() - entry.unchangedSince < STEADY_MS) return;
  finestBrotliRunning = true;
  brotliCompress(
    entry.body,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: entry.body.length,
      },
    },
    (error, smallest) => {
      finestBrotliRunning = false;
      // On failure the quality-4 form stays, and the next answer may try again.
      if (error) return;
      // Very repetitive text can come out a few bytes larger: then the quick form stays.
      if (smallest.length < (encoded.br?.length ?? Infinity)) encoded.br = smallest;
      encoded.finest = true;
    },
  );
}

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  // If-None-Match compares weakly: W/"x" and "x" name the same representation.
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | undefined {
  if (!header) return undefined;
  const offered = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  const accepts = (name: string) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return undefined;
}

/**
 * What a write changes of what the cache holds (the public catalogue: products with their stock,
 * categories, search; and the server-rendered pages, which also show the shop's details and its
 * legal pages: 'storefront'), declared on the route itself next to its access rule:
 * `config: { ...access.admin, changes: 'catalogue' }`. Every /api write must declare it, so a new
 * route cannot silently leave stale stock on show.
 */
type CachedChange = 'catalogue' | 'stock' | 'storefront' | 'nothing cached';

declare module 'fastify' {
  interface FastifyContextConfig {
    changes?: CachedChange;
  }
}

/**
 * Call on the /api scope before its routes: registering a write that does not declare `changes`
 * fails, and so does a read that declares one (it would empty the cache on every read).
 */
export function requireDeclaredChanges(api: FastifyInstance): void {
  api.addHook('onRoute', (route) => {
    const methods = [route.method].flat().join(',');
    const isRead = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    if (isRead && route.config?.changes) {
      throw new Error(`${methods} ${route.url} is a read and cannot declare config.changes`);
    }
    if (!isRead && !route.config?.changes) {
      throw new Error(
        `${methods} ${route.url} declares no config.changes: 'catalogue', 'stock', 'storefront' or 'nothing cached'`,
      );
    }
  });
}

/**
 * Empties the cache after every successful request to a route that declares a change to what it
 * holds, before its answer leaves: the writer's next read sees its own write. `announce` tells
 * other server instances (see catalogue-changes.ts). Call before the routes are registered: the
 * hook goes on those routes alone, so reads and other writes do not run it at all.
 */
export function clearOnDeclaredChanges(
  app: FastifyInstance,
  cache: ResponseCache,
  announce?: () => void,
) {
  // A callback rather than an async hook: no promise and no extra tick on the answer.
  const clearAfterSuccess: onSendHookHandler = (_request, reply, payload, done) => {
    if (reply.statusCode < 400) {
      cache.clear();
      announce?.();
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    const declared = route.config?.changes;
    if (!declared || declared === 'nothing cached') return;
    // A new array: the route's own options object may be shared with its HEAD twin.
    route.onSend = [...[route.onSend ?? []].flat(), clearAfterSuccess];
  });
}
