import type { Messages } from '@lingui/core';
import { expect } from 'vitest';

/*
 * The English texts of the storefront's catalogues, read from their PO files as they are, to
 * check that a screen rendered in Hindi shows none of them.
 */
const sources = import.meta.glob<string>(['../app/locales/*.po', '../features/*/locales/*.po'], {
  eager: true,
  query: '?raw',
  import: 'default',
});

const unquote = (quoted: string) => JSON.parse(quoted) as string;

/** Each message of a PO file: its msgid and msgstr. */
function entries(po: string): { id: string; text: string }[] {
  return [...po.matchAll(/^msgid ("(?:[^"\\]|\\.)*")\nmsgstr ("(?:[^"\\]|\\.)*")$/gm)]
    .map(([, id = '""', text = '""']) => ({ id: unquote(id), text: unquote(text) }))
    .filter(({ id }) => id !== '');
}

/** The words a message shows whatever its values: its text between placeholders and tags. */
function fixedParts(message: string): string[] {
  return message
    .split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\d+>/)
    .map((part) => part.trim())
    .filter((part) => /[A-Za-z]{2,}/.test(part));
}

/**
 * The English messages of the given catalogues (e.g. 'features/cart', 'app') that `element`
 * still shows (every fixed part of one), in its text or in its labels, titles, placeholders and
 * alternative texts. Messages whose Hindi is the English itself (UPI) are left out, and so is
 * `data`: the shopper's and the shop's own words on screen ('14, 2nd Main' is no message).
 */
export function englishLeftIn(
  element: Element,
  catalogues: readonly string[],
  data: readonly string[] = [],
): string[] {
  const attributes = [...element.querySelectorAll('[aria-label],[title],[placeholder],[alt]')]
    .flatMap((node) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => node.getAttribute(name)),
    )
    .filter(Boolean);
  const shown = data.reduce(
    (text, words) => text.replaceAll(words, ' '),
    [element.textContent ?? '', ...attributes].join('\n'),
  );
  const found: string[] = [];
  for (const catalogue of catalogues) {
    const hindi = new Map(
      entries(sources[`../${catalogue}/locales/hi.po`] ?? '').map(({ id, text }) => [id, text]),
    );
    for (const { id } of entries(sources[`../${catalogue}/locales/en.po`] ?? '')) {
      if (hindi.get(id) === id) continue;
      const parts = fixedParts(id).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const showsAll = parts.every((part) =>
        new RegExp(`(^|[^A-Za-z])${part}($|[^A-Za-z])`).test(shown),
      );
      if (parts.length > 0 && showsAll) found.push(id);
    }
  }
  return found;
}

/**
 * The English texts without values of catalogues as Lingui's Vite plugin compiles them
 * (`import.meta.glob<Messages>('../locales/en.po', { eager: true, import: 'messages' })`): a
 * text without values compiles to a list of one string.
 */
export function plainEnglishTexts(catalogues: Record<string, Messages>): string[] {
  return Object.values(catalogues).flatMap((messages) =>
    Object.values(messages).flatMap((text) =>
      Array.isArray(text) && text.length === 1 && typeof text[0] === 'string' ? [text[0]] : [],
    ),
  );
}

/** Fails on any of `englishTexts` in `text`, and on a list too short to mean anything. */
export function expectNoEnglish(text: string, englishTexts: readonly string[]): void {
  expect(englishTexts.length).toBeGreaterThan(10);
  for (const english of englishTexts) expect(text).not.toContain(english);
}
