import type { FastifyInstance, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { UserType } from '@shop/contracts/accounts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { unauthenticated } from '../http/app-error.ts';
import type { TokenService } from './tokens.ts';

export type Auth = { userId: string; userType: UserType };

declare module 'fastify' {
  interface FastifyRequest {
    auth: Auth | null;
  }
}

/** Reads the request's bearer token into `request.auth`. */
export type Authenticate = (request: FastifyRequest) => Promise<void>;

/**
 * A token counts only while the user still exists and its token version matches: a password
 * change or reset bumps the version and kills old tokens. The token is read only on the routes
 * whose access rule asks who is calling (access.ts calls `authenticate` there): a public read
 * does not pay for a signature check and a database query it has no use for.
 */
export function registerAuth(app: FastifyInstance, db: Db, tokens: TokenService): Authenticate {
  app.decorateRequest('auth', null);
  return async (request) => {
    request.auth = await bearerAuth({ db, tokens }, request);
  };
}

/** Who the request's bearer token names, by the rule above; null for no token or a dead one. */
export async function bearerAuth(
  deps: { db: Db; tokens: TokenService },
  request: FastifyRequest,
): Promise<Auth | null> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return null;
  const claims = await deps.tokens.verify(token);
  if (!claims) return null;
  const [user] = await deps.db
    .select({ userType: users.userType, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.tokenVersion !== claims.tokenVersion) return null;
  return { userId: claims.userId, userType: user.userType };
}

/** The signed-in user's auth, on a route whose access rule requires a signed-in user. */
export function authOf(request: FastifyRequest): Auth {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}
