import { mailKindLabels, type UnsubscribeResponse } from '@shop/contracts/notifications';
import type { Db } from '../db/client.ts';
import { badRequest } from '../http/app-error.ts';
import type { Message } from '../i18n/translations.ts';
import { readUnsubscribeToken } from './unsubscribe-token.ts';
import { setMailWanted } from './mail-preferences.service.ts';

const NOT_OURS = 'This unsubscribe link is not valid.';

/**
 * A mail's unsubscribe link, followed without signing in: the signed token names the address and
 * the kind of mail; `subscribed` false turns that kind off (POST, also a mail client's RFC 8058
 * one-click), true turns it on again (DELETE, the page's undo). Both may be repeated freely.
 */
export async function changeSubscription(
  db: Db,
  secret: string,
  token: string,
  subscribed: boolean,
): Promise<Omit<UnsubscribeResponse, 'message'> & { message: Message }> {
  const unsubscription = await readUnsubscribeToken(secret, token);
  if (!unsubscription) throw badRequest(NOT_OURS, [{ path: 'token', message: NOT_OURS }]);
  const { email, kind } = unsubscription;
  await setMailWanted(db, unsubscription, subscribed);
  const label = mailKindLabels[kind];
  return {
    kind,
    email,
    subscribed,
    message: {
      message: subscribed
        ? 'You will get {label} at {email} again.'
        : 'You will no longer get {label} at {email}.',
      values: { label: { message: label }, email },
    },
  };
}
