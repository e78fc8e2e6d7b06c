import { languageCookie, type Language } from '@shop/contracts/languages';
import { api } from '../../lib/api-client.ts';
import { keepInCookie } from '../../lib/browser-cookies.ts';
import { getStoredUser, isAdmin } from '../../lib/session.ts';

/**
 * Keeps a shopper's choice of language: in a cookie the server reads when an English address is
 * opened (it answers with the Hindi page), and on a signed-in customer's account, whose mails
 * then come in it. The page is left at once after this, so the account's update must outlive it.
 */
export function rememberLanguage(language: Language): void {
  keepInCookie(languageCookie, language);
  const user = getStoredUser();
  if (user && !isAdmin(user)) {
    void api('PUT /users/profile', { body: { language }, keepalive: true }).catch(() => {
      // The page has moved on; the account keeps its language until the next switch.
    });
  }
}
