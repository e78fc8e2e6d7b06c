import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthenticated } from '../http/app-error.ts';

/**
 * Who may call a route, declared on the route itself (`config: access.admin`) and enforced by
 * one hook before the body is even parsed. Every /api route must declare it: registering one
 * without fails at start, so a new route cannot silently be open.
 */
export type Access =
  | { role: 'public' }
  | { role: 'user' }
  | { role: 'admin' }
  | { role: 'customer'; adminMessage: string };

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
} satisfies Record<string, { access: Access } | ((message?: string) => { access: Access })>;

async function enforceAccess(request: FastifyRequest): Promise<void> {
  const rule = request.routeOptions.config.access;
  if (!rule || rule.role === 'public') return;
  if (!request.auth) throw unauthenticated();
  if (rule.role === 'admin' && request.auth.userType !== 'ADMIN') {
    throw forbidden('This needs an admin account.');
  }
  if (rule.role === 'customer' && request.auth.userType !== 'CUSTOMER') {
    throw forbidden(rule.adminMessage);
  }
}

/** Call on the root app after the auth hook; `requireDeclaredAccess` on the /api scope. */
export function registerAccessControl(app: FastifyInstance): void {
  app.decorate('accessTable', []);
  app.addHook('onRequest', enforceAccess);
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
