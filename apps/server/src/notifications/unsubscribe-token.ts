import { SignJWT, jwtVerify } from 'jose';
import { pathInLanguage, type Language } from '@shop/contracts/languages';
import { mailKinds, type MailKind } from '@shop/contracts/notifications';

/**
 * The token of a mail's unsubscribe link: the address and the kind of mail, signed with the
 * server's key under its own audience and type (it can never pass as a session or another link).
 * It does not expire: an old mail's link must still work (RFC 8058 asks for that).
 */
const AUDIENCE = 'unsubscribe';
const TYPE = 'UNSUBSCRIBE';
const ISSUER = 'little-sprouts-shop';

export type Unsubscription = { email: string; kind: MailKind };

const keyOf = (secret: string) => new TextEncoder().encode(secret);

export async function signUnsubscribeToken(
  secret: string,
  { email, kind }: Unsubscription,
): Promise<string> {
  return new SignJWT({ typ: TYPE, kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email.toLowerCase())
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .sign(keyOf(secret));
}

/** The address and kind the token names, or undefined for anything not genuinely ours. */
export async function readUnsubscribeToken(
  secret: string,
  token: string,
): Promise<Unsubscription | undefined> {
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), {
      algorithms: ['HS256'],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub'],
    });
    const kind = mailKinds.find((known) => known === payload.kind);
    if (payload.typ !== TYPE || !kind || typeof payload.sub !== 'string') return undefined;
    return { email: payload.sub, kind };
  } catch {
    return undefined;
  }
}

/**
 * What a mail of that kind to that address carries: the visible link to the shop's page in the
 * mail's language (which turns it off and can undo it), and the RFC 8058 headers whose URL a
 * mail client POSTs to.
 */
export async function unsubscribeLinks(
  deps: { publicUrl: string; secret: string },
  unsubscription: Unsubscription,
  language: Language = 'en',
): Promise<{ pageUrl: string; headers: Record<string, string> }> {
  const token = encodeURIComponent(await signUnsubscribeToken(deps.secret, unsubscription));
  return {
    pageUrl: `${deps.publicUrl}${pathInLanguage(`/unsubscribe?token=${token}`, language)}`,
    headers: {
      'List-Unsubscribe': `<${deps.publicUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
