import type { FastifyRequest } from 'fastify';
import { bearerAuth } from '../auth/auth-hooks.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Db } from '../db/client.ts';

/**
 * Whether a public read comes from an admin, who also sees drafts (the editor's preview). Public
 * routes do not read tokens (auth/access.ts reads them only where the access rule names a kind
 * of user), so this one reads it, by the same rule, and sets `request.auth` from it. No header,
 * or any doubt, is a shopper.
 */
export async function isAdminViewer(
  deps: { db: Db; tokens: TokenService },
  request: FastifyRequest,
): Promise<boolean> {
  const auth = await bearerAuth(deps, request);
  if (auth) request.auth = auth;
  return auth?.userType === 'ADMIN';
}
