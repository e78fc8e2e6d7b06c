import { SignJWT, errors, jwtVerify } from 'jose';

/**
 * The token of a COD order mail's "Confirm my order" link: signed with the server's key like a
 * session, but with its own audience and type, so neither can ever pass as the other.
 */
const AUDIENCE = 'cod-confirmation';
const TYPE = 'COD_CONFIRMATION';
const ISSUER = 'little-sprouts-shop';

/** Long enough for a shopper who reads mail weekly; an order usually ships before then. */
export const COD_CONFIRMATION_TTL_SECONDS = 14 * 24 * 60 * 60;

export type CodTokenCheck = { valid: true; orderId: string } | { valid: false; expired: boolean };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signCodConfirmationToken(
  secret: string,
  orderId: string,
  now = new Date(),
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: TYPE })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(orderId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + COD_CONFIRMATION_TTL_SECONDS)
    .sign(keyOf(secret));
}

/** Whether the token is ours, for this purpose and still alive, and the order it names. */
export async function checkCodConfirmationToken(
  secret: string,
  token: string,
): Promise<CodTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['exp', 'sub'],
    });
    if (payload.typ !== TYPE || typeof payload.sub !== 'string') {
      return { valid: false, expired: false };
    }
    return { valid: true, orderId: payload.sub };
  } catch (error) {
    // Only a genuine token of ours that ran out is "expired"; anything else is a broken link.
    if (
      error instanceof errors.JWTExpired &&
      error.payload.aud === AUDIENCE &&
      error.payload.typ === TYPE
    ) {
      return { valid: false, expired: true };
    }
    return { valid: false, expired: false };
  }
}
