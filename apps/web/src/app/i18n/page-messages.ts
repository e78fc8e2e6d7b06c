import { i18n } from '@lingui/core';
import { languageOfPath } from '@shop/contracts/languages';
import { loadMessages } from './load-messages.ts';
import type { MessageGroup } from './message-groups.ts';

const loading = new Map<MessageGroup, Promise<void>>();

/**
 * In the browser, adds groups of texts to the page's messages before a page that shows them
 * renders (its route's `lazy`), each once per visit. Every page starts with the shell's
 * (main.tsx); the server renders with every group at hand (server/render-page.tsx).
 */
export async function loadPageMessages(groups: readonly MessageGroup[]): Promise<void> {
  if (import.meta.env.SSR) return;
  await Promise.all(groups.map(loadGroup));
}

function loadGroup(group: MessageGroup): Promise<void> {
  let loaded = loading.get(group);
  if (!loaded) {
    // The page's language is its address's: a switch of language is a new page load.
    const language = languageOfPath(window.location.pathname);
    loaded = loadMessages(language, [group]).then(
      (messages) => i18n.load(language, messages),
      (error: unknown) => {
        loading.delete(group); // the next visit to such a page tries again
        throw error;
      },
    );
    loading.set(group, loaded);
  }
  return loaded;
}
