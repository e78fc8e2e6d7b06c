import { SignJWT, jwtVerify } from 'jose';
import type { UserType } from '@shop/contracts/accounts';

type TokenClaims = { userId: string; userType: UserType; tokenVersion: number };

export type TokenService = {
  sign(claims: TokenClaims): Promise<string>;
  /** Returns the claims of a valid, unexpired token of ours, else null. */
  verify(token: string): Promise<TokenClaims | null>;
};

const ISSUER = 'little-sprouts-shop';

export function createTokenService(secret: string, ttlSeconds: number): TokenService {
  const key = new TextEncoder().encode(secret);
  return {
    sign: (claims) =>
      new SignJWT({ typ: claims.userType, ver: claims.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.userId)
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key),
    verify: async (token) => {
      try {
        // Pinning the algorithm refuses 'none' and any other key type; a token without an expiry
        // would never die, so `exp` is required (jose only checks it when it is there).
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          requiredClaims: ['exp', 'sub'],
        });
        if (typeof payload.sub !== 'string' || typeof payload.ver !== 'number') return null;
        if (payload.typ !== 'ADMIN' && payload.typ !== 'CUSTOMER') return null;
        return { userId: payload.sub, userType: payload.typ, tokenVersion: payload.ver };
      } catch {
        return null;
      }
    },
  };
}
