import type { Messages } from '@lingui/core';
import type { Language } from '@shop/contracts/languages';

/**
 * A language's messages, each language its own chunk: an English page never downloads the
 * Hindi, nor a Hindi page the English. The server names the page's chunk in its preloads
 * (src/app/server/render-page.tsx), so it arrives with the rest of the page's code.
 */
export const messagesModule: Record<Language, string> = {
  en: 'src/app/i18n/messages-en.ts',
  hi: 'src/app/i18n/messages-hi.ts',
};

export async function loadMessages(language: Language): Promise<Messages> {
  return language === 'hi'
    ? import('./messages-hi.ts').then(({ messages }) => messages)
    : import('./messages-en.ts').then(({ messages }) => messages);
}
