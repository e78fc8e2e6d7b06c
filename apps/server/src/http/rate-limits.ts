import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Db } from '../db/client.ts';
import type { Message } from '../i18n/translations.ts';
import { AppError } from './app-error.ts';

export type Limit = { max: number; windowMs: number };

/**
 * Per-IP and per-account limits of the calls that guess secrets, and of those that cost the shop
 * something each time (a PDF drawn, a mail sent, a row an admin must read). Each is far above
 * what a shopper or the owner does by hand and far below what a script would.
 */
export type RateLimits = {
  loginPerIp: Limit;
  loginPerAccount: Limit;
  codeRequestPerIp: Limit;
  codeRequestPerAccount: Limit;
  resetPerIp: Limit;
  resetPerAccount: Limit;
  /** Tax invoice downloads, by shoppers and admins alike. */
  invoicePerIp: Limit;
  invoicePerAccount: Limit;
  /** Packing-slip PDFs (one order or many per call). */
  packingSlipPerIp: Limit;
  packingSlipPerAccount: Limit;
  /** Return and exchange requests asked for and withdrawn, counted together (each mails). */
  returnRequestPerIp: Limit;
  returnRequestPerAccount: Limit;
  /** Reviews written. */
  reviewPerIp: Limit;
  reviewPerAccount: Limit;
  /** Discount codes tried on a cart: enough for a shopper's few codes, too few to guess them. */
  couponPerIp: Limit;
  couponPerAccount: Limit;
  /** The "Confirm my order" link's page and button: a public call, so only the address counts. */
  codConfirmationPerIp: Limit;
  /** PIN code checks: a public call, so only the address counts. */
  deliveryCheckPerIp: Limit;
  /** A mail's unsubscribe link and its undo: a public call, so only the address counts. */
  unsubscribePerIp: Limit;
  /**
   * Back-in-stock alerts asked for: by IP, and by the address they mail (so no one can sign a
   * stranger's inbox up for a flood of alerts from many IPs).
   */
  stockAlertPerIp: Limit;
  stockAlertPerEmail: Limit;
};

const minutes = (n: number) => n * 60 * 1000;

// The per-IP limits are several accounts' worth: many homes and phones in India share one
// address (carrier-grade NAT), and one shopper's limit must not lock out the neighbours.
export const defaultRateLimits: RateLimits = {
  loginPerIp: { max: 30, windowMs: minutes(5) },
  loginPerAccount: { max: 10, windowMs: minutes(15) },
  codeRequestPerIp: { max: 10, windowMs: minutes(15) },
  codeRequestPerAccount: { max: 3, windowMs: minutes(15) },
  resetPerIp: { max: 20, windowMs: minutes(15) },
  resetPerAccount: { max: 10, windowMs: minutes(15) },
  invoicePerIp: { max: 120, windowMs: minutes(15) },
  invoicePerAccount: { max: 30, windowMs: minutes(15) },
  packingSlipPerIp: { max: 200, windowMs: minutes(15) },
  packingSlipPerAccount: { max: 100, windowMs: minutes(15) },
  returnRequestPerIp: { max: 30, windowMs: minutes(60) },
  returnRequestPerAccount: { max: 10, windowMs: minutes(60) },
  reviewPerIp: { max: 60, windowMs: minutes(60) },
  reviewPerAccount: { max: 20, windowMs: minutes(60) },
  couponPerIp: { max: 60, windowMs: minutes(60) },
  couponPerAccount: { max: 20, windowMs: minutes(60) },
  codConfirmationPerIp: { max: 60, windowMs: minutes(15) },
  deliveryCheckPerIp: { max: 120, windowMs: minutes(5) },
  unsubscribePerIp: { max: 60, windowMs: minutes(15) },
  stockAlertPerIp: { max: 10, windowMs: minutes(10) },
  stockAlertPerEmail: { max: 5, windowMs: minutes(60) },
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

function retryWait(seconds: number): Message {
  if (seconds < 90) return { message: '{count} seconds', values: { count: Math.max(1, seconds) } };
  return { message: '{count} minutes', values: { count: Math.ceil(seconds / 60) } };
}

/** Maps the name a body gives an account to the account itself, when there is one. */
export type ResolveAccount = (accountName: string) => Promise<string | undefined>;

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/** Runs each limiter in turn; the first one past its limit answers the contract's 429. */
function enforce(limiters: Limiter[], message: string): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        void reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(
          'RATE_LIMITED',
          429,
          '{refusal} Please try again in {wait}.',
          undefined,
          {
            refusal: { message },
            wait: retryWait(result.ttlInSeconds),
          },
        );
      }
    }
  };
}

