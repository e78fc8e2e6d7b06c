import { setupI18n, type I18n, type Messages } from '@lingui/core';

// The storefront's Hindi catalogues, as a Hindi page loads them (app/i18n/messages-hi.ts).
const catalogues = import.meta.glob<Messages>(
  ['../app/locales/hi.po', '../features/*/locales/hi.po'],
  { eager: true, import: 'messages' },
);

// The contracts' validation messages, keyed by their English text (lib/contract-message.ts).
const contracts = import.meta.glob<Messages>('../../../../packages/contracts/src/locales/hi.po', {
  eager: true,
  import: 'messages',
  query: '?contracts',
});

/** An I18n instance speaking Hindi, for rendering a component as a Hindi page shows it. */
export function hindi(): I18n {
  return setupI18n({
    locale: 'hi',
    messages: {
      hi: Object.assign({}, ...Object.values(catalogues), ...Object.values(contracts)),
    },
  });
}
