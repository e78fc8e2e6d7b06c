import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
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

const tooMany = (_request: FastifyRequest, context: { after: string }) =>
  new AppError(
    'RATE_LIMITED',
    429,
    `Too many attempts. Please try again in ${context.after}.`,
  );

/**
 * Two limiters for one route: by client IP, and by the account named in the body (so one
 * account cannot be brute-forced from many addresses). Runs after validation, when the body exists.
 */
export function limitByIpAndAccount(
  app: FastifyInstance,
  name: string,
  accountField: string,
  perIp: Limit,
  perAccount: Limit,
): preHandlerAsyncHookHandler[] {
  return [
    app.rateLimit({
      max: perIp.max,
      timeWindow: perIp.windowMs,
      keyGenerator: (request) => `${name}:ip:${request.ip}`,
      errorResponseBuilder: tooMany,
    }),
    app.rateLimit({
      max: perAccount.max,
      timeWindow: perAccount.windowMs,
      keyGenerator: (request) => `${name}:account:${bodyField(request, accountField)}`,
      errorResponseBuilder: tooMany,
    }),
  ] as preHandlerAsyncHookHandler[];
}
