import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';

type IncrCallback = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * A store for @fastify/rate-limit that keeps the counters in PostgreSQL, so every instance of
 * the server counts the same attempts. One upsert per hit: a new window starts when the old
 * one has ended.
 */
export function postgresRateLimitStore(db: Db) {
  let lastSweep = 0;

  async function hit(key: string, windowMs: number): Promise<{ current: number; ttl: number }> {
    const [row] = await queryRows<{ hits: number; ttl_ms: number }>(
      db,
      sql`insert into rate_limit_hits (key, hits, window_ends_at)
          values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
          on conflict (key) do update set
            hits = case when rate_limit_hits.window_ends_at <= now() then 1 else rate_limit_hits.hits + 1 end,
            window_ends_at = case when rate_limit_hits.window_ends_at <= now()
              then now() + ${windowMs} * interval '1 millisecond' else rate_limit_hits.window_ends_at end
          returning hits, (extract(epoch from (window_ends_at - now())) * 1000)::int as ttl_ms`,
    );
    // Ended windows are only clutter; clear them out now and then.
    if (Date.now() - lastSweep > 60_000) {
      lastSweep = Date.now();
      await db.execute(
        sql`delete from rate_limit_hits where window_ends_at < now() - interval '1 hour'`,
      );
    }
    return { current: Number(row!.hits), ttl: Math.max(0, Number(row!.ttl_ms)) };
  }

  return class PostgresRateLimitStore {
    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(key, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    child(): PostgresRateLimitStore {
      return new PostgresRateLimitStore();
    }
  };
}
