import { and, eq } from 'drizzle-orm';
import type { Language } from '@shop/contracts/languages';
import type { MailKind } from '@shop/contracts/notifications';
import type { Db } from '../db/client.ts';
import { mailOptOuts } from '../db/schema.ts';
import { hasMarketingConsent, setMarketingConsentByEmail } from '../accounts/accounts.service.ts';
import { unsubscribeLinks } from './unsubscribe-token.ts';

/**
 * Whether an address gets a kind of mail that is not about an order. A cart reminder is marketing:
 * it goes only with the account's consent (DPDP Act), so turning it off withdraws that consent,
 * and the profile shows it. The other kinds the shopper asked for (an alert) or earned (a review
 * invitation) are on until the address turns them off, which a `mail_opt_outs` row records.
 */

/** Turns that kind of mail off (false) or on again (true) for the address; idempotent. */
export async function setMailWanted(
  db: Db,
  { email, kind }: { email: string; kind: MailKind },
  wanted: boolean,
): Promise<void> {
  const address = email.toLowerCase();
  if (kind === 'CART_REMINDER') {
    await setMarketingConsentByEmail(db, address, wanted);
  } else if (wanted) {
    await db
      .delete(mailOptOuts)
      .where(and(eq(mailOptOuts.email, address), eq(mailOptOuts.kind, kind)));
  } else {
    await db.insert(mailOptOuts).values({ email: address, kind }).onConflictDoNothing();
  }
}

/**
 * The outbox's last check before a queued mail of a kind goes: the shopper may have turned it off
 * (or withdrawn consent) since it was queued.
 */
export async function stillWanted(
  db: Db,
  { recipient, kind }: { recipient: string; kind: MailKind },
): Promise<boolean> {
  const address = recipient.toLowerCase();
  if (kind === 'CART_REMINDER') return hasMarketingConsent(db, address);
  const [optedOut] = await db
    .select({ email: mailOptOuts.email })
    .from(mailOptOuts)
    .where(and(eq(mailOptOuts.email, address), eq(mailOptOuts.kind, kind)));
  return optedOut === undefined;
}

/**
 * For another domain's mail of a kind (the orders domain's review invitation): the unsubscribe
 * link it shows (to the page in the mail's language) and the RFC 8058 headers it carries, which this domain's routes then honour.
 */
export function unsubscribeLinksFor(
  deps: { publicUrl: string; secret: string },
  unsubscription: { email: string; kind: MailKind },
  language: Language,
): Promise<{ pageUrl: string; headers: Record<string, string> }> {
  return unsubscribeLinks(deps, unsubscription, language);
}
