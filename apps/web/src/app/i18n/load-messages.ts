import type { Messages } from '@lingui/core';
import type { Language } from '@shop/contracts/languages';
import { messageGroupOf, type MessageGroup } from './message-groups.ts';

type Catalogues = Record<string, () => Promise<Messages>>;

/*
 * Each catalogue is a module of its own here; the build puts a language's catalogues of one
 * group in one chunk (vite.config.ts), so loading a group is one request, and an English page
 * never fetches the Hindi texts, nor a Hindi page the English.
 */
const catalogues: Record<Language, Catalogues> = {
  en: import.meta.glob<Messages>(['../locales/en.po', '../../features/*/locales/en.po'], {
    import: 'messages',
  }),
  hi: {
    ...import.meta.glob<Messages>(['../locales/hi.po', '../../features/*/locales/hi.po'], {
      import: 'messages',
    }),
    // The contracts' validation messages, by their English text (lib/contract-message.ts).
    ...import.meta.glob<Messages>('../../../../../packages/contracts/src/locales/hi.po', {
      import: 'messages',
      query: '?contracts',
    }),
  },
};

function cataloguesOf(language: Language, groups: readonly MessageGroup[]) {
  return Object.entries(catalogues[language]).filter(([path]) =>
    groups.includes(messageGroupOf(path)),
  );
}

/** The messages of the given groups in one language, a message with no Hindi reading in English. */
export async function loadMessages(
  language: Language,
  groups: readonly MessageGroup[],
): Promise<Messages> {
  const loaded = await Promise.all(cataloguesOf(language, groups).map(([, load]) => load()));
  return Object.assign({}, ...loaded);
}
