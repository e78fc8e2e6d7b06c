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

// The contracts' validation messages, by their English text (lib/contract-message.ts).
const contracts = import.meta.glob<Messages>(
  '../../../../../packages/contracts/src/locales/hi.po',
  { eager: true, import: 'messages', query: '?contracts' },
);

export const messages: Messages = Object.assign(
  {},
  ...Object.values(catalogues),
  ...Object.values(contracts),
);
