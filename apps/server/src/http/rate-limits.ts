import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import { AppError } from './app-error.ts';

export type Limit = { max: number; windowMs: number };

/** Per-IP and per-account limits of the calls that guess secrets. */
export type RateLimits = {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  codeRequestPerIp: Limit;
  codeRequestPerAccount: Limit;
  resetPerIp: Limit;
  resetPerAccount: Limit;
};

const minutes = (n: number) => n * 60 * 1000;

export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 30, windowMs: minutes(5) },
  loginPerAccount: { max: 10, windowMs: minutes(15) },
  codeRequestPerIp: { max: 10, windowMs: minutes(15) },
  codeRequestPerAccount: { max: 3, windowMs: minutes(15) },
  resetPerIp: { max: 20, windowMs: minutes(15) },
  resetPerAccount: { max: 10, windowMs: minutes(15) },
};

function bodyField(request: FastifyRequest, field: string): string {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
}

const accountKey = (name: string, account: string) =>
  `${name}:account:${account.trim().toLowerCase()}`;

/**
 * Wrong guesses are what the per-account limit counts: a right password clears the count, so an
 * owner who signs in often (on several devices) is never locked out by their own sign-ins.
 */
export async function clearAccountAttempts(db: Db, name: string, account: string): Promise<void> {
  await db.execute(sql`delete from rate_limit_hits where key = ${accountKey(name, account)}`);
}

function retryText(seconds: number): string {
  if (seconds < 90) return `${Math.max(1, seconds)} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

/** Maps the name a body gives an account to the account itself, when there is one. */
export type ResolveAccount = (accountName: string) => Promise<string | undefined>;

/**
 * Two limiters for one route: by client IP, and by the account named in the body (so one
 * account cannot be brute-forced from many addresses). Runs after validation, when the body exists.
 * `resolveAccount` makes every name of one account (email, username) share one count.
 */
export function limitByIpAndAccount(
  app: FastifyInstance,
  name: string,
  accountField: string,
  perIp: Limit,
  perAccount: Limit,
  resolveAccount?: ResolveAccount,
): preHandlerAsyncHookHandler {
  const byIp = app.createRateLimit({
    max: perIp.max,
    timeWindow: perIp.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });
  const byAccount = app.createRateLimit({
    max: perAccount.max,
    timeWindow: perAccount.windowMs,
    keyGenerator: async (request) => {
      const accountName = bodyField(request, accountField);
      return accountKey(name, (await resolveAccount?.(accountName)) ?? accountName);
    },
  });
  return async (request, reply) => {
    for (const limiter of [byIp, byAccount]) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(
          'RATE_LIMITED',
          429,
          `Too many attempts. Please try again in ${retryText(result.ttlInSeconds)}.`,
        );
      }
    }
  };
}
