import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../http/app-error.ts';
import type { Authenticate } from './auth-hooks.ts';

/**
 * Who may call a route, declared on the route itself (`config: access.admin`) and enforced by
 * one hook before the body is even parsed. Every /api route must declare it: registering one
 * without fails at start, so a new route cannot silently be open.
 */
export type Access =
  | { role: 'public' }
  | { role: 'user' }
  | { role: 'admin' }
  | { role: 'customer'; adminMessage: string }
  /** A visitor without a token, or a signed-in customer; an admin is refused with the message. */
  | { role: 'visitorOrCustomer'; adminMessage: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its declared access; the access tests walk this table. */
    accessTable: { method: string; url: string; access: Access }[];
  }
}

export const access = {
  public: { access: { role: 'public' } },
  user: { access: { role: 'user' } },
  admin: { access: { role: 'admin' } },
  customer: (adminMessage = 'This is for customer accounts only.') => ({
    access: { role: 'customer', adminMessage },
  }),
  visitorOrCustomer: (adminMessage = 'This is for shoppers, not admin accounts.') => ({
    access: { role: 'visitorOrCustomer', adminMessage },
  }),
} satisfies Record<string, { access: Access } | ((message?: string) => { access: Access })>;

type SignedInAccess = Exclude<Access, { role: 'public' }>;

function enforce(rule: SignedInAccess, request: FastifyRequest): void {
  if (!request.auth) {
    // No token is a visitor, welcome here; a token that names no one (expired, forged, from
    // before a password change) is a session the caller believes in: they must sign in again.
    if (rule.role === 'visitorOrCustomer' && !request.headers.authorization) return;
    throw unauthenticated();
  }
  if (rule.role === 'admin' && request.auth.userType !== 'ADMIN') {
    throw forbidden('This needs an admin account.');
  }
  if (
    (rule.role === 'customer' || rule.role === 'visitorOrCustomer') &&
    request.auth.userType !== 'CUSTOMER'
  ) {
    throw forbidden(rule.adminMessage);
  }
}

/**
 * Call on the root app before the routes; `requireDeclaredAccess` on the /api scope. Each route
 * whose rule names a kind of user gets, first among its onRequest hooks, one that reads the token
 * and enforces the rule; a public route (and anything without a rule) gets no hook at all.
 */
export function registerAccessControl(app: FastifyInstance, authenticate: Authenticate): void {
  app.decorate('accessTable', []);
  app.addHook('onRoute', (route) => {
    const rule = route.config?.access;
    if (!rule || rule.role === 'public') return;
    const enforceRule = async (request: FastifyRequest) => {
      await authenticate(request);
      enforce(rule, request);
    };
    // A new array: Fastify's HEAD twin of a GET route starts from a copy of the same options.
    route.onRequest = [enforceRule, ...[route.onRequest ?? []].flat()];
  });
}

export function requireDeclaredAccess(
  api: FastifyInstance,
  table: FastifyInstance['accessTable'],
): void {
  api.addHook('onRoute', (route) => {
    const declared = route.config?.access;
    if (!declared) throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') table.push({ method, url: route.url, access: declared });
    }
  });
}
