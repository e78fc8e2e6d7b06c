import { languageOfPath, pathInLanguage } from '@shop/contracts/languages';
import { clearAllLocalStorage, clearShopperSession } from './session.ts';

/*
 * Both sign-outs end with a full page load on purpose: it drops every cached query and any
 * in-memory state of the signed-in user in one go (spec: "goes to /home and reloads").
 */

export function signOutShopper(): void {
  clearShopperSession();
  // Home in the language of the page signed out from: /hi/home on a Hindi page.
  window.location.assign(pathInLanguage('/home', languageOfPath(window.location.pathname)));
}

export function signOutAdmin(): void {
  clearAllLocalStorage();
  window.location.assign('/');
}