const byIp = (app: FastifyInstance, name: string, perIp: Limit) =>
  app.createRateLimit({
    max: perIp.max,
    timeWindow: perIp.windowMs,
    keyGenerator: (request) => `${name}:ip:${request.ip}`,
  });

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
  const byAccount = app.createRateLimit({
    max: perAccount.max,
    timeWindow: perAccount.windowMs,
    keyGenerator: async (request) => {
      const accountName = bodyField(request, accountField);
      return accountKey(name, (await resolveAccount?.(accountName)) ?? accountName);
    },
  });
  return enforce([byIp(app, name, perIp), byAccount], 'Too many attempts.');
}

/**
 * The same two limiters for a route only signed-in callers reach: by client IP, and by the
 * caller's own account (a script cannot spread one account's calls over many addresses).
 */
export function limitByIpAndCaller(
  app: FastifyInstance,
  name: string,
  perIp: Limit,
  perAccount: Limit,
): preHandlerAsyncHookHandler {
  const byCaller = app.createRateLimit({
    max: perAccount.max,
    timeWindow: perAccount.windowMs,
    keyGenerator: (request) => `${name}:account:${request.auth?.userId ?? request.ip}`,
  });
  return enforce([byIp(app, name, perIp), byCaller], 'Too many requests.');
}

/**
 * By client IP, and by the email address a request would mail (`recipientOf`, e.g. the body's
 * or the caller's account email): a call that mails someone must not flood that inbox, whichever
 * addresses it comes from. A request naming no address counts under its IP.
 */
export function limitByIpAndRecipient(
  app: FastifyInstance,
  name: string,
  perIp: Limit,
  perRecipient: Limit,
  recipientOf: (request: FastifyRequest) => Promise<string | undefined>,
): preHandlerAsyncHookHandler {
  const byRecipient = app.createRateLimit({
    max: perRecipient.max,
    timeWindow: perRecipient.windowMs,
    keyGenerator: async (request) => {
      const recipient = (await recipientOf(request))?.trim().toLowerCase();
      return recipient ? `${name}:email:${recipient}` : `${name}:email-ip:${request.ip}`;
    },
  });
  return enforce([byIp(app, name, perIp), byRecipient], 'Too many requests.');
}

function windowText({ windowMs }: Limit): string {
  const minutesLong = Math.round(windowMs / 60_000);
  if (minutesLong === 60) return 'an hour';
  return minutesLong % 60 === 0 ? `${minutesLong / 60} hours` : `${minutesLong} minutes`;
}

/** A route's limits in words, for its description: "429 past 10 in an hour per account, …". */
export function limitsText(limits: {
  perAccount?: Limit;
  perRecipient?: Limit;
  perIp: Limit;
}): string {
  const perIp = `${limits.perIp.max} in ${windowText(limits.perIp)} per address`;
  if (limits.perRecipient) {
    return `429 past ${limits.perRecipient.max} in ${windowText(limits.perRecipient)} per email address mailed or ${limits.perIp.max} in ${windowText(limits.perIp)} per IP address.`;
  }
  return limits.perAccount
    ? `429 past ${limits.perAccount.max} in ${windowText(limits.perAccount)} per account or ${perIp}.`
    : `429 past ${perIp}.`;
}

/** One limiter by client IP, for a public call (there is no account to count by). */
export function limitByIp(app: FastifyInstance, name: string, perIp: Limit) {
  return enforce([byIp(app, name, perIp)], 'Too many requests.');
}
