import type { MessageGroup } from './i18n/message-groups.ts';

/** The data a public page's first render reads, loaded by the server before it renders. */
export type PageDataName =
  'root' | 'home' | 'about' | 'shop' | 'product' | 'legal-page' | 'not-found';

/**
 * What the server needs to know of a route besides its component (React Router's `handle`):
 * `module`, the source file of a page whose code is fetched on demand, so the server can ask the
 * browser to fetch it (and what it imports) with the HTML; `data`, the page's data; `messages`,
 * the groups of texts it shows beyond the shell's (app/i18n/message-groups.ts).
 */
export type PageHandle = { module?: string; data?: PageDataName; messages?: MessageGroup[] };
