import type { Language } from '@shop/contracts/languages';

/**
 * The storefront's texts reach the browser in a few chunks per language, so that a page fetches
 * the texts it may show and not every screen's. Each feature's catalogues belong to one group:
 *
 * - `shell`: the header, footer, shared components and lib (src/app/locales) and the features
 *   the shell itself shows. Every page fetches it.
 * - `forms`: the contracts' validation messages in Hindi (English needs none: they are written
 *   in English), for the pages whose forms show them (lib/contract-message.ts).
 * - the others: fetched with the pages that show them, which name them in the route table
 *   (route-table.tsx, `messages`), before they render.
 *
 * The admin area shows none of them but the company's name (shell). message-groups.test.ts
 * walks each page's imports and fails when a page does not name exactly the groups it shows, or
 * a feature with catalogues is in no group.
 */
export const messageGroups = {
  shell: ['cart', 'company', 'content', 'install', 'language', 'offline', 'search', 'wishlist'],
  catalog: ['catalog'],
  marketing: ['marketing'],
  // The product page's delivery check, reviews and back-in-stock alerts (checkout checks the
  // delivery too).
  product: ['delivery', 'reviews', 'stock-alerts'],
  forms: [],
  account: [
    'account',
    'addresses',
    'auth',
    'checkout',
    'cod-confirmation',
    'orders',
    'payments',
    'returns',
    'unsubscribe',
  ],
} as const satisfies Record<string, readonly string[]>;

export type MessageGroup = keyof typeof messageGroups;

/** The feature whose texts a catalogue holds (`src/features/<feature>/locales/hi.po`), if any. */
export const featureOfCatalogue = (cataloguePath: string): string | undefined =>
  /features[\\/]([^\\/]+)[\\/]locales[\\/]/.exec(cataloguePath)?.[1];

/** The group of a catalogue, by its path. */
export function messageGroupOf(cataloguePath: string): MessageGroup {
  if (/packages[\\/]contracts[\\/]/.test(cataloguePath)) return 'forms';
  const feature = featureOfCatalogue(cataloguePath);
  if (feature === undefined) return 'shell';
  const group = (Object.keys(messageGroups) as MessageGroup[]).find((name) =>
    (messageGroups[name] as readonly string[]).includes(feature),
  );
  if (!group) throw new Error(`${feature} has catalogues but no group in message-groups.ts.`);
  return group;
}

/**
 * The build's chunk of a language's catalogues of one group (vite.config.ts), by which the
 * server names it among a page's preloads.
 */
export const messageChunkName = (language: Language, group: MessageGroup) =>
  `messages-${language}-${group}`;
