import type { Category } from '@shop/contracts/catalog';

/**
 * A category's name as a page in `language` (`useLingui().i18n.locale`) shows it: the owner's
 * Hindi name on a Hindi page when there is one, else the name the owner wrote in English.
 */
export function categoryName(
  category: Pick<Category, 'name' | 'nameHi'>,
  language: string,
): string {
  return (language === 'hi' && category.nameHi) || category.name;
}
