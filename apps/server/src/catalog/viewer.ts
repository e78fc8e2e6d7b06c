import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { TokenService } from '../auth/tokens.ts';

/**
 * Whether a public read comes from an admin, who also sees drafts (the editor's preview). Public
 * routes do not read tokens (auth/access.ts reads them only where the access rule names a kind
 * of user), so this reads the bearer token the way auth-hooks.ts does: a valid token of a user
 * who still exists, with the current token version (a password change ends old tokens), and
 * sets `request.auth` from it. No header, or any doubt, is a shopper.
 */
export async function isAdminViewer(
  deps: { db: Db; tokens: TokenService },
  request: FastifyRequest,
): Promise<boolean> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) return false;
  const claims = await deps.tokens.verify(token);
  if (claims?.userType !== 'ADMIN') return false;
  const [user] = await deps.db
    .select({ userType: users.userType, tokenVersion: users.tokenVersion })
    .from(users)
    .where(eq(users.id, claims.userId));
  if (!user || user.tokenVersion !== claims.tokenVersion) return false;
  request.auth = { userId: claims.userId, userType: user.userType };
  return user.userType === 'ADMIN';
}
