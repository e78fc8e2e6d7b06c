const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Keeps a small setting for a year in a cookie of the whole site: read before the page is drawn
 * (public/start-app.js) or by the server when it renders a page, where local storage is not.
 */
export function keepInCookie(name: string, value: string): void {
  document.cookie = `${name}=${value}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** Whether the page's cookies hold `name` set to `value`. */
export function cookieHolds(name: string, value: string): boolean {
  return document.cookie.split('; ').includes(`${name}=${value}`);
}
