import type { Messages } from '@lingui/core';

/*
 * Every Hindi catalogue of the storefront in one chunk, fetched with the page's code on a Hindi
 * page only. A message with no Hindi yet reads in English (lingui.config.ts: fallbackLocales).
 */
const catalogues = import.meta.glob<Messages>(
  ['../locales/hi.po', '../../features/*/locales/hi.po'],
  {
    eager: true,
    import: 'messages',
  },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
