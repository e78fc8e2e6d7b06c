import { clearAllLocalStorage, clearShopperSession } from './session.ts';

/*
 * Both sign-outs end with a full page load on purpose: it drops every cached query and any
 * in-memory state of the signed-in user in one go (spec: "goes to /home and reloads").
 */

export function signOutShopper(): void {
  clearShopperSession();
  window.location.assign('/home');
}

export function signOutAdmin(): void {
  clearAllLocalStorage();
  window.location.assign('/');
}
