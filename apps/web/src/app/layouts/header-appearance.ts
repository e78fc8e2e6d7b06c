/** Pages that open with a dark hero, under which the header is transparent with white text. */
const heroPaths = new Set(['/', '/home', '/about']);

/**
 * Spec: the header is transparent over a hero and solid on /shop, /myaccount, /cart, /wishlist,
 * /checkout and /product/…; it is also solid on every other page (login, legal pages, 404), which
 * have no hero to sit on.
 */
export function headerAppearance(pathname: string): 'transparent' | 'solid' {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return heroPaths.has(path.toLowerCase()) ? 'transparent' : 'solid';
}
