/** legalSlugSchema's longest slug. */
const SLUG_MAX_LENGTH = 60;

/**
 * The slug a page's title suggests: "Size Guide & Care" becomes "size-guide-and-care". Letters
 * with accents lose them; anything else than a-z and 0-9 becomes one dash.
 */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, '');
}
