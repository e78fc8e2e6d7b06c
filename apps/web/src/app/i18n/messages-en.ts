import type { Messages } from '@lingui/core';

/*
 * Every English catalogue of the storefront in one chunk, fetched with the page's code on an
 * English page (the Hindi one is never fetched there). The admin's screens have none.
 */
const catalogues = import.meta.glob<Messages>(
  ['../locales/en.po', '../../features/*/locales/en.po'],
  {
    eager: true,
    import: 'messages',
  },
);

export const messages: Messages = Object.assign({}, ...Object.values(catalogues));
